import { mapBasePath, type SiteManifest } from '@folio/deployment';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppContext } from '../app-context.ts';
import { createHostNormalizer } from '../routing/create-host-normalizer.ts';
import { CACHE_CONTROL } from './cache-control-header.ts';
import { PLAIN_PAGES } from './plain-pages.ts';
import { setRequestBasePath } from './request-base-path.ts';

/** Lets a request on (to the fast path, then Fastify) once its target is the deployment's own. */
export type BasePathGate = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

const BAD_REQUEST = 'Bad Request: the path holds "." or ".." segments or an encoded separator.\n';

/**
 * The front door of a site whose live deployment was built for a base path (`manifest.basePath`,
 * `/docs`): only `/docs/…` reaches the site, with the prefix removed before the fast path and
 * Fastify's routes see the target, so every path of the site — pages, assets, search, MCP, the
 * playground, beacons — is served under it and nowhere else. `GET /` is sent to `/docs/`; other
 * targets outside it get the plain 404, and dot segments or encoded separators a 400
 * (`mapBasePath`). Behind a trusted proxy that stripped the prefix (`TRUST_PROXY` and
 * `X-Forwarded-Prefix: /docs`), the target is taken as it is. Sites without a base path, unknown
 * hosts and the ops paths pass untouched; when the host and manifest are cached (nearly always)
 * this awaits nothing. A failed lookup passes too: the responder answers it (503) as before.
 */
export function createBasePathGate(ctx: AppContext): BasePathGate {
  const normalizeHost = createHostNormalizer(10_000);
  const cachedBasePath = (hostname: string): string | null | undefined => {
    const live = ctx.lookup.peek(hostname);
    if (live === undefined) return undefined;
    if (live === null || live.deploymentId === null) return null;
    const manifest = ctx.content.cachedManifest(live.deploymentId);
    return manifest === undefined ? undefined : (manifest.basePath ?? null);
  };
  const loadBasePath = async (hostname: string): Promise<string | null> => {
    const live = ctx.lookup.peek(hostname) ?? (await ctx.lookup.lookup(hostname));
    if (live === null || live.deploymentId === null || live.manifestKey === null) return null;
    const manifest: SiteManifest =
      ctx.content.cachedManifest(live.deploymentId) ??
      (await ctx.content.manifest(live.deploymentId, live.manifestKey));
    return manifest.basePath ?? null;
  };
  const forwardedPrefix = (req: IncomingMessage): string | undefined => {
    if (ctx.config.trustProxy === false) return undefined;
    const value = req.headers['x-forwarded-prefix'];
    return typeof value === 'string' ? value.split(',')[0]!.trim() : undefined;
  };
  const enter = (basePath: string, req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const route = mapBasePath(basePath, req.url ?? '/', forwardedPrefix(req));
    switch (route.kind) {
      case 'inside':
        req.url = route.url;
        setRequestBasePath(req, basePath);
        return next();
      case 'root':
        if (req.method === 'GET' || req.method === 'HEAD') {
          res.writeHead(302, { location: route.location, 'cache-control': CACHE_CONTROL.none, 'content-length': 0 });
          res.end();
          return;
        }
        return answer(res, 404, 'text/html; charset=utf-8', PLAIN_PAGES.notFound);
      case 'outside':
        return answer(res, 404, 'text/html; charset=utf-8', PLAIN_PAGES.notFound);
      case 'refused':
        return answer(res, 400, 'text/plain; charset=utf-8', BAD_REQUEST);
    }
  };
  return (req, res, next) => {
    const host = normalizeHost(req.headers.host);
    if (host === null) return next();
    const known = cachedBasePath(host.hostname);
    if (known === null) return next();
    if (known !== undefined) return enter(known, req, res, next);
    loadBasePath(host.hostname).then(
      (basePath) => (basePath === null ? next() : enter(basePath, req, res, next)),
      () => next(),
    );
  };
}

function answer(res: ServerResponse, status: number, contentType: string, body: string): void {
  // The request body (a POST outside the base path) is not read: the connection closes after it.
  res.writeHead(status, {
    'content-type': contentType,
    'cache-control': CACHE_CONTROL.none,
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}
