import type { ProxyErrorDefinition } from '@folio/playground-proxy';

/**
 * Errors of `/_docs/api/request` that the edge itself answers (the proxy package's `PROXY_*` codes
 * cover the request and the upstream). Same shape and stability promise: the playground shows them.
 */
export const edgeErrorCodes = Object.freeze({
  EDGE_SITE_NOT_FOUND: {
    statusCode: 404,
    message: 'No published site answers at this address.',
    fix: 'Send playground requests to the documentation site that shows the playground.',
  },
  EDGE_ORIGIN_NOT_ALLOWED: {
    statusCode: 403,
    message: 'Playground requests must come from a page of this documentation site.',
    fix: 'Send the request from the site itself: its Origin header must be the site (https://<this host>).',
  },
  EDGE_METHOD_NOT_ALLOWED: {
    statusCode: 405,
    message: 'The playground endpoint only accepts POST.',
    fix: 'Send POST /_docs/api/request. If a reverse proxy or CDN sits in front of this site, it must allow POST to /_docs/api/request; a proxy that allows only GET makes every playground request fail.',
  },
  EDGE_UNAVAILABLE: {
    statusCode: 503,
    message: 'The documentation site is temporarily unavailable.',
    fix: 'Retry in a moment.',
  },
} satisfies Record<string, ProxyErrorDefinition>);

/** A code of {@link edgeErrorCodes}. */
export type EdgeErrorCode = keyof typeof edgeErrorCodes;

/** The JSON body of an edge error: `{ statusCode, code, message, fix }`. */
export function edgeError(
  code: EdgeErrorCode,
  message?: string,
): { statusCode: number; code: EdgeErrorCode; message: string; fix: string } {
  const definition = edgeErrorCodes[code];
  return { statusCode: definition.statusCode, code, message: message ?? definition.message, fix: definition.fix };
}
