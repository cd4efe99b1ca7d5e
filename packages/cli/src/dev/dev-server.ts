import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import {
  FEEDBACK_PATH,
  isLlmsTxtPath,
  MCP_PATH,
  MCP_SERVER_CARD_PATHS,
  mapBasePath,
  negotiatePageAnswer,
  PLAYGROUND_PROXY_PATH,
  READER_PATH,
  READER_SIGN_OUT_PATH,
  SEARCH_EVENTS_PATH,
  SITE_SEARCH_PATH,
  withBasePath,
} from '@folio/deployment';
import type { Diagnostic } from '@folio/diagnostics';
import { absoluteLlmsTxt, CSP_SOURCES_URL, cspSourcesOfFiles, securityHeaders } from '@folio/site/serving';
import type { SiteCache } from '@folio/site-endpoints';
import type { DevServerOptions } from './dev-server-options.ts';
import { handleAnalyticsBeacon } from './endpoints/analytics-beacons.ts';
import type { EndpointContext } from './endpoints/endpoint-context.ts';
import { handleMcp } from './endpoints/mcp.ts';
import { handlePlayground } from './endpoints/playground.ts';
import { handleReader } from './endpoints/reader.ts';
import { handleReaderSignOut } from './endpoints/reader-sign-out.ts';
import { sendJson } from './endpoints/respond.ts';
import { handleSearch } from './endpoints/search.ts';
import { handleServerCard } from './endpoints/server-card.ts';
import { foreignRequestReason } from './foreign-request-reason.ts';
import { DEV_CLIENT_PATH, DEV_EVENTS_PATH, LIVE_RELOAD_CLIENT } from './live-reload-client.ts';
import { resolveSitePath } from './resolve-site-path.ts';

/** Memory the search engines of the last builds may take (the newest is always kept). */
const SITE_CACHE_BYTES = 128 * 1024 * 1024;

/** The running dev server: an HTTP server plus the live-reload channel. */
export interface DevServer {
  server: Server;
  /** Tells every open page to reload (after a successful rebuild). */
  reload(): void;
  /** Sends the last build's problems to every open page's overlay. */
  showDiagnostics(diagnostics: readonly Diagnostic[]): void;
  close(): Promise<void>;
}

/**
 * Serves the last good build from memory, the live-reload stream and script, and
 * `POST /_docs/api/request` through the same proxy package the edge uses — with loopback targets
 * allowed, since this runs on the author's own machine; so only to its own pages (Host and Origin
 * checked, see {@link foreignRequestReason}). The analytics endpoints (`POST /_folio/feedback`,
 * `POST /_folio/search-events`) are answered as the edge answers them, and nothing is counted.
 * Each endpoint's handler is in `./endpoints/`.
 */
