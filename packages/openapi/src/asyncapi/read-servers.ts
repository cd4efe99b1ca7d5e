import { isObject } from './asyncapi-refs.ts';
import { at, reportInvalid, type ReadContext } from './read-context.ts';
import type { AsyncApiServer } from './types.ts';

/** The servers of a 2.x (`url`) or 3.x (`host` + `pathname`) document. */
export function readServers(ctx: ReadContext, major: 2 | 3): AsyncApiServer[] {
  const servers = ctx.document.servers;
  if (servers === undefined) return [];
  if (!isObject(servers)) {
    reportInvalid(ctx, at(ctx, ['servers']), '`servers` must be an object of named servers');
    return [];
  }
  const out: AsyncApiServer[] = [];
  for (const [name, raw] of Object.entries(servers)) {
    const { value } = ctx.refs.follow(raw, at(ctx, ['servers', name]));
    if (!isObject(value)) continue;
    const host = major === 3 ? value.host : value.url;
    if (typeof host !== 'string' || typeof value.protocol !== 'string') {
      reportInvalid(
        ctx,
        at(ctx, ['servers', name]),
        `server "${name}" needs \`${major === 3 ? 'host' : 'url'}\` and \`protocol\` strings`,
      );
      continue;
    }
    const server: AsyncApiServer = { name, protocol: value.protocol, host };
    if (typeof value.pathname === 'string') server.pathname = value.pathname;
    if (typeof value.description === 'string') server.description = value.description;
    out.push(server);
  }
  return out;
}
