import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import {
  isLlmsTxtPath,
  negotiatePageAnswer,
  type ManifestEntry,
  type PageAnswer,
  type SiteManifest,
  withBasePath,
} from '@folio/deployment';
import { absoluteLlmsTxt, securityHeaders } from '@folio/site';
import { readerFileAccess, readerFileText } from '@folio/site-endpoints';
import type { AppContext } from '../app-context.ts';
import type { ServedResource } from '../analytics/classify-site-request.ts';
import { LimitExceededError } from '../limits/create-concurrency-limit.ts';
import { createHostNormalizer } from '../routing/create-host-normalizer.ts';
import type { NormalizedHost } from '../routing/normalize-host.ts';
import { requestOrigin } from '../routing/request-origin.ts';
import type { LiveDeployment } from '../routing/live-deployment.ts';
import { CACHE_CONTROL, cacheControlHeader } from './cache-control-header.ts';
import { chooseEncoding } from './choose-encoding.ts';
import { createLlmsTxtBodies } from './create-llms-txt-bodies.ts';
import { PLAIN_PAGES } from './plain-pages.ts';
import { isReaderApiIndex, readerApiIndexText } from './reader-api-index.ts';
import { resolveRequestPath } from './resolve-request-path.ts';

/** What the site answer depends on: the request's Host, target and three headers, nothing else. */
export interface SiteRequest {
  host: string | undefined;
  /** The request target as sent (path and query). */
  url: string;
  acceptEncoding: string | undefined;
  /** Chooses between a page's HTML and its Markdown (`negotiatePageAnswer`). */
  accept: string | undefined;
  ifNoneMatch: string | undefined;
  /**
   * The signed-in reader's groups (the access gate's session), `undefined` when nobody is signed
   * in: a file of pages restricted to other groups is answered as missing, and a file naming such
   * pages is filtered for the reader (`readerFileAccess`).
   */
  readerGroups?: readonly string[] | undefined;
}

/** A complete answer, written as is by Fastify or by the raw fast path. */
export interface SiteAnswer {
  status: number;
  /** Every header to send, `content-length` included (none on a 304). */
  headers: Record<string, string | number>;
  /** `undefined` for 304 and redirects. Not sent on HEAD (Node drops it), but counted in `content-length`. */
  body: Buffer | string | undefined;
  /** What was served from a deployment (a file or its 404 page), for analytics; absent otherwise. */
  served?: ServedResource;
}

/** Answers one site request (GET or HEAD). Never rejects: a failed dependency is a 503 answer. */
export type SiteResponder = (request: SiteRequest) => Promise<SiteAnswer>;

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

const HTML_SECURITY_HEADERS = securityHeaders('text/html');
// A few content types per platform (the builder's list): their headers are worked out once.
const securityHeadersByType = new Map<string, Readonly<Record<string, string>>>();
const securityHeadersOf = (contentType: string): Readonly<Record<string, string>> => {
  let headers = securityHeadersByType.get(contentType);
  if (headers === undefined) {
    headers = securityHeaders(contentType);
    if (securityHeadersByType.size < 64) securityHeadersByType.set(contentType, headers);
  }
  return headers;
};

// A site whose integrations load third-party scripts adds their origins to its HTML's policy.
const siteHtmlHeaders = new WeakMap<SiteManifest, Readonly<Record<string, string>>>();
const securityHeadersFor = (manifest: SiteManifest, contentType: string): Readonly<Record<string, string>> => {
  if (manifest.cspSources === undefined || !contentType.startsWith('text/html')) return securityHeadersOf(contentType);
  let headers = siteHtmlHeaders.get(manifest);
  if (headers === undefined) {
    headers = securityHeaders(contentType, { sources: manifest.cspSources });
    siteHtmlHeaders.set(manifest, headers);
  }
  return headers;
};

const byteLength = (body: Buffer | string) => (typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength);

