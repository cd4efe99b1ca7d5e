import type { ManifestEntry } from '@folio/site';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { createHostNormalizer } from '../routing/create-host-normalizer.ts';
import { CACHE_CONTROL, cacheControlHeader } from './cache-control-header.ts';
import { chooseEncoding } from './choose-encoding.ts';
import { PLAIN_PAGES } from './plain-pages.ts';
import { resolveRequestPath } from './resolve-request-path.ts';

/** A Fastify handler answering GET/HEAD for whatever site lives at the request's Host. */
export type SiteHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

// Does an If-None-Match list name one of the entry's bodies? All of them hold the same content.
function notModified(header: string | undefined, entry: ManifestEntry): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  const hashes = [entry.blob, entry.variants.br, entry.variants.gzip];
  return header.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
    return hashes.includes(value);
  });
}

/**
 * Creates the site handler: Host → live deployment (cached) → manifest (cached) → path resolution
 * → blob (cached, bytes-bounded). Every lookup is keyed by what Postgres says lives at the Host and
 * by manifest entries; the request path is only ever a key into that deployment's manifest.
 */
export function createSiteHandler(ctx: AppContext): SiteHandler {
  const normalizeHost = createHostNormalizer(10_000);
  // Pre-bound children: labelling a counter on every request costs more than serving from memory.
  const outcomes = new Map<string, { inc(): void }>();
  const count = (outcome: string) => {
    let counter = outcomes.get(outcome);
    if (counter === undefined) outcomes.set(outcome, (counter = ctx.metrics.requests.labels(outcome)));
    counter.inc();
  };
  const plain = (reply: FastifyReply, status: number, body: string, outcome: string) => {
    count(outcome);
    return reply
      .code(status)
      .headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': CACHE_CONTROL.none, 'x-content-type-options': 'nosniff' })
      .send(body);
  };

  const sendEntry = async (request: FastifyRequest, reply: FastifyReply, siteId: string, entry: ManifestEntry, status: 200 | 404) => {
    const chosen = chooseEncoding(entry, request.headers['accept-encoding']);
    const headers: Record<string, string> = {
      'content-type': entry.contentType,
      'cache-control': status === 200 ? cacheControlHeader(entry.cacheControl) : CACHE_CONTROL.revalidate,
      'x-content-type-options': 'nosniff',
    };
    if (status === 200) headers.etag = `"${chosen.blob}"`;
    if (entry.variants.br !== undefined || entry.variants.gzip !== undefined) headers.vary = 'Accept-Encoding';
    if (chosen.encoding !== null) headers['content-encoding'] = chosen.encoding;
    if (status === 200 && notModified(request.headers['if-none-match'], entry)) {
      count('not_modified');
      delete headers['content-type'];
      delete headers['content-encoding'];
      return reply.code(304).headers(headers).send();
    }
    const body = await ctx.content.blob(siteId, chosen.blob);
    count(status === 200 ? 'file' : 'not_found');
    return reply.code(status).headers(headers).send(body);
  };

  return async (request, reply) => {
    const host = normalizeHost(request.headers.host);
    if (host === null) return plain(reply, 404, PLAIN_PAGES.notFound, 'unknown_host');
    try {
      const live = await ctx.lookup.lookup(host.hostname);
      if (live === null || live.deploymentId === null || live.manifestKey === null) {
        return plain(reply, 404, PLAIN_PAGES.notFound, 'unknown_host');
      }
      const manifest = await ctx.content.manifest(live.deploymentId, live.manifestKey);
      const url = request.raw.url ?? '/';
      const mark = url.indexOf('?');
      const resolution = resolveRequestPath(manifest, mark < 0 ? url : url.slice(0, mark), mark < 0 ? '' : url.slice(mark));
      switch (resolution.kind) {
        case 'file':
          return await sendEntry(request, reply, live.siteId, resolution.entry, 200);
        case 'redirect':
          count('redirect');
          return reply.code(resolution.status).headers({ location: resolution.location, 'cache-control': CACHE_CONTROL.revalidate }).send();
        case 'not-found':
          if (resolution.entry === null) return plain(reply, 404, PLAIN_PAGES.notFound, 'not_found');
          return await sendEntry(request, reply, live.siteId, resolution.entry, 404);
      }
    } catch (error) {
      // Postgres with nothing cached for this host, or S3 with this manifest or blob not cached.
      request.log.warn({ err: error, host: host.hostname }, 'cannot serve: a dependency failed and nothing is cached');
      return plain(reply, 503, PLAIN_PAGES.unavailable, 'unavailable');
    }
  };
}
