// Builds and serves a site from memory for browser tests, with the headers the edge sends.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { buildSite, type BuildOptions, type BuildResult, type RepoReader } from '@folio/builder';
import { cspSourcesOfFiles, securityHeaders, type SiteFile } from '@folio/site';
import { closeServer } from './close-server.ts';

/** Serves built files from memory with the headers the edge sends (the site's CSP included). */
async function serveSiteFiles(files: readonly SiteFile[]): Promise<{ url: string; server: Server }> {
  const byUrl = new Map(files.map((file) => [file.urlPath, file]));
  const sources = cspSourcesOfFiles(files);
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname.replace(/(.)\/$/, '$1');
    const file = byUrl.get(path) ?? byUrl.get('/404');
    response.statusCode = byUrl.has(path) ? 200 : 404;
    const type = file?.contentType ?? 'text/plain';
    response.setHeader('content-type', type);
    for (const [name, value] of Object.entries(securityHeaders(type, { sources }))) response.setHeader(name, value);
    response.end(file?.body ?? 'not found');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** Rejects every remote fetch, so a build reads nothing from the network. */
export const offline = (): Promise<never> => Promise.reject(new Error('offline'));

/** Builds a site the way browser tests do (no manifest, no render threads) and serves it. */
async function buildAndServe(
  reader: RepoReader,
  options: BuildOptions = {},
): Promise<{ url: string; server: Server; result: BuildResult }> {
  const result = await buildSite(reader, { manifest: false, renderPool: false, ...options });
  return { ...(await serveSiteFiles(result.files)), result };
}

/**
 * `buildAndServe` for the calling `describe`: every site it serves is closed in an `afterAll`,
 * whether the tests passed or not.
 */
export function useSiteServers(): {
  serve(reader: RepoReader, options?: BuildOptions): Promise<{ url: string; result: BuildResult }>;
} {
  const servers: Server[] = [];
  afterAll(async () => {
    await Promise.all(servers.map(closeServer));
  });
  return {
    async serve(reader, options = {}) {
      const { server, url, result } = await buildAndServe(reader, options);
      servers.push(server);
      return { url, result };
    },
  };
}

/**
 * The one site a `describe` tests: built and served in a `beforeAll`, closed in an `afterAll`.
 * `url` and `result` throw when read before the build.
 */
export function useServedSite(
  reader: RepoReader,
  options: BuildOptions = {},
): { readonly url: string; readonly result: BuildResult } {
  const sites = useSiteServers();
  let served: { url: string; result: BuildResult } | undefined;
  beforeAll(async () => {
    served = await sites.serve(reader, options);
  });
  const built = () => {
    if (served === undefined)
      throw new Error('The site is not served yet: read it in a test or in a hook after useServedSite');
    return served;
  };
  return {
    get url() {
      return built().url;
    },
    get result() {
      return built().result;
    },
  };
}
