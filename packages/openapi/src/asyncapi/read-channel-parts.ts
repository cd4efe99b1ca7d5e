import type { PathSegment } from '@folio/diagnostics';
import { isObject, type RefLocation } from './asyncapi-refs.ts';
import { copyText, lastSegment, reportInvalid, type ReadContext } from './read-context.ts';
import type { AsyncApiChannel, AsyncApiMessage, AsyncApiParameter } from './types.ts';

/** What 2.x and 3.x channels share: texts, tags, parameters, bindings and server names. */
export function baseChannel(
  ctx: ReadContext,
  id: string,
  value: Record<string, unknown>,
  where: RefLocation,
  pointer: string,
): AsyncApiChannel {
  const channel: AsyncApiChannel = {
    id,
    tags: [],
    parameters: [],
    bindings: [],
    operations: [],
    messages: [],
    servers: [],
    pointer,
  };
  copyText(value, channel, ['title', 'summary', 'description']);
  if (Array.isArray(value.tags)) {
    for (const tag of value.tags) {
      const { value: resolved } = ctx.refs.follow(tag, where);
      if (isObject(resolved) && typeof resolved.name === 'string') channel.tags.push(resolved.name);
    }
  }
  channel.parameters = readParameters(ctx, value.parameters, {
    file: where.file,
    segments: [...where.segments, 'parameters'],
  });
  channel.bindings = summariseBindings(
    ctx.refs.follow(value.bindings, { file: where.file, segments: [...where.segments, 'bindings'] }).value,
  );
  if (Array.isArray(value.servers)) {
    for (const server of value.servers) {
      if (typeof server === 'string') channel.servers.push(server);
      else if (isObject(server) && typeof server.$ref === 'string') channel.servers.push(lastSegment(server.$ref));
    }
  }
  return channel;
}

/** A channel's parameters, schemas inlined. */
function readParameters(ctx: ReadContext, parameters: unknown, where: RefLocation): AsyncApiParameter[] {
  if (parameters === undefined) return [];
  if (!isObject(parameters)) {
    reportInvalid(ctx, where, '`parameters` must be an object of named parameters');
    return [];
  }
  const out: AsyncApiParameter[] = [];
  for (const [name, raw] of Object.entries(parameters)) {
    const paramAt = { file: where.file, segments: [...where.segments, name] };
    const { value, at: resolvedAt } = ctx.refs.follow(raw, paramAt);
    if (!isObject(value)) continue;
    const parameter: AsyncApiParameter = { name };
    if (typeof value.description === 'string') parameter.description = value.description;
    if (value.schema !== undefined)
      parameter.schema = ctx.refs.inline(value.schema, {
        file: resolvedAt.file,
        segments: [...resolvedAt.segments, 'schema'],
      });
    if (Array.isArray(value.enum)) parameter.enum = value.enum;
    if (value.default !== undefined) parameter.default = value.default;
    out.push(parameter);
  }
  return out;
}

/** A message, `$ref`s followed and its payload and headers inlined; `undefined` when it is missing (reported). */
export function readMessage(
  ctx: ReadContext,
  raw: unknown,
  where: RefLocation,
  fallbackName: string,
): AsyncApiMessage | undefined {
  const { value, at: resolvedAt } = ctx.refs.follow(raw, where);
  if (value === undefined) return undefined;
  if (!isObject(value)) {
    reportInvalid(ctx, where, `message "${fallbackName}" must be an object`);
    return undefined;
  }
  const name =
    typeof value.name === 'string' ? value.name : typeof value.messageId === 'string' ? value.messageId : fallbackName;
  const message: AsyncApiMessage = { name, examples: [] };
  copyText(value, message, ['title', 'summary', 'description', 'contentType']);
  const inside = (key: PathSegment) => ({ file: resolvedAt.file, segments: [...resolvedAt.segments, key] });
  if (value.payload !== undefined) {
    let payload = ctx.refs.inline(value.payload, inside('payload'));
    // 3.x multi-format schema: `{ schemaFormat, schema }`.
    if (isObject(payload) && typeof payload.schemaFormat === 'string' && payload.schema !== undefined)
      payload = payload.schema;
    message.payload = payload;
  }
  if (value.headers !== undefined) message.headers = ctx.refs.inline(value.headers, inside('headers'));
  if (Array.isArray(value.examples)) {
    for (const example of ctx.refs.inline(value.examples, inside('examples')) as unknown[]) {
      if (isObject(example) && example.payload !== undefined) message.examples.push(example.payload);
    }
  }
  return message;
}

/** `ws: { method: GET, bindingVersion: 0.1.0 }` → `{ protocol: 'ws', summary: 'method: GET' }`. */
function summariseBindings(bindings: unknown): { protocol: string; summary: string }[] {
  if (!isObject(bindings)) return [];
  return Object.entries(bindings).map(([protocol, binding]) => {
    if (!isObject(binding)) return { protocol, summary: '' };
    const parts = Object.entries(binding)
      .filter(([key]) => key !== 'bindingVersion')
      .map(([key, v]) => (v === null || typeof v !== 'object' ? `${key}: ${String(v)}` : key));
    return { protocol, summary: parts.join(', ') };
  });
}
