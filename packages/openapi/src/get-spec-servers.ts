import { readServerUrl } from './read-server-url.ts';
import { HTTP_METHODS } from './types.ts';

/** At most this many URLs come from one `servers` entry's `enum` variables (their combinations). */
const MAX_VARIANTS = 32;

/**
 * The allow-list's servers: the absolute `http(s)` URLs of every `servers` entry of a document (top level, then each path item
 * and operation, in document order, without repeats), with server variables replaced by their
 * defaults (`readServerUrl`), then by each value of their `enum` (the playground lets the reader
 * pick one: `https://{region}.api.acme.com` with `enum: [eu, us]` gives both hosts; at most
 * {@link MAX_VARIANTS} combinations an entry). Relative server URLs are resolved against `documentUrl` when the document was fetched
 * from one, and dropped otherwise: they name no host the playground could be allowed to call.
 */
export function getSpecServers(document: Record<string, unknown>, documentUrl?: string): string[] {
  const found: string[] = [];
  const add = (servers: unknown): void => {
    if (!Array.isArray(servers)) return;
    for (const server of servers) {
      for (const variant of enumVariants(server)) {
        const url = serverUrl(variant, documentUrl);
        if (url !== undefined && !found.includes(url)) found.push(url);
      }
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

/** The entry as written (defaults), then once per combination of its variables' `enum` values. */
function enumVariants(server: unknown): unknown[] {
  if (!isRecord(server) || !isRecord(server.variables)) return [server];
  let combinations: Record<string, unknown>[] = [{}];
  for (const [name, variable] of Object.entries(server.variables)) {
    const values =
      isRecord(variable) && Array.isArray(variable.enum)
        ? variable.enum.filter((value) => typeof value === 'string' || typeof value === 'number')
        : [];
    if (values.length === 0) continue;
    combinations = combinations
      .flatMap((chosen) => values.map((value) => ({ ...chosen, [name]: value })))
      .slice(0, MAX_VARIANTS);
  }
  const variables = server.variables;
  return [
    server,
    ...combinations.map((chosen) => ({
      ...server,
      variables: Object.fromEntries(
        Object.entries(variables).map(([name, variable]) => [
          name,
          name in chosen ? { ...(isRecord(variable) ? variable : {}), default: chosen[name] } : variable,
        ]),
      ),
    })),
  ];
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
