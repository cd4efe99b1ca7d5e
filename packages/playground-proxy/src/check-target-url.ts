import { createProxyError, type ProxyError } from './proxy-error.ts';

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
    return createProxyError(
      'PROXY_TARGET_NOT_ALLOWED',
      `${url.origin} is not on this site's playground allow-list (its OpenAPI servers and the origins the site owner added).`,
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