export function createDevServer(options: DevServerOptions): DevServer {
  const clients = new Set<ServerResponse>();
  let lastDiagnostics: readonly Diagnostic[] = [];
  // The search, MCP and playground modules load on their first request: a page answered first
  // does not wait for them when `folio dev` starts.
  let siteCache: SiteCache | undefined;
  const endpoints = () =>
    import('@folio/site-endpoints').then((module) => {
      siteCache ??= new module.SiteCache({ maxBytes: SITE_CACHE_BYTES });
      return { ...module, sites: siteCache };
    });

  const basePath = options.basePath;
  // The site's own URLs (endpoints' results, the llms.txt origin) under its base path.
  const siteRoot = (request: IncomingMessage) => `http://${request.headers.host}${basePath ?? ''}`;
  const context: EndpointContext = { options, endpoints, siteRoot };
  const server = createServer((request, response) => {
    if (basePath !== undefined && !(request.url ?? '/').startsWith('/_folio/dev/')) {
      const route = mapBasePath(basePath, request.url ?? '/');
      if (route.kind === 'root' && (request.method === 'GET' || request.method === 'HEAD')) {
        response.writeHead(302, { location: route.location, 'cache-control': 'no-store' }).end();
        return;
      }
      if (route.kind !== 'inside') {
        response.writeHead(route.kind === 'refused' ? 400 : 404, { 'content-type': 'text/plain; charset=utf-8' });
        response.end(route.kind === 'refused' ? 'bad request' : `not found: this site is served under ${basePath}/`);
        return;
      }
      request.url = route.url;
    }
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(`folio dev: ${(error as Error).message}`);
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    // Another site must not drive the playground (requests to the author's local APIs) from the
    // author's browser, nor read this server under its own name by DNS rebinding.
    const refused = foreignRequestReason(
      request.headers,
      path === PLAYGROUND_PROXY_PATH ? 'the playground' : path === MCP_PATH ? 'the MCP server' : false,
    );
    if (refused !== undefined) return sendJson(response, 403, { code: 'DEV_CROSS_SITE_REQUEST', message: refused });
    if (path === DEV_EVENTS_PATH) return openEventStream(response);
    if (path === DEV_CLIENT_PATH) {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      response.end(LIVE_RELOAD_CLIENT);
      return;
    }
    if (path === PLAYGROUND_PROXY_PATH) return handlePlayground(context, request, response);
    if (path === SITE_SEARCH_PATH) return handleSearch(context, request, response);
    if (path === READER_PATH) return handleReader(context, request, response);
    if (path === READER_SIGN_OUT_PATH && (request.method === 'GET' || request.method === 'POST'))
      return handleReaderSignOut(basePath, response);
    // A browser asking for /mcp gets the page there (or the 404); MCP clients post, or ask for a stream.
    if (path === MCP_PATH && (request.method !== 'GET' || String(request.headers.accept).includes('text/event-stream')))
      return handleMcp(context, request, response);
    if (MCP_SERVER_CARD_PATHS.includes(path) && request.method === 'GET')
      return handleServerCard(context, request, response);
    if ((path === FEEDBACK_PATH || path === SEARCH_EVENTS_PATH) && request.method === 'POST')
      return handleAnalyticsBeacon(path, request, response);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
      response.end('method not allowed');
      return;
    }
    await options.ensurePage?.(safeDecode(path));
    const snapshot = options.snapshot();
    if (snapshot === undefined) {
      // No good build yet: say so, and let the live-reload script bring the site in when ready.
      const failed = lastDiagnostics.some((d) => d.severity === 'error');
      response.writeHead(503, {
        'content-type': 'text/html; charset=utf-8',
        'retry-after': '1',
        'cache-control': 'no-store',
        ...securityHeaders('text/html', { isLocal: true }),
      });
      response.end(injectClient(waitingPage(failed)));
      return;
    }
    const resolved = resolveSitePath(snapshot.files, snapshot.redirects, path);
    if (resolved === undefined) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('not found');
      return;
    }
    if (resolved.kind === 'redirect') {
      const query = (request.url ?? '').includes('?')
        ? (request.url ?? '').slice((request.url ?? '').indexOf('?'))
        : '';
      response.writeHead(resolved.status, { location: withBasePath(basePath, resolved.location) + query });
      response.end();
      return;
    }
    // As the edge answers: a page's Markdown for clients that prefer it, the Link header on HTML.
    const answer = negotiatePageAnswer(
      { path: resolved.file.urlPath, contentType: resolved.file.contentType, accept: request.headers.accept, basePath },
      (candidate) => snapshot.files.has(candidate),
    );
    const file = snapshot.files.get(answer.path) ?? resolved.file;
    let body: string | Uint8Array = file.body;
    if (file.contentType.startsWith('text/html'))
      body = injectClient(typeof body === 'string' ? body : Buffer.from(body).toString('utf8'));
    // llms.txt names the pages at the origin the author opened (the Host was checked above).
    if (isLlmsTxtPath(file.urlPath)) body = absoluteLlmsTxt(String(body), `http://${request.headers.host}`);
    // The edge's headers (securityHeaders), so a page the site's CSP would break breaks here first.
    response.writeHead(resolved.status, {
      'content-type': file.contentType,
      'cache-control': 'no-store',
      ...answer.headers,
      ...(answer.variesByAccept ? { vary: 'Accept' } : {}),
      ...securityHeaders(file.contentType, {
        isLocal: true,
        sources: cspSourcesOfFiles([snapshot.files.get(CSP_SOURCES_URL)].filter((f) => f !== undefined)),
      }),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  function openEventStream(response: ServerResponse): void {
    response.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-store',
      connection: 'keep-alive',
    });
    response.write(`event: diagnostics\ndata: ${JSON.stringify(lastDiagnostics)}\n\n`);
    clients.add(response);
    response.on('close', () => clients.delete(response));
  }

  function broadcast(event: string, data: string): void {
    for (const client of clients) client.write(`event: ${event}\ndata: ${data}\n\n`);
  }

  return {
    server,
    reload: () => broadcast('reload', '{}'),
    showDiagnostics(diagnostics) {
      lastDiagnostics = diagnostics;
      broadcast('diagnostics', JSON.stringify(diagnostics));
    },
    async close() {
      for (const client of clients) client.end();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

function injectClient(html: string): string {
  const tag = `<script src="${DEV_CLIENT_PATH}" defer></script>`;
  return html.includes('</body>') ? html.replace('</body>', `${tag}</body>`) : html + tag;
}

function waitingPage(failed: boolean): string {
  const message = failed
    ? 'The site could not be built: fix the problems shown below (and in the terminal); this page reloads when the build succeeds.'
    : 'folio dev is building the site; this page reloads when it is ready.';
  return `<!doctype html><html><head><meta charset="utf-8"><title>folio dev</title></head><body><p style="font:16px system-ui;margin:3rem">${message}</p></body></html>`;
}
