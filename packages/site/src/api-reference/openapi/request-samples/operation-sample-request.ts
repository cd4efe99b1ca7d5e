import type { OperationDetails } from '../read-operation.ts';
import type { SecurityRequirement } from '../read-security.ts';
import type { SamplePair, SampleRequest } from './sample-request.ts';

/**
 * What a sample shows for a secret the reader has not typed, or typed but keeps hidden: the
 * playground script writes the same placeholders (`assets/playground/start.js`).
 */
export const SECRET_PLACEHOLDERS = Object.freeze({
  apiKey: '<api-key>',
  // In a URL, angle brackets would show percent-encoded.
  apiKeyInQuery: 'YOUR_API_KEY',
  bearer: 'Bearer <token>',
  basic: 'Basic <credentials>',
  other: '<credentials>',
});

/** Where a requirement's credentials go, as placeholders (mutual TLS sends none). */
function credentialPlaceholders(requirement: SecurityRequirement | undefined): {
  headers: SamplePair[];
  query: SamplePair[];
  cookies: SamplePair[];
} {
  const placed = { headers: [] as SamplePair[], query: [] as SamplePair[], cookies: [] as SamplePair[] };
  for (const use of requirement ?? []) {
    const scheme = use.scheme;
    if (scheme.type === 'apiKey') {
      if (scheme.in === 'query') placed.query.push([scheme.name, SECRET_PLACEHOLDERS.apiKeyInQuery]);
      else if (scheme.in === 'cookie') placed.cookies.push([scheme.name, SECRET_PLACEHOLDERS.apiKey]);
      else placed.headers.push([scheme.name, SECRET_PLACEHOLDERS.apiKey]);
    } else if (scheme.type === 'http') {
      const value =
        scheme.scheme === 'basic' || scheme.scheme === 'bearer'
          ? SECRET_PLACEHOLDERS[scheme.scheme]
          : SECRET_PLACEHOLDERS.other;
      placed.headers.push(['Authorization', value]);
    } else if (scheme.type === 'oauth2' || scheme.type === 'openIdConnect') {
      placed.headers.push(['Authorization', SECRET_PLACEHOLDERS.bearer]);
    }
  }
  return placed;
}

/**
 * The request a page's samples show before the reader types anything: the first server (see
 * `sampleBase`), path parameters filled with their examples, query parameters
 * (required ones, and with `defaults: "all"` optional ones that have an example), the first
 * security requirement's credentials as placeholders, header and cookie parameters, and the
 * example body.
 */
export function operationSampleRequest(details: OperationDetails, defaults: 'all' | 'required' = 'all'): SampleRequest {
  const base = sampleBase(details.servers[0]);
  let path = details.path;
  for (const p of details.parameters)
    if (p.in === 'path' && p.example !== undefined)
      path = path.split(`{${p.name}}`).join(encodeURIComponent(scalar(p.example)));
  const credentials = credentialPlaceholders(details.security[0]);
  const query: SamplePair[] = [...credentials.query];
  const headers: SamplePair[] = [...credentials.headers];
  const cookies: SamplePair[] = [...credentials.cookies];
  for (const p of details.parameters) {
    const shown = p.required || (defaults === 'all' && p.example !== undefined);
    if (!shown) continue;
    const value = scalar(p.example ?? '');
    if (p.in === 'query') query.push([p.name, value]);
    else if (p.in === 'header') headers.push([p.name, p.example === undefined ? `<${p.name}>` : value]);
    else if (p.in === 'cookie') cookies.push([p.name, value]);
  }
  const request: SampleRequest = { method: details.method, url: `${base}${path}`, query, headers, cookies };
  const body = details.requestBody;
  if (body !== undefined) {
    headers.push(['Content-Type', body.contentType]);
    if (body.example !== undefined)
      request.body = {
        mimeType: body.contentType,
        text: typeof body.example === 'string' ? body.example : JSON.stringify(body.example, null, 2),
      };
  }
  return request;
}

/**
 * The server a sample calls: the operation's first, when it is an absolute http(s) URL; a relative
 * one (`/v1`, kept as written when the document is a local file) under `https://api.example.com`,
 * since a sample needs a whole URL; `https://api.example.com` when there is none or it is unreadable.
 */
function sampleBase(server: string | undefined): string {
  const fallback = 'https://api.example.com';
  if (server === undefined) return fallback;
  const base = URL.canParse(server)
    ? server
    : URL.canParse(server, fallback)
      ? new URL(server, fallback).href
      : fallback;
  return /^https?:\/\//i.test(base) ? base.replace(/\/+$/, '') : fallback;
}

function scalar(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}
