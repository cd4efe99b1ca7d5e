import { AGENT_PATHS } from './agent-paths.ts';
import { withBasePath } from './base-path.ts';
import { agentLinkHeader } from './agent-link-header.ts';
import { markdownTwinPath } from './markdown-twin-path.ts';
import { prefersMarkdown } from './prefers-markdown.ts';

/** What a server sends for a site file, as far as agents are concerned. */
export interface PageAnswer {
  /** The file to send: the one requested, or the page's Markdown twin. */
  path: string;
  /** Whether the answer depends on `Accept` (a page with a Markdown twin): both variants say `Vary: Accept`. */
  variesByAccept: boolean;
  /** Headers to add: `Link` on HTML, `Content-Location` on a Markdown answer. */
  headers: Record<string, string>;
}

/**
 * Content negotiation for a site file (`path`, its `contentType`, the request's `Accept`), the
 * same at the edge and in `folio dev`: an HTML page whose Markdown twin exists (`has`) answers
 * with the twin when the client prefers Markdown (`prefersMarkdown`), naming it in
 * `Content-Location`; both variants vary by `Accept`. An HTML answer carries the `Link` header
 * (`agentLinkHeader`). Any other file is sent as it is. Paths in headers are under `basePath`, the
 * one the deployment was built for.
 */
export function negotiatePageAnswer(
  request: { path: string; contentType: string; accept: string | undefined; basePath?: string | undefined },
  has: (path: string) => boolean,
): PageAnswer {
  if (!request.contentType.startsWith('text/html')) return { path: request.path, variesByAccept: false, headers: {} };
  const candidate = markdownTwinPath(request.path);
  const twin = has(candidate) ? candidate : undefined;
  if (twin !== undefined && prefersMarkdown(request.accept))
    return {
      path: twin,
      variesByAccept: true,
      headers: { 'content-location': encodeURI(withBasePath(request.basePath, twin)) },
    };
  return {
    path: request.path,
    variesByAccept: twin !== undefined,
    headers: {
      link: agentLinkHeader({
        ...(twin === undefined ? {} : { markdown: twin }),
        hasLlmsTxt: has(AGENT_PATHS.llmsTxt),
        ...(request.basePath === undefined ? {} : { basePath: request.basePath }),
      }),
    },
  };
}
