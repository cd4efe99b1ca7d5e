import { createDiagnostic, formatJsonPath, type Diagnostic, type PathSegment } from '@folio/diagnostics';
import type { ParsedSpecText } from '../parse-spec-text.ts';
import { isObject, type RefLocation, type RefResolver } from './asyncapi-refs.ts';
import { asyncapiCodes } from './codes.ts';
import type { AsyncApiChannel, AsyncApiMessage, AsyncApiOperation, AsyncApiParameter, AsyncApiServer } from './types.ts';

/** What the channel readers share for one document. */
export interface ReadContext {
  file: string;
  document: Record<string, unknown>;
  refs: RefResolver;
  files: ReadonlyMap<string, ParsedSpecText>;
  diagnostics: Diagnostic[];
}

/** Reports a value of the wrong shape at its place in the document. */
export function reportInvalid(ctx: ReadContext, at: RefLocation, message: string): void {
  const path = formatJsonPath(at.segments);
  const position = ctx.files.get(at.file)?.locate(at.segments);
  ctx.diagnostics.push(createDiagnostic(asyncapiCodes, 'ASYNCAPI_INVALID', {
    message,
    file: at.file,
    ...(path === '' ? {} : { path }),
    ...(position === undefined ? {} : { line: position.line, column: position.column }),
  }));
}

/** The servers of a 2.x (`url`) or 3.x (`host` + `pathname`) document. */
export function readServers(ctx: ReadContext, major: 2 | 3): AsyncApiServer[] {
  const servers = ctx.document['servers'];
  if (servers === undefined) return [];
  if (!isObject(servers)) {
    reportInvalid(ctx, at(ctx, ['servers']), '`servers` must be an object of named servers');
    return [];
  }
  const out: AsyncApiServer[] = [];
  for (const [name, raw] of Object.entries(servers)) {
    const { value } = ctx.refs.follow(raw, at(ctx, ['servers', name]));
    if (!isObject(value)) continue;
    const host = major === 3 ? value['host'] : value['url'];
    if (typeof host !== 'string' || typeof value['protocol'] !== 'string') {
      reportInvalid(ctx, at(ctx, ['servers', name]), `server "${name}" needs \`${major === 3 ? 'host' : 'url'}\` and \`protocol\` strings`);
      continue;
    }
    const server: AsyncApiServer = { name, protocol: value['protocol'], host };
    if (typeof value['pathname'] === 'string') server.pathname = value['pathname'];
    if (typeof value['description'] === 'string') server.description = value['description'];
    out.push(server);
  }
  return out;
}

/** The channels of a 3.x document, each with the operations (`send` / `receive`) that use it. */
export function readChannels3(ctx: ReadContext): AsyncApiChannel[] {
  const channels = objectAt(ctx, ['channels']);
  const operations = objectAt(ctx, ['operations']);
  const out: AsyncApiChannel[] = [];
  for (const [id, raw] of Object.entries(channels)) {
    const { value, at: where } = ctx.refs.follow(raw, at(ctx, ['channels', id]));
    if (!isObject(value)) {
      reportInvalid(ctx, at(ctx, ['channels', id]), `channel "${id}" must be an object`);
      continue;
    }
    const channel = baseChannel(ctx, id, value, where, `/channels/${escapePointer(id)}`);
    if (typeof value['address'] === 'string') channel.address = value['address'];
    const own = new Map<string, AsyncApiMessage>();
    const messages = value['messages'];
    if (isObject(messages)) {
      for (const [name, message] of Object.entries(messages)) {
        const read = readMessage(ctx, message, { file: where.file, segments: [...where.segments, 'messages', name] }, name);
        if (read !== undefined) own.set(name, read);
      }
    }
    const used = new Set<string>();
    for (const [opId, rawOp] of Object.entries(operations)) {
      const opAt = at(ctx, ['operations', opId]);
      const { value: op, at: opWhere } = ctx.refs.follow(rawOp, opAt);
      if (!isObject(op) || !refersTo(op['channel'], id, raw)) continue;
      const action = op['action'];
      if (action !== 'send' && action !== 'receive') {
        reportInvalid(ctx, { file: opWhere.file, segments: [...opWhere.segments, 'action'] }, `operation "${opId}" needs \`action: send\` or \`action: receive\``);
        continue;
      }
      const operation: AsyncApiOperation = { id: opId, action, messages: [] };
      copyText(op, operation, ['title', 'summary', 'description']);
      if (Array.isArray(op['messages'])) {
        op['messages'].forEach((ref, index) => {
          const name = isObject(ref) && typeof ref['$ref'] === 'string' ? lastSegment(ref['$ref']) : String(index);
          const known = own.get(name);
          const message = known ?? readMessage(ctx, ref, { file: opWhere.file, segments: [...opWhere.segments, 'messages', index] }, name);
          if (message !== undefined) operation.messages.push(message);
          used.add(name);
        });
      } else {
        // No `messages`: the operation carries every message of its channel.
        operation.messages.push(...own.values());
        for (const name of own.keys()) used.add(name);
      }
      channel.operations.push(operation);
    }
    channel.messages = [...own.entries()].filter(([name]) => !used.has(name)).map(([, message]) => message);
    out.push(channel);
  }
  return out;
}

