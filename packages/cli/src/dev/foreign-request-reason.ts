import type { IncomingHttpHeaders } from 'node:http';

// `folio dev` listens on 127.0.0.1 only; these are the names a browser on this machine uses for it.
const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Why the dev server must refuse a request that another site made the author's browser send, or
 * `undefined` when it may go ahead. A `Host` other than a local name is DNS rebinding (a page of
 * `evil.example` whose name now resolves to 127.0.0.1, reading this server as its own origin). An
 * `Origin` other than the server's own is a cross-site request: where `checkOrigin` names the
 * endpoint (the playground, which sends requests to APIs on this machine for the caller; the MCP
 * server, which a page of another site must not drive) it is refused. Clients that send no
 * `Origin` (curl, scripts) are not browsers acting for another site, and pass.
 */
export function foreignRequestReason(headers: IncomingHttpHeaders, checkOrigin: string | false): string | undefined {
  const host = headers.host;
  const hostname = host === undefined ? undefined : hostnameOf(`http://${host}`);
  if (hostname === undefined || !LOCAL_HOSTNAMES.has(hostname)) {
    return `folio dev answers only requests to localhost, 127.0.0.1 or [::1], not to host "${host ?? ''}"`;
  }
  const origin = headers.origin;
  if (checkOrigin === false || origin === undefined) return undefined;
  if (origin !== new URL(`http://${host}`).origin) {
    return `${checkOrigin} of folio dev accepts requests from its own pages only, not from origin "${origin}"`;
  }
  return undefined;
}

function hostnameOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    // Anything beyond host[:port] (a path, credentials) means the header was not a plain host.
    return parsed.pathname === '/' && parsed.username === '' && parsed.search === '' ? parsed.hostname : undefined;
  } catch {
    return undefined;
  }
}
