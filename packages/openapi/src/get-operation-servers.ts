import { readServerUrl } from './read-server-url.ts';

/**
 * The servers an operation's reference page shows and its playground offers, from the `servers`
 * list that applies to it (operation, else path item, else document): every entry
 * `readServerUrl` reads, in order, without trailing slashes. Unlike `getSpecServers` (the
 * allow-list), entries with a variable without default, relative URLs of local documents and other
 * schemes are kept, as the author wrote them.
 */
export function getOperationServers(servers: unknown, documentUrl?: string): string[] {
  if (!Array.isArray(servers)) return [];
  const urls: string[] = [];
  for (const server of servers) {
    const read = readServerUrl(server, documentUrl);
    if (read !== undefined) urls.push(read.url.replace(/\/+$/, ''));
  }
  return urls;
}
