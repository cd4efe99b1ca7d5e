import { REQUEST_SHAPE_LIMITS, DEFAULT_PROXY_LIMITS } from './proxy-limits.ts';
import { createProxyError, type ProxyError } from './proxy-error.ts';
import { PLAYGROUND_METHODS, type PlaygroundMethod, type PlaygroundRequest } from './playground-request.ts';

/** Result of {@link parsePlaygroundRequest}. */
export type ParsedPlaygroundRequest = { ok: true; request: PlaygroundRequest } | { ok: false; error: ProxyError };

/** Options of {@link parsePlaygroundRequest}. */
export interface ParsePlaygroundRequestOptions {
  /** Largest body in bytes; defaults to `DEFAULT_PROXY_LIMITS.maxRequestBytes`. */
  maxRequestBytes?: number;
}

// RFC 9110 `token`: what a header name may be.
const HEADER_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
// Visible Latin-1 and tab; no CR, LF or NUL, so a value can never start a new header line.
const HEADER_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;

type Scalar = string | number | boolean;

/**
 * Validates the JSON body of `POST {site_url}/_docs/api/request`. Exact shape:
 *
 * ```ts
 * {
 *   method: string;   // GET | HEAD | POST | PUT | PATCH | DELETE | OPTIONS (any case; upper-cased)
 *   url: string;      // absolute URL, at most 8 KiB; scheme and origin are checked by the executor
 *   headers?: { [name: string]: string | number | boolean | Array<string | number | boolean> | null };
 *   header?: same as headers; // alias sent by existing playground clients; merged, `headers` wins
 *   query?: { [name: string]: string | number | boolean | null | Array<string | number | boolean> };
 *   cookies?: { [name: string]: string | number | boolean | null };
 *   body?: string | JSON value | null;
 * }
 * ```
 *
 * - Header names must be RFC 9110 tokens; values may not contain CR, LF, NUL or characters past
 *   U+00FF. Arrays become one header joined with `, `. `null` entries are skipped. At most 100
 *   headers and 32 KiB of them.
 * - Query values are appended to `url` in order; arrays repeat the name; `null` is skipped.
 * - A string `body` is sent as is. Any other JSON value is serialised as JSON (and
 *   `content-type: application/json` is added when absent), except that a flat object with a
 *   `content-type` of `application/x-www-form-urlencoded` is form-encoded. GET and HEAD may not carry
 *   a body (an empty one — `""`, `null`, `{}` — is dropped). The body may not exceed
 *   `maxRequestBytes` (1 MiB by default) in UTF-8.
 * - Other keys are ignored.
 *
 * Never throws: every problem is a `PROXY_BAD_REQUEST` or `PROXY_REQUEST_TOO_LARGE` error naming
 * the offending field.
 */
export function parsePlaygroundRequest(
  body: unknown,
  options: ParsePlaygroundRequestOptions = {},
): ParsedPlaygroundRequest {
  const maxRequestBytes = options.maxRequestBytes ?? DEFAULT_PROXY_LIMITS.maxRequestBytes;
  const fail = (message: string, code: 'PROXY_BAD_REQUEST' | 'PROXY_REQUEST_TOO_LARGE' = 'PROXY_BAD_REQUEST') =>
    ({ ok: false, error: createProxyError(code, message) }) as const;

  if (!isPlainObject(body))
    return fail('The request body must be a JSON object { method, url, headers?, query?, body? }.');

  const method = parseMethod(body.method);
  if (typeof method !== 'string' || !isPlaygroundMethod(method)) {
    return fail(`"method" must be one of ${PLAYGROUND_METHODS.join(', ')}; got ${describe(body.method)}.`);
  }

  const url = body.url;
  if (typeof url !== 'string' || url.trim() === '')
    return fail(`"url" must be a non-empty string; got ${describe(url)}.`);
  if (url.length > REQUEST_SHAPE_LIMITS.maxUrlLength) {
    return fail(
      `"url" is ${url.length} characters long; the limit is ${REQUEST_SHAPE_LIMITS.maxUrlLength}.`,
      'PROXY_REQUEST_TOO_LARGE',
    );
  }

  // No prototype: a header literally named `__proto__` must stay a header, not vanish.
  const headers: Record<string, string> = Object.create(null);
  for (const key of ['header', 'headers'] as const) {
    const problem = collectHeaders(body[key], key, headers);
    if (problem !== undefined)
      return problem.tooLarge ? fail(problem.message, 'PROXY_REQUEST_TOO_LARGE') : fail(problem.message);
  }

  const query = parseQuery(body.query);
  if (typeof query === 'string') return fail(query);
  const cookies = parseCookies(body.cookies);
  if (typeof cookies === 'string') return fail(cookies);

  const encoded = encodeBody(body.body, headers);
  if (typeof encoded === 'object') return fail(encoded.problem);
  if (encoded !== undefined && (method === 'GET' || method === 'HEAD')) {
    return fail(`A ${method} request cannot carry a body; remove "body" or use POST, PUT or PATCH.`);
  }
  if (encoded !== undefined) {
    const size = Buffer.byteLength(encoded, 'utf8');
    if (size > maxRequestBytes) {
      return fail(
        `The request body is ${size} bytes; the limit is ${maxRequestBytes} bytes.`,
        'PROXY_REQUEST_TOO_LARGE',
      );
    }
  }

  const request: PlaygroundRequest = { method, url: url.trim(), headers, query };
  if (cookies.length > 0) request.cookies = cookies;
  if (encoded !== undefined) request.body = encoded;
  return { ok: true, request };
}

