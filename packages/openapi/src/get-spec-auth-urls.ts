import { parseJsonPointer } from './parse-json-pointer.ts';
import { valueAt } from './value-at.ts';

/** The OAuth 2 flow objects of a security scheme (OpenAPI 3.0 and 3.1). */
const FLOWS = ['implicit', 'password', 'clientCredentials', 'authorizationCode'] as const;

/**
 * The URLs the playground proxy calls to authenticate, declared by a document's security schemes:
 * each OAuth 2 flow's `tokenUrl` and `refreshUrl`, and each OpenID Connect `openIdConnectUrl` (the
 * discovery document). They join the playground allow-list with the servers, so a token request
 * goes only to an authorization server the site's own documents name. `authorizationUrl` is left
 * out: the reader's browser opens it, the proxy never calls it. URLs relative to a fetched
 * document are resolved against its URL; other relative URLs, and anything not http(s), are
 * dropped. Each URL once, in document order.
 */
export function getSpecAuthUrls(document: Record<string, unknown>, documentUrl?: string): string[] {
  const components = document.components;
  const schemes = isRecord(components) && isRecord(components.securitySchemes) ? components.securitySchemes : {};
  const found: string[] = [];
  const add = (raw: unknown): void => {
    const url = absoluteHttpUrl(raw, documentUrl);
    if (url !== undefined && !found.includes(url)) found.push(url);
  };
  for (const entry of Object.values(schemes)) {
    const scheme = followLocalRef(document, entry);
    if (!isRecord(scheme)) continue;
    if (scheme.type === 'openIdConnect') add(scheme.openIdConnectUrl);
    if (scheme.type !== 'oauth2' || !isRecord(scheme.flows)) continue;
    for (const name of FLOWS) {
      const flow = scheme.flows[name];
      if (!isRecord(flow)) continue;
      add(flow.tokenUrl);
      add(flow.refreshUrl);
    }
  }
  return found;
}

function absoluteHttpUrl(raw: unknown, documentUrl: string | undefined): string | undefined {
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  const isAbsolute = /^[a-z][a-z0-9+.-]*:/i.test(raw);
  if (!isAbsolute && documentUrl === undefined) return undefined;
  if (!URL.canParse(raw, documentUrl)) return undefined;
  const url = new URL(raw, documentUrl);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  return isAbsolute ? raw : url.href;
}

/** A security scheme written as `{ $ref: '#/components/securitySchemes/x' }`, followed (a few hops at most). */
function followLocalRef(document: Record<string, unknown>, value: unknown): unknown {
  let current = value;
  for (let hop = 0; hop < 8 && isRecord(current) && typeof current.$ref === 'string'; hop++) {
    if (!current.$ref.startsWith('#')) return undefined;
    current = valueAt(document, parseJsonPointer(current.$ref, { uriFragment: true }));
  }
  return current;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
