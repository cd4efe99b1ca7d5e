import type { IncomingMessage } from 'node:http';

// Set by the base path gate on the requests it let in, before any route sees them.
const basePaths = new WeakMap<IncomingMessage, string>();

/** Records that `req` reached a site served under `basePath` (its target already stripped of it). */
export function setRequestBasePath(req: IncomingMessage, basePath: string): void {
  basePaths.set(req, basePath);
}

/**
 * The base path the site of this request is served under (`/docs`), or `''` at the root: what the
 * absolute URLs the endpoints answer with (search results, MCP) put after the origin.
 */
export function requestBasePath(req: IncomingMessage): string {
  return basePaths.get(req) ?? '';
}
