import type { DocsConfig } from '@folio/docs-config';
import { html, type SafeHtml } from '@folio/html';
import { mdxEndpointDetails } from './mdx-endpoint-details.ts';
import { mdxEndpointUrl } from './mdx-endpoint-url.ts';
import { renderPlayground } from './render-playground.ts';

/**
 * The endpoint line of an MDX page written with `api:` front matter (`api: "POST /users"`): the
 * method and the URL, a path joined to the first `api.mdx.server` of docs.json; then, unless
 * `api.playground.display` says otherwise, the playground with the servers of `api.mdx.server`,
 * the auth of `api.mdx.auth` and the parameters of the page's `<ParamField>`s
 * (see `mdxEndpointDetails`), sent as `api.playground.proxy` and `credentials` say.
 */
export function renderMdxEndpoint(
  endpoint: { method: string; url: string },
  config: DocsConfig,
  pageHtml = '',
): SafeHtml {
  const url = mdxEndpointUrl(endpoint, config);
  const method = endpoint.method.toLowerCase();
  const line = html`<div class="api-endpoint api-endpoint-mdx"><span class="method method-${method}">${endpoint.method}</span><code class="api-path">${url}</code></div>`;
  const api = config.api;
  if ((api?.playground?.display ?? 'interactive') !== 'interactive') return line;
  const details = mdxEndpointDetails(endpoint, config, pageHtml);
  const playground = renderPlayground(details, api?.playground?.proxy !== false, {
    credentials: api?.playground?.credentials === true,
  });
  return html`${line}${playground}`;
}
