import type { SamplePair, SampleRequest } from './sample-request.ts';

/** A value per name; a name sent more than once keeps every value, in order (httpsnippet's `reducer`). */
type Reduced = Record<string, string | string[]>;

/** The request a generator of `@readme/httpsnippet/targets` converts (its `Request`: a HAR request plus derived fields). */
export interface SnippetRequest {
  method: string;
  url: string;
  httpVersion: 'HTTP/1.1';
  queryString: { name: string; value: string }[];
  headers: { name: string; value: string }[];
  cookies: { name: string; value: string }[];
  headersSize: -1;
  bodySize: -1;
  postData: {
    mimeType: string;
    text?: string;
    params?: { name: string; value: string }[];
    jsonObj?: unknown;
    paramsObj?: Reduced;
  };
  fullUrl: string;
  queryObj: Reduced;
  headersObj: Record<string, string>;
  cookiesObj: Record<string, string>;
  allHeaders: Record<string, string>;
  uriObj: {
    protocol: string;
    slashes: true;
    auth: null;
    host: string;
    port: string | null;
    hostname: string;
    hash: null;
    search: string;
    query: Reduced;
    pathname: string;
    path: string;
    href: string;
  };
}

const FORM = 'application/x-www-form-urlencoded';
const JSON_TYPES = new Set(['application/json', 'application/x-json', 'text/json', 'text/x-json']);

/**
 * Derives what httpsnippet's generators read from a {@link SampleRequest}, as `HTTPSnippet`'s own
 * `prepare` does (a test compares the two on every language), without its dependencies on Node's
 * legacy `url` module and `qs`: the same code runs in the reader's browser, where the samples are
 * redrawn as they type. Query strings and form bodies are encoded the way `qs` encodes them
 * (RFC 3986: `'` is `%27`, space `%20`), so every generator quotes the URL safely.
 */
export function prepareSnippetRequest(request: SampleRequest): SnippetRequest {
  const queryObj = reduce(request.query);
  const headersObj = Object.fromEntries(request.headers.map(([name, value]) => [name, value]));
  const cookiesObj = Object.fromEntries(request.cookies.map(([name, value]) => [name, value]));
  const cookie = request.cookies.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  // httpsnippet puts the cookie header first, then the request's own headers.
  const allHeaders: Record<string, string> = {
    ...(cookie.length > 0 ? { cookie: cookie.join('; ') } : {}),
    ...headersObj,
  };

  const url = new URL(request.url);
  const search = stringify(request.query);
  const pathname = url.pathname;
  const base = `${url.protocol}//${url.host}${pathname}`;
  const fullUrl = search === '' ? base : `${base}?${search}`;

  const postData: SnippetRequest['postData'] = { mimeType: request.body?.mimeType ?? 'application/octet-stream' };
  const body = request.body;
  if (body !== undefined) {
    const type = body.mimeType.split(';')[0]!.trim().toLowerCase();
    if (type === FORM) {
      const params = formParams(body.text).map(([name, value]) => ({ name, value }));
      postData.mimeType = FORM;
      postData.params = params;
      postData.paramsObj = reduce(params.map((param) => [param.name, param.value]));
      postData.text = stringify(params.map((param) => [param.name, param.value]));
    } else if (JSON_TYPES.has(type)) {
      postData.mimeType = 'application/json';
      postData.text = body.text;
      try {
        postData.jsonObj = JSON.parse(body.text);
        // Written compact: generators that print the text (Go, Java, Ruby…) get one readable
        // line instead of `\n` escapes; those that print the structure lay it out themselves.
        postData.text = JSON.stringify(postData.jsonObj);
      } catch {
        // Not JSON after all: sent as the text it is.
        postData.mimeType = 'text/plain';
      }
    } else {
      postData.text = body.text;
    }
  }
  return {
    method: request.method.toUpperCase(),
    url: base,
    httpVersion: 'HTTP/1.1',
    queryString: request.query.map(([name, value]) => ({ name, value })),
    headers: request.headers.map(([name, value]) => ({ name, value })),
    cookies: request.cookies.map(([name, value]) => ({ name, value })),
    headersSize: -1,
    bodySize: -1,
    postData,
    fullUrl,
    queryObj,
    headersObj,
    cookiesObj,
    allHeaders,
    uriObj: {
      protocol: url.protocol,
      slashes: true,
      auth: null,
      host: url.host,
      port: url.port === '' ? null : url.port,
      hostname: url.hostname,
      hash: null,
      search,
      query: queryObj,
      pathname,
      path: search === '' ? pathname : `${pathname}?${search}`,
      // As httpsnippet's: the URL it was given (the query is added by each generator from `query`).
      href: base,
    },
  };
}

function reduce(pairs: readonly SamplePair[]): Reduced {
  const reduced: Reduced = {};
  for (const [name, value] of pairs) {
    const current = reduced[name];
    if (current === undefined) reduced[name] = value;
    else if (Array.isArray(current)) current.push(value);
    else reduced[name] = [current, value];
  }
  return reduced;
}

/** `name=value&…` with repeated names repeated, encoded as `qs` does (`indices: false`, RFC 3986). */
function stringify(pairs: readonly SamplePair[]): string {
  return pairs.map(([name, value]) => `${encodeRfc3986(name)}=${encodeRfc3986(value)}`).join('&');
}

function encodeRfc3986(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * The fields of a form body as the reader writes it in the playground: a flat JSON object (what
 * the proxy form-encodes), or `a=1&b=2` text.
 */
function formParams(text: string): SamplePair[] {
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
        return Object.entries(parsed).flatMap(([name, value]) =>
          value === null || value === undefined
            ? []
            : (Array.isArray(value) ? value : [value]).map((item): SamplePair => [name, scalar(item)]),
        );
    } catch {
      // Not JSON: read as form text below.
    }
  }
  return [...new URLSearchParams(trimmed)];
}

function scalar(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}