function parseMethod(value: unknown): string | undefined {
  return typeof value === 'string' ? value.trim().toUpperCase() : undefined;
}

function isPlaygroundMethod(method: string): method is PlaygroundMethod {
  return (PLAYGROUND_METHODS as readonly string[]).includes(method);
}

function collectHeaders(
  value: unknown,
  key: 'header' | 'headers',
  into: Record<string, string>,
): { message: string; tooLarge: boolean } | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isPlainObject(value))
    return {
      message: `"${key}" must be an object of header names to values; got ${describe(value)}.`,
      tooLarge: false,
    };
  for (const [name, raw] of Object.entries(value)) {
    if (raw === null || raw === undefined) continue;
    if (!HEADER_NAME.test(name))
      return { message: `Header name ${JSON.stringify(name)} is not a valid HTTP header name.`, tooLarge: false };
    const values = Array.isArray(raw) ? raw : [raw];
    if (!values.every(isScalar)) {
      return {
        message: `Header "${name}" must be a string, number, boolean or an array of them; got ${describe(raw)}.`,
        tooLarge: false,
      };
    }
    const joined = values.map((v) => String(v).trim()).join(', ');
    if (!HEADER_VALUE.test(joined)) {
      return {
        message: `Header "${name}" contains a line break, NUL or a character outside Latin-1.`,
        tooLarge: false,
      };
    }
    into[name.toLowerCase()] = joined;
  }
  const names = Object.keys(into);
  if (names.length > REQUEST_SHAPE_LIMITS.maxHeaderCount) {
    return {
      message: `The request has ${names.length} headers; the limit is ${REQUEST_SHAPE_LIMITS.maxHeaderCount}.`,
      tooLarge: true,
    };
  }
  const bytes = names.reduce((sum, name) => sum + name.length + (into[name]?.length ?? 0) + 4, 0);
  if (bytes > REQUEST_SHAPE_LIMITS.maxHeaderBytes) {
    return {
      message: `The request headers take ${bytes} bytes; the limit is ${REQUEST_SHAPE_LIMITS.maxHeaderBytes}.`,
      tooLarge: true,
    };
  }
  return undefined;
}

function parseQuery(value: unknown): [string, string][] | string {
  if (value === undefined || value === null) return [];
  if (!isPlainObject(value)) return `"query" must be an object of parameter names to values; got ${describe(value)}.`;
  const pairs: [string, string][] = [];
  for (const [name, raw] of Object.entries(value)) {
    if (raw === null || raw === undefined) continue;
    const values = Array.isArray(raw) ? raw : [raw];
    if (!values.every(isScalar)) {
      return `Query parameter "${name}" must be a string, number, boolean or an array of them; got ${describe(raw)}.`;
    }
    for (const v of values) pairs.push([name, String(v)]);
  }
  if (pairs.length > REQUEST_SHAPE_LIMITS.maxQueryParams) {
    return `The request has ${pairs.length} query parameters; the limit is ${REQUEST_SHAPE_LIMITS.maxQueryParams}.`;
  }
  return pairs;
}

// RFC 6265 §4.1.1: a cookie name is a token, a value cookie-octets (no space, DQUOTE, comma,
// semicolon or backslash), so one cookie can never start another or a header line.
const COOKIE_VALUE = /^[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]*$/;

function parseCookies(value: unknown): [string, string][] | string {
  if (value === undefined || value === null) return [];
  if (!isPlainObject(value)) return `"cookies" must be an object of cookie names to values; got ${describe(value)}.`;
  const pairs: [string, string][] = [];
  for (const [name, raw] of Object.entries(value)) {
    if (raw === null || raw === undefined) continue;
    if (!HEADER_NAME.test(name)) return `Cookie name ${JSON.stringify(name)} is not a valid cookie name.`;
    if (!isScalar(raw)) return `Cookie "${name}" must be a string, number or boolean; got ${describe(raw)}.`;
    const text = String(raw);
    if (!COOKIE_VALUE.test(text))
      return `Cookie "${name}" has a character a cookie value cannot hold (space, quote, comma, semicolon, backslash or a control character).`;
    pairs.push([name, text]);
  }
  if (pairs.length > REQUEST_SHAPE_LIMITS.maxQueryParams)
    return `The request has ${pairs.length} cookies; the limit is ${REQUEST_SHAPE_LIMITS.maxQueryParams}.`;
  return pairs;
}

/** Turns `body` into the bytes to send; may add a content-type to `headers`. */
function encodeBody(value: unknown, headers: Record<string, string>): string | undefined | { problem: string } {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string') return value;
  if (isPlainObject(value) && Object.keys(value).length === 0) return undefined;
  const contentType = headers['content-type']?.toLowerCase() ?? '';
  if (contentType.startsWith('application/x-www-form-urlencoded') && isPlainObject(value)) {
    const form = new URLSearchParams();
    for (const [name, raw] of Object.entries(value)) {
      if (raw === null || raw === undefined) continue;
      const values = Array.isArray(raw) ? raw : [raw];
      if (!values.every(isScalar))
        return { problem: `Form field "${name}" must be a string, number, boolean or an array of them.` };
      for (const v of values) form.append(name, String(v));
    }
    return form.toString();
  }
  if (typeof value === 'number' && !Number.isFinite(value))
    return { problem: '"body" must be a string or a JSON value.' };
  if (headers['content-type'] === undefined) headers['content-type'] = 'application/json';
  return JSON.stringify(value);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isScalar(value: unknown): value is Scalar {
  return (
    typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean'
  );
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
}
