import { randomUUID } from 'node:crypto';
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
import type { EndpointAnswer, SiteCache } from '@folio/site-endpoints';
import type { executePlaygroundRequest } from '@folio/playground-proxy';
import type { DevReader } from './dev-reader.ts';
import type { DevSiteSnapshot } from './dev-site-snapshot.ts';
import { foreignRequestReason } from './foreign-request-reason.ts';
import { DEV_CLIENT_PATH, DEV_EVENTS_PATH, LIVE_RELOAD_CLIENT } from './live-reload-client.ts';
import { resolveSitePath } from './resolve-site-path.ts';
import { snapshotFiles } from './snapshot-files.ts';

/** Largest playground request body accepted. */
const MAX_BODY_BYTES = 1024 * 1024;
/** Memory the search engines of the last builds may take (the newest is always kept). */
const SITE_CACHE_BYTES = 128 * 1024 * 1024;

/** What the dev server needs from the rest of `folio dev`. */
export interface DevServerOptions {
  snapshot: () => DevSiteSnapshot | undefined;
  /** Renders a page that was laid out but not rendered yet, before it is served. */
  ensurePage?: (urlPath: string) => Promise<void>;
  /** Origins the playground may call besides the OpenAPI `servers` (`--allow-origin`). */
  extraOrigins: readonly string[];
  /**
   * The base path the site was built for (`--base-path /docs`): served only under it, as the edge
   * serves such a deployment (`mapBasePath`); the live-reload paths stay where they are.
   */
  basePath?: string;
  /**
   * Who reads the preview (`devReader`): `GET /_folio/reader` answers them as the edge answers a
   * signed-in reader, and the search endpoint finds the pages of their groups. Absent: nobody.
   */
  reader?: () => Promise<DevReader | null>;
  /** Test hooks for the playground proxy (resolver); production uses the system resolver. */
  proxy?: Pick<Parameters<typeof executePlaygroundRequest>[1], 'lookup' | 'connect'>;
}

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
    if (path === PLAYGROUND_PROXY_PATH) return handlePlayground(request, response);
    if (path === SITE_SEARCH_PATH) return handleSearch(request, response);
    if (path === READER_PATH) return handleReader(request, response);
    if (path === READER_SIGN_OUT_PATH && (request.method === 'GET' || request.method === 'POST')) {
      // A preview has no session to forget: back to the home page, as the edge sends a reader.
      response.writeHead(303, { location: withBasePath(basePath, '/'), 'cache-control': 'no-store' }).end();
      return;
    }
    // A browser asking for /mcp gets the page there (or the 404); MCP clients post, or ask for a stream.
    if (path === MCP_PATH && (request.method !== 'GET' || String(request.headers.accept).includes('text/event-stream')))
      return handleMcp(request, response);
    if (MCP_SERVER_CARD_PATHS.includes(path) && request.method === 'GET') return handleServerCard(request, response);
    if ((path === FEEDBACK_PATH || path === SEARCH_EVENTS_PATH) && request.method === 'POST') {
      // The hosted edge stores these; a local preview only answers, so the widget and the search
      // box behave as they will once published.
      if ((await readBody(request, 16 * 1024)) === undefined)
        return sendJson(response, 413, { code: 'BEACON_TOO_LARGE' });
      if (path === SEARCH_EVENTS_PATH) {
        response.writeHead(204, { 'cache-control': 'no-store' }).end();
        return;
      }
      return sendJson(response, 202, { id: randomUUID() });
    }
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

  async function handlePlayground(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const { allowedOriginsFromServers, executePlaygroundRequest, isProxyError, parsePlaygroundRequest } = await import(
      '@folio/playground-proxy'
    );
    if (request.method !== 'POST') {
      sendJson(
        response,
        405,
        {
          code: 'PROXY_METHOD_NOT_ALLOWED',
          message: `${PLAYGROUND_PROXY_PATH} accepts POST only. If a reverse proxy in front of your site allows only GET, every playground request fails: allow POST to ${PLAYGROUND_PROXY_PATH}, or set api.playground.proxy to false and enable CORS on your API.`,
        },
        { allow: 'POST' },
      );
      return;
    }
    const raw = await readBody(request, MAX_BODY_BYTES);
    if (raw === undefined)
      return sendJson(response, 413, {
        code: 'PROXY_REQUEST_TOO_LARGE',
        message: `the request body is larger than ${MAX_BODY_BYTES} bytes`,
      });
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return sendJson(response, 400, { code: 'PROXY_BAD_REQUEST', message: 'the request body is not JSON' });
    }
    const parsed = parsePlaygroundRequest(json);
    if (!parsed.ok) return sendJson(response, parsed.error.statusCode, parsed.error);
    const snapshot = options.snapshot();
    const allowedOrigins = allowedOriginsFromServers([...(snapshot?.serverUrls ?? [])], [...options.extraOrigins]);
    const result = await executePlaygroundRequest(parsed.request, {
      allowedOrigins,
      // The author's own machine: an API under development on localhost is a normal target here.
      policy: { allowPrivate: ['loopback'] },
      ...options.proxy,
    });
    if (isProxyError(result)) return sendJson(response, result.statusCode, result);
    sendJson(response, 200, result);
  }

  // The edge's reader endpoint (personalization, the top bar's sign-out) for the preview's reader.
  async function handleReader(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return sendJson(response, 405, { code: 'METHOD_NOT_ALLOWED' }, { allow: 'GET, HEAD' });
    let reader: DevReader | null;
    try {
      reader = (await options.reader?.()) ?? null;
    } catch (error) {
      return sendJson(response, 500, { code: 'DEV_READER_CLAIMS', message: (error as Error).message });
    }
    sendJson(
      response,
      200,
      reader === null ? { signedIn: false } : { signedIn: true, claims: reader.claims, groups: reader.groups },
      { 'cache-control': 'no-store' },
    );
  }

  // The edge's search, on the last good build: the same answers, without its rate limit.
  async function handleSearch(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const { answerSearchRequest, searchError, searchErrorAnswer, sites } = await endpoints();
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return sendAnswer(
        request,
        response,
        searchErrorAnswer(searchError('SEARCH_METHOD_NOT_ALLOWED'), { allow: 'GET, HEAD' }),
      );
    const snapshot = options.snapshot();
    if (snapshot === undefined)
      return sendAnswer(
        request,
        response,
        searchErrorAnswer(
          searchError('SEARCH_NOT_AVAILABLE', 'folio dev has not built the site yet; search again when it has.'),
          {
            'retry-after': '1',
          },
        ),
      );
    const url = request.url ?? '';
    const mark = url.indexOf('?');
    const reader = (await options.reader?.().catch(() => null)) ?? null;
    const answer = await answerSearchRequest(mark < 0 ? '' : url.slice(mark + 1), sites.get(snapshotFiles(snapshot)), {
      origin: siteRoot(request),
      ifNoneMatch: undefined,
      cacheControl: 'no-store',
      // As the edge searches for a signed-in reader: the pages of their groups too.
      ...(reader === null ? {} : { readerGroups: reader.groups }),
    });
    sendAnswer(request, response, answer);
  }

  // The edge's MCP server, on the last good build; only from this machine's own pages or from
  // clients that send no Origin (see foreignRequestReason), without the edge's rate limit.
  async function handleMcp(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const { answerMcpRequest, MAX_MCP_BODY_BYTES, mcpErrorAnswer, mcpMethodNotAllowed, sites } = await endpoints();
    if (request.method !== 'POST') return sendAnswer(request, response, mcpMethodNotAllowed());
    const body = await readBody(request, MAX_MCP_BODY_BYTES);
    if (body === undefined)
      return sendAnswer(
        request,
        response,
        mcpErrorAnswer(413, `Request body too large: this MCP server reads at most ${MAX_MCP_BODY_BYTES} bytes.`),
      );
    const snapshot = options.snapshot();
    if (snapshot === undefined)
      return sendAnswer(
        request,
        response,
        mcpErrorAnswer(503, 'folio dev has not built the site yet; retry when it has.'),
      );
    const answer = await answerMcpRequest(
      { method: 'POST', headers: request.headers, body },
      {
        site: sites.get(snapshotFiles(snapshot)),
        origin: siteRoot(request),
        // The build is in memory: reading it does not fail.
        onError: () => {},
      },
    );
    sendAnswer(request, response, answer);
  }

  async function handleServerCard(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const { answerServerCardRequest, mcpErrorAnswer, sites } = await endpoints();
    const snapshot = options.snapshot();
    if (snapshot === undefined)
      return sendAnswer(
        request,
        response,
        mcpErrorAnswer(503, 'folio dev has not built the site yet; retry when it has.'),
      );
    const answer = await answerServerCardRequest(sites.get(snapshotFiles(snapshot)), {
      origin: siteRoot(request),
      cacheControl: 'no-store',
    });
    sendAnswer(request, response, answer);
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

/** An answer of the site endpoints, with the headers the edge adds to JSON. */
function sendAnswer(request: IncomingMessage, response: ServerResponse, answer: EndpointAnswer): void {
  response.writeHead(answer.status, { ...securityHeaders('application/json', { isLocal: true }), ...answer.headers });
  response.end(request.method === 'HEAD' ? undefined : answer.body);
}

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
}

function readBody(request: IncomingMessage, limit: number): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        resolve(undefined);
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function waitingPage(failed: boolean): string {
  const message = failed
    ? 'The site could not be built: fix the problems shown below (and in the terminal); this page reloads when the build succeeds.'
    : 'folio dev is building the site; this page reloads when it is ready.';
  return `<!doctype html><html><head><meta charset="utf-8"><title>folio dev</title></head><body><p style="font:16px system-ui;margin:3rem">${message}</p></body></html>`;
}
