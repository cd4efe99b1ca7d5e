import { AGENT_PATHS } from './agent-paths.ts';
import { withBasePath } from './base-path.ts';

/** What a site's HTML answer can point agents to. */
export interface AgentLinks {
  /** URL path of the page's Markdown twin, when it has one. */
  markdown?: string;
  /** Whether the deployment has an `llms.txt`. */
  hasLlmsTxt: boolean;
  /** The base path the site is served under (`/docs`): every path here starts with it. */
  basePath?: string;
}

/**
 * The `Link` header (RFC 8288) of a site's HTML answers, so an agent that fetched a page (or only
 * its headers) finds the machine-readable forms without parsing it:
 *
 * - the page's Markdown as `rel="alternate"; type="text/markdown"` (the registered relation for
 *   another representation of the same content, as `<link rel="alternate">` in the head);
 * - `llms.txt` as `rel="llms-txt"`, the relation agent tools look for (the reference sends it),
 *   and again as the registered `rel="describedby"` (a description of the resource) for clients
 *   that read only registered relations;
 * - the MCP endpoint as `rel="mcp"`: no relation is registered for it, and this is the name in use.
 *
 * Paths are root-relative: one deployment is served under several hosts (its site, previews,
 * custom domains), and each resolves them against its own origin; the Markdown path is
 * percent-encoded, as a header holds ASCII only.
 */
export function agentLinkHeader(links: AgentLinks): string {
  const values: string[] = [];
  const at = (path: string) => withBasePath(links.basePath, path);
  if (links.markdown !== undefined)
    values.push(`<${encodeURI(at(links.markdown))}>; rel="alternate"; type="text/markdown"`);
  if (links.hasLlmsTxt)
    values.push(
      `<${at(AGENT_PATHS.llmsTxt)}>; rel="llms-txt"; type="text/plain"`,
      `<${at(AGENT_PATHS.llmsTxt)}>; rel="describedby"; type="text/plain"`,
    );
  values.push(`<${at(AGENT_PATHS.mcp)}>; rel="mcp"`);
  return values.join(', ');
}
