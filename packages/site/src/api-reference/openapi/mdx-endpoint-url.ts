import type { DocsConfig } from '@folio/docs-config';

/** The URL an MDX endpoint page names: a path is joined to the first `api.mdx.server` of docs.json. */
export function mdxEndpointUrl(endpoint: { url: string }, config: DocsConfig): string {
  const server = config.api?.mdx?.server?.[0];
  return /^https?:\/\//i.test(endpoint.url) || server === undefined
    ? endpoint.url
    : server.replace(/\/+$/, '') + (endpoint.url.startsWith('/') ? endpoint.url : `/${endpoint.url}`);
}
