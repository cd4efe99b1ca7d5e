import { readServerUrl } from './read-server-url.ts';
import { HTTP_METHODS } from './types.ts';

/**
 * The allow-list's servers: the absolute `http(s)` URLs of every `servers` entry of a document (top level, then each path item
 * and operation, in document order, without repeats), with server variables replaced by their
 * defaults (`readServerUrl`). Relative server URLs are resolved against `documentUrl` when the document was fetched
 * from one, and dropped otherwise: they name no host the playground could be allowed to call.
 */
export function getSpecServers(document: Record<string, unknown>, documentUrl?: string): string[] {
  const found: string[] = [];
  const add = (servers: unknown): void => {
    if (!Array.isArray(servers)) return;
    for (const server of servers) {
      const url = serverUrl(server, documentUrl);
      if (url !== undefined && !found.includes(url)) found.push(url);
    }
  };
  add(document.servers);
  for (const section of ['paths', 'webhooks']) {
    const items = document[section];
    if (!isRecord(items)) continue;
    for (const item of Object.values(items)) {
      if (!isRecord(item)) continue;
      add(item.servers);
      for (const method of HTTP_METHODS) {
        const operation = item[method.toLowerCase()];
        if (isRecord(operation)) add(operation.servers);
      }
    }
  }
  return found;
}

function serverUrl(server: unknown, documentUrl: string | undefined): string | undefined {
  const read = readServerUrl(server, documentUrl);
  if (read === undefined || !read.complete) return undefined;
  let url: URL;
  try {
    url = new URL(read.url);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  // Keep what the author wrote (a trailing slash or not); only relative URLs are rewritten.
  return /^https?:\/\//i.test(read.url) ? read.url : url.href;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
