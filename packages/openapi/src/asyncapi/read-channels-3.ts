import { isObject } from './asyncapi-refs.ts';
import { baseChannel, readMessage } from './read-channel-parts.ts';
import {
  at,
  copyText,
  decodeURIComponentSafe,
  escapePointer,
  lastSegment,
  objectAt,
  reportInvalid,
  type ReadContext,
} from './read-context.ts';
import type { AsyncApiChannel, AsyncApiMessage, AsyncApiOperation } from './types.ts';

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
    if (typeof value.address === 'string') channel.address = value.address;
    const own = new Map<string, AsyncApiMessage>();
    const messages = value.messages;
    if (isObject(messages)) {
      for (const [name, message] of Object.entries(messages)) {
        const read = readMessage(
          ctx,
          message,
          { file: where.file, segments: [...where.segments, 'messages', name] },
          name,
        );
        if (read !== undefined) own.set(name, read);
      }
    }
    const used = new Set<string>();
    for (const [opId, rawOp] of Object.entries(operations)) {
      const opAt = at(ctx, ['operations', opId]);
      const { value: op, at: opWhere } = ctx.refs.follow(rawOp, opAt);
      if (!isObject(op) || !refersTo(op.channel, id, raw)) continue;
      const action = op.action;
      if (action !== 'send' && action !== 'receive') {
        reportInvalid(
          ctx,
          { file: opWhere.file, segments: [...opWhere.segments, 'action'] },
          `operation "${opId}" needs \`action: send\` or \`action: receive\``,
        );
        continue;
      }
      const operation: AsyncApiOperation = { id: opId, action, messages: [] };
      copyText(op, operation, ['title', 'summary', 'description']);
      if (Array.isArray(op.messages)) {
        op.messages.forEach((ref, index) => {
          const name = isObject(ref) && typeof ref.$ref === 'string' ? lastSegment(ref.$ref) : String(index);
          const known = own.get(name);
          const message =
            known ??
            readMessage(ctx, ref, { file: opWhere.file, segments: [...opWhere.segments, 'messages', index] }, name);
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

/** True when a 3.x operation's `channel` (a `$ref`) names the channel `id`, directly or as the same `$ref` the channel entry is. */
function refersTo(channel: unknown, id: string, entry: unknown): boolean {
  if (!isObject(channel) || typeof channel.$ref !== 'string') return false;
  const ref = channel.$ref;
  if (ref === `#/channels/${escapePointer(id)}` || decodeURIComponentSafe(ref) === `#/channels/${escapePointer(id)}`)
    return true;
  return isObject(entry) && entry.$ref === ref;
}
