import { createProxyError, type ProxyError } from './proxy-error.ts';

/** How many allowed origins a refusal names. */
const MAX_LISTED = 5;

/**
 * Parses the target URL with the WHATWG parser (the one browsers use, so the host checked here is
 * the host dialled), appends `query`, drops the fragment, and checks it against the allow-list:
 * http or https only, no `user:password@`, and an origin (scheme, host and port) exactly equal to
 * one of `allowedOrigins`. Suffix tricks (`api.example.com.evil.test`) and userinfo tricks
 * (`api.example.com@127.0.0.1`) fail here because the comparison is on the parsed origin.
 */
export function checkTargetUrl(
  raw: string,
  query: readonly (readonly [string, string])[],
  allowedOrigins: ReadonlySet<string>,
): URL | ProxyError {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return createProxyError('PROXY_BAD_REQUEST', `"url" ${JSON.stringify(truncate(raw))} is not a valid absolute URL.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return createProxyError(
      'PROXY_TARGET_NOT_ALLOWED',
      `The scheme "${url.protocol}" is not allowed; the playground sends only http and https requests.`,
    );
  }
  if (url.username !== '' || url.password !== '') {
    return createProxyError(
      'PROXY_TARGET_NOT_ALLOWED',
      `URLs with "user:password@" are not allowed; send credentials in an Authorization header instead.`,
    );
  }
  if (!allowedOrigins.has(url.origin)) {
    // The list is public (every origin on it is written in the site's documents), and naming it
    // tells the reader whether a server variable, a port or http-vs-https is what differs.
    const listed = [...allowedOrigins];
    const shown = listed.length === 0 ? 'none' : listed.slice(0, MAX_LISTED).join(', ');
    const more = listed.length > MAX_LISTED ? ` and ${listed.length - MAX_LISTED} more` : '';
    return createProxyError(
      'PROXY_TARGET_NOT_ALLOWED',
      `${url.origin} is not on this site's playground allow-list: requests may go only to the origins of its OpenAPI servers, of the OAuth token and OpenID Connect discovery URLs its documents declare, and those the site owner added (allowed: ${shown}${more}).`,
    );
  }
  if (query.length > 0) {
    // Appended as text: going through url.searchParams would re-encode the reader's own query.
    const extra = new URLSearchParams(query.map(([name, value]): [string, string] => [name, value])).toString();
    url.search = url.search.length > 1 ? `${url.search}&${extra}` : `?${extra}`;
  }
  url.hash = '';
  return url;
}

function truncate(text: string): string {
  return text.length > 100 ? `${text.slice(0, 100)}…` : text;
}