// Only files a build marked (restricted pages, files naming them) and the API index of a site
// with restricted API pages are looked at for the reader: every other file is answered as
// before, at no cost.
const readerAccessOf = (
  manifest: SiteManifest,
  path: string,
  entry: ManifestEntry,
  readerGroups: readonly string[] | undefined,
) => {
  if (isReaderApiIndex(manifest, path)) return 'personal';
  return entry.groups === undefined && entry.readerFilter === undefined
    ? 'shared'
    : readerFileAccess(entry, readerGroups);
};

/** The text of a `personal` file for one reader (see `readerAccessOf`). */
const readerTextOf = (
  manifest: SiteManifest,
  path: string,
  entry: ManifestEntry,
  text: string,
  readerGroups: readonly string[] | undefined,
) =>
  isReaderApiIndex(manifest, path)
    ? readerApiIndexText(manifest, text, readerGroups)
    : readerFileText(entry, text, readerGroups);

/** `Cache-Control` of a file made for one reader: no shared cache keeps it, and the browser asks again each time. */
const PERSONAL_CACHE_CONTROL = 'private, no-cache';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
// A reader's copy is compressed as it is sent (in libuv's pool, off the event loop): brotli at a
// fast quality, as the build's stored variants are too slow to make per request.
const compress = (body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> =>
  encoding === 'br' ? brotli(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } }) : gzipped(body);

/**
 * Creates the site responder: Host → live deployment (cached) → manifest (cached) → path
 * resolution → blob (cached, bytes-bounded). Every lookup is keyed by what Postgres says lives at
 * the Host and by manifest entries; the request path is only ever a key into that deployment's
 * manifest. When everything is cached it awaits nothing: a cached page costs no I/O and no timer.
 */