/** The channels of a 2.x document: `publish` (the application receives) and `subscribe` (it sends) operations. */
export function readChannels2(ctx: ReadContext): AsyncApiChannel[] {
  const channels = objectAt(ctx, ['channels']);
  const out: AsyncApiChannel[] = [];
  for (const [address, raw] of Object.entries(channels)) {
    const { value, at: where } = ctx.refs.follow(raw, at(ctx, ['channels', address]));
    if (!isObject(value)) {
      reportInvalid(ctx, at(ctx, ['channels', address]), `channel "${address}" must be an object`);
      continue;
    }
    const channel = baseChannel(ctx, address, value, where, `/channels/${escapePointer(address)}`);
    channel.address = address;
    for (const verb of ['publish', 'subscribe'] as const) {
      const { value: op, at: opWhere } = ctx.refs.follow(value[verb], { file: where.file, segments: [...where.segments, verb] });
      if (op === undefined) continue;
      if (!isObject(op)) {
        reportInvalid(ctx, opWhere, `\`${verb}\` of channel "${address}" must be an object`);
        continue;
      }
      // 2.x describes what *other* applications may do: they publish to the channel (this
      // application receives), or subscribe to it (this application sends).
      const operation: AsyncApiOperation = {
        id: typeof op['operationId'] === 'string' ? op['operationId'] : verb,
        action: verb === 'publish' ? 'receive' : 'send',
        verb,
        messages: [],
      };
      copyText(op, operation, ['summary', 'description']);
      const messageAt = { file: opWhere.file, segments: [...opWhere.segments, 'message'] };
      const { value: message, at: messageWhere } = ctx.refs.follow(op['message'], messageAt);
      // A message, or `{ oneOf: [...] }` of alternatives.
      const entries: { raw: unknown; at: RefLocation }[] =
        isObject(message) && Array.isArray(message['oneOf'])
          ? message['oneOf'].map((raw, index) => ({ raw, at: { file: messageWhere.file, segments: [...messageWhere.segments, 'oneOf', index] } }))
          : message === undefined ? [] : [{ raw: op['message'], at: messageAt }];
      entries.forEach(({ raw: entry, at: entryAt }, index) => {
        const fallback = isObject(entry) && typeof entry['$ref'] === 'string' ? lastSegment(entry['$ref']) : `${operation.id}Message${entries.length > 1 ? index + 1 : ''}`;
        const read = readMessage(ctx, entry, entryAt, fallback);
        if (read !== undefined) operation.messages.push(read);
      });
      channel.operations.push(operation);
    }
    out.push(channel);
  }
  return out;
}

