import { isObject, type RefLocation } from './asyncapi-refs.ts';
import { baseChannel, readMessage } from './read-channel-parts.ts';
import { at, copyText, escapePointer, lastSegment, objectAt, reportInvalid, type ReadContext } from './read-context.ts';
import type { AsyncApiChannel, AsyncApiOperation } from './types.ts';

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
      const { value: op, at: opWhere } = ctx.refs.follow(value[verb], {
        file: where.file,
        segments: [...where.segments, verb],
      });
      if (op === undefined) continue;
      if (!isObject(op)) {
        reportInvalid(ctx, opWhere, `\`${verb}\` of channel "${address}" must be an object`);
        continue;
      }
      // 2.x describes what *other* applications may do: they publish to the channel (this
      // application receives), or subscribe to it (this application sends).
      const operation: AsyncApiOperation = {
        id: typeof op.operationId === 'string' ? op.operationId : verb,
        action: verb === 'publish' ? 'receive' : 'send',
        verb,
        messages: [],
      };
      copyText(op, operation, ['summary', 'description']);
      const messageAt = { file: opWhere.file, segments: [...opWhere.segments, 'message'] };
      const { value: message, at: messageWhere } = ctx.refs.follow(op.message, messageAt);
      // A message, or `{ oneOf: [...] }` of alternatives.
      const entries: { raw: unknown; at: RefLocation }[] =
        isObject(message) && Array.isArray(message.oneOf)
          ? message.oneOf.map((raw, index) => ({
              raw,
              at: { file: messageWhere.file, segments: [...messageWhere.segments, 'oneOf', index] },
            }))
          : message === undefined
            ? []
            : [{ raw: op.message, at: messageAt }];
      entries.forEach(({ raw: entry, at: entryAt }, index) => {
        const fallback =
          isObject(entry) && typeof entry.$ref === 'string'
            ? lastSegment(entry.$ref)
            : `${operation.id}Message${entries.length > 1 ? index + 1 : ''}`;
        const read = readMessage(ctx, entry, entryAt, fallback);
        if (read !== undefined) operation.messages.push(read);
      });
      channel.operations.push(operation);
    }
    out.push(channel);
  }
  return out;
}