export function createSiteResponder(ctx: AppContext): SiteResponder {
  const normalizeHost = createHostNormalizer(10_000);
  const count = ctx.metrics.countRequest;
  const plain = (status: number, body: string, outcome: string): SiteAnswer => {
    count(outcome);
    return {
      status,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': CACHE_CONTROL.none,
        ...HTML_SECURITY_HEADERS,
        'content-length': byteLength(body),
      },
      body,
    };
  };

  const llmsTxt = createLlmsTxtBodies(ctx.content);

  const answerFile = async (
    request: SiteRequest,
    host: NormalizedHost,
    place: { live: LiveDeployment; host: string; path: string },
    manifest: SiteManifest,
    path: string,
    entry: ManifestEntry,
    status: 200 | 404,
  ): Promise<SiteAnswer> => {
    // A page's Markdown for clients that prefer it; the Link header on HTML (as `folio dev` does).
    const answer = negotiatePageAnswer(
      { path, contentType: entry.contentType, accept: request.accept, basePath: manifest.basePath },
      (candidate) => Object.hasOwn(manifest.files, candidate),
    );
    const served = answer.path === path ? entry : manifest.files[answer.path]!;
    // A page restricted to groups the reader is not in is missing for them (never a 403, which
    // would confirm it exists): the site's 404, exactly as for a path it does not have.
    if (status === 200 && readerAccessOf(manifest, answer.path, served, request.readerGroups) === 'not-found') {
      return await answerNotFound(request, host, place, manifest);
    }
    if (status === 200 && isLlmsTxtPath(path)) return await answerLlmsTxt(request, host, place, manifest, entry);
    return await answerEntry(request, place, manifest, served, status, answer);
  };

  const answerNotFound = async (
    request: SiteRequest,
    host: NormalizedHost,
    place: { live: LiveDeployment; host: string; path: string },
    manifest: SiteManifest,
  ): Promise<SiteAnswer> => {
    const notFound = manifest.files[manifest.notFound];
    if (notFound === undefined) return plain(404, PLAIN_PAGES.notFound, 'not_found');
    return await answerFile(request, host, place, manifest, manifest.notFound, notFound, 404);
  };

  const answerLlmsTxt = async (
    request: SiteRequest,
    host: NormalizedHost,
    place: { live: LiveDeployment; host: string; path: string },
    manifest: SiteManifest,
    entry: ManifestEntry,
  ): Promise<SiteAnswer> => {
    const siteId = place.live.siteId;
    const served = (answered: number): ServedResource => ({
      siteId,
      deploymentId: place.live.deploymentId!,
      preview: place.live.isPreview,
      host: place.host,
      path: place.path,
      contentType: entry.contentType,
      status: answered,
    });
    // The host was found in the domains table (or under SITES_DOMAIN): its name is the site's.
    const origin = requestOrigin(host, ctx.config.dashboardOrigin);
    if (readerAccessOf(manifest, place.path, entry, request.readerGroups) === 'personal') {
      const source = ctx.content.cachedBlob(siteId, entry.blob) ?? (await ctx.content.blob(siteId, entry.blob));
      const text = readerFileText(entry, source.toString('utf8'), request.readerGroups);
      const body = Buffer.from(absoluteLlmsTxt(text, origin));
      count('file');
      return {
        status: 200,
        headers: {
          'content-type': entry.contentType,
          'cache-control': PERSONAL_CACHE_CONTROL,
          ...securityHeadersFor(manifest, entry.contentType),
          'content-length': body.byteLength,
        },
        body,
        served: served(200),
      };
    }
    const made = llmsTxt.cached(entry, origin) ?? (await llmsTxt.load(siteId, entry, origin));
    const headers: Record<string, string | number> = {
      'content-type': entry.contentType,
      'cache-control': cacheControlHeader(entry.cacheControl),
      ...securityHeadersFor(manifest, entry.contentType),
      etag: made.etag,
    };
    if (request.ifNoneMatch?.split(',').some((tag) => tag.trim() === made.etag)) {
      count('not_modified');
      delete headers['content-type'];
      return { status: 304, headers, body: undefined, served: served(304) };
    }
    count('file');
    headers['content-length'] = made.body.byteLength;
    return { status: 200, headers, body: made.body, served: served(200) };
  };

  const answerEntry = async (
    request: SiteRequest,
    place: { live: LiveDeployment; host: string; path: string },
    manifest: SiteManifest,
    entry: ManifestEntry,
    status: 200 | 404,
    answer: PageAnswer,
  ): Promise<SiteAnswer> => {
    const siteId = place.live.siteId;
    const served = (answered: number): ServedResource => ({
      siteId,
      deploymentId: place.live.deploymentId!,
      preview: place.live.isPreview,
      host: place.host,
      path: place.path,
      contentType: entry.contentType,
      status: answered,
    });
    if (readerAccessOf(manifest, answer.path, entry, request.readerGroups) === 'personal') {
      return await answerPersonal(request, place, manifest, entry, status, answer, served);
    }
    const chosen = chooseEncoding(entry, request.acceptEncoding);
    const headers: Record<string, string | number> = {
      'content-type': entry.contentType,
      'cache-control': status === 200 ? cacheControlHeader(entry.cacheControl) : CACHE_CONTROL.revalidate,
      // By content type: the site's CSP on HTML, a sandbox on repository SVGs, nosniff on all.
      ...securityHeadersFor(manifest, entry.contentType),
      ...answer.headers,
    };
    if (status === 200) headers.etag = `"${chosen.blob}"`;
    // Caches keep a page's HTML and Markdown apart, and each encoding of them.
    const vary = [
      ...(answer.variesByAccept ? ['Accept'] : []),
      ...(entry.variants.br !== undefined || entry.variants.gzip !== undefined ? ['Accept-Encoding'] : []),
    ];
    if (vary.length > 0) headers.vary = vary.join(', ');
    if (chosen.encoding !== null) headers['content-encoding'] = chosen.encoding;
    if (status === 200 && notModified(request.ifNoneMatch, entry)) {
      count('not_modified');
      delete headers['content-type'];
      delete headers['content-encoding'];
      return { status: 304, headers, body: undefined, served: served(304) };
    }
    const body = ctx.content.cachedBlob(siteId, chosen.blob) ?? (await ctx.content.blob(siteId, chosen.blob));
    count(status === 200 ? 'file' : 'not_found');
    headers['content-length'] = body.byteLength;
    return { status, headers, body, served: served(status) };
  };

  // A file that names restricted pages, made for this reader from its uncompressed body (the
  // stored variants hold every reader's version): no shared ETag.
  const answerPersonal = async (
    request: SiteRequest,
    place: { live: LiveDeployment },
    manifest: SiteManifest,
    entry: ManifestEntry,
    status: 200 | 404,
    answer: PageAnswer,
    served: (answered: number) => ServedResource,
  ): Promise<SiteAnswer> => {
    const siteId = place.live.siteId;
    const source = ctx.content.cachedBlob(siteId, entry.blob) ?? (await ctx.content.blob(siteId, entry.blob));
    const text = Buffer.from(readerTextOf(manifest, answer.path, entry, source.toString('utf8'), request.readerGroups));
    // Compressed when the build found compressing this file worth it and the client takes it.
    const { encoding } = chooseEncoding(entry, request.acceptEncoding);
    const body = encoding === null ? text : await compress(text, encoding);
    const compressible = entry.variants.br !== undefined || entry.variants.gzip !== undefined;
    const headers: Record<string, string | number> = {
      'content-type': entry.contentType,
      'cache-control': PERSONAL_CACHE_CONTROL,
      ...securityHeadersFor(manifest, entry.contentType),
      ...answer.headers,
      vary: [...(answer.variesByAccept ? ['Accept'] : []), ...(compressible ? ['Accept-Encoding'] : []), 'Cookie'].join(
        ', ',
      ),
      ...(encoding === null ? {} : { 'content-encoding': encoding }),
      'content-length': body.byteLength,
    };
    count(status === 200 ? 'file' : 'not_found');
    return { status, headers, body, served: served(status) };
  };

  return async (request) => {
    const host = normalizeHost(request.host);
    if (host === null) return plain(404, PLAIN_PAGES.notFound, 'unknown_host');
    try {
      const live = ctx.lookup.peek(host.hostname) ?? (await ctx.lookup.lookup(host.hostname));
      if (live === null || live.deploymentId === null || live.manifestKey === null) {
        return plain(404, PLAIN_PAGES.notFound, 'unknown_host');
      }
      const manifest =
        ctx.content.cachedManifest(live.deploymentId) ??
        (await ctx.content.manifest(live.deploymentId, live.manifestKey));
      const url = request.url;
      const mark = url.indexOf('?');
      const rawPath = mark < 0 ? url : url.slice(0, mark);
      const resolution = resolveRequestPath(manifest, rawPath, mark < 0 ? '' : url.slice(mark));
      switch (resolution.kind) {
        case 'file':
          return await answerFile(
            request,
            host,
            { live, host: host.hostname, path: resolution.path },
            manifest,
            resolution.path,
            resolution.entry,
            200,
          );
        case 'redirect':
          count('redirect');
          return {
            status: resolution.status,
            // The deployment's own paths, under the base path it was built for (if any).
            headers: {
              location: withBasePath(manifest.basePath, resolution.location),
              'cache-control': CACHE_CONTROL.revalidate,
              'content-length': 0,
            },
            body: undefined,
          };
        case 'not-found':
          if (resolution.entry === null) return plain(404, PLAIN_PAGES.notFound, 'not_found');
          return await answerFile(
            request,
            host,
            { live, host: host.hostname, path: rawPath },
            manifest,
            manifest.notFound,
            resolution.entry,
            404,
          );
      }
    } catch (error) {
      // Too many lookups or reads already waiting: shed at once, with no log line per request of a flood.
      if (error instanceof LimitExceededError) return plain(503, PLAIN_PAGES.unavailable, 'overloaded');
      // Postgres with nothing cached for this host, or S3 with this manifest or blob not cached.
      ctx.log.warn({ err: error, host: host.hostname }, 'cannot serve: a dependency failed and nothing is cached');
      return plain(503, PLAIN_PAGES.unavailable, 'unavailable');
    }
  };
}