function baseChannel(ctx: ReadContext, id: string, value: Record<string, unknown>, where: RefLocation, pointer: string): AsyncApiChannel {
  const channel: AsyncApiChannel = { id, tags: [], parameters: [], bindings: [], operations: [], messages: [], servers: [], pointer };
  copyText(value, channel, ['title', 'summary', 'description']);
  if (Array.isArray(value['tags'])) {
    for (const tag of value['tags']) {
      const { value: resolved } = ctx.refs.follow(tag, where);
      if (isObject(resolved) && typeof resolved['name'] === 'string') channel.tags.push(resolved['name']);
    }
  }
  channel.parameters = readParameters(ctx, value['parameters'], { file: where.file, segments: [...where.segments, 'parameters'] });
  channel.bindings = summariseBindings(ctx.refs.follow(value['bindings'], { file: where.file, segments: [...where.segments, 'bindings'] }).value);
  if (Array.isArray(value['servers'])) {
    for (const server of value['servers']) {
      if (typeof server === 'string') channel.servers.push(server);
      else if (isObject(server) && typeof server['$ref'] === 'string') channel.servers.push(lastSegment(server['$ref']));
    }
  }
  return channel;
}

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
    if (typeof value['description'] === 'string') parameter.description = value['description'];
    if (value['schema'] !== undefined) parameter.schema = ctx.refs.inline(value['schema'], { file: resolvedAt.file, segments: [...resolvedAt.segments, 'schema'] });
    if (Array.isArray(value['enum'])) parameter.enum = value['enum'];
    if (value['default'] !== undefined) parameter.default = value['default'];
    out.push(parameter);
  }
  return out;
}

function readMessage(ctx: ReadContext, raw: unknown, where: RefLocation, fallbackName: string): AsyncApiMessage | undefined {
  const { value, at: resolvedAt } = ctx.refs.follow(raw, where);
  if (value === undefined) return undefined;
  if (!isObject(value)) {
    reportInvalid(ctx, where, `message "${fallbackName}" must be an object`);
    return undefined;
  }
  const name = typeof value['name'] === 'string' ? value['name'] : typeof value['messageId'] === 'string' ? value['messageId'] : fallbackName;
  const message: AsyncApiMessage = { name, examples: [] };
  copyText(value, message, ['title', 'summary', 'description', 'contentType']);
  const inside = (key: PathSegment) => ({ file: resolvedAt.file, segments: [...resolvedAt.segments, key] });
  if (value['payload'] !== undefined) {
    let payload = ctx.refs.inline(value['payload'], inside('payload'));
    // 3.x multi-format schema: `{ schemaFormat, schema }`.
    if (isObject(payload) && typeof payload['schemaFormat'] === 'string' && payload['schema'] !== undefined) payload = payload['schema'];
    message.payload = payload;
  }
  if (value['headers'] !== undefined) message.headers = ctx.refs.inline(value['headers'], inside('headers'));
  if (Array.isArray(value['examples'])) {
    for (const example of ctx.refs.inline(value['examples'], inside('examples')) as unknown[]) {
      if (isObject(example) && example['payload'] !== undefined) message.examples.push(example['payload']);
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

/** True when a 3.x operation's `channel` (a `$ref`) names the channel `id`, directly or as the same `$ref` the channel entry is. */
function refersTo(channel: unknown, id: string, entry: unknown): boolean {
  if (!isObject(channel) || typeof channel['$ref'] !== 'string') return false;
  const ref = channel['$ref'];
  if (ref === `#/channels/${escapePointer(id)}` || decodeURIComponentSafe(ref) === `#/channels/${escapePointer(id)}`) return true;
  return isObject(entry) && entry['$ref'] === ref;
}

function objectAt(ctx: ReadContext, segments: string[]): Record<string, unknown> {
  const value = ctx.document[segments[0] as string];
  if (value === undefined) return {};
  if (!isObject(value)) {
    reportInvalid(ctx, at(ctx, segments), `\`${segments.join('.')}\` must be an object`);
    return {};
  }
  return value;
}

function copyText<K extends string>(from: Record<string, unknown>, to: Partial<Record<K, string>>, keys: readonly K[]): void {
  for (const key of keys) if (typeof from[key] === 'string' && from[key] !== '') to[key] = from[key] as string;
}

function at(ctx: ReadContext, segments: PathSegment[]): RefLocation {
  return { file: ctx.file, segments };
}

function lastSegment(ref: string): string {
  const parts = ref.split('/');
  return decodeURIComponentSafe(parts[parts.length - 1] ?? ref).replace(/~1/g, '/').replace(/~0/g, '~');
}

function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
