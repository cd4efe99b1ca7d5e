import { MCP_PATH } from './site-endpoint-paths.ts';

/**
 * Where agents find a site's machine-readable parts, on every site, preview and `folio dev`:
 * `llms.txt` (llmstxt.org) at the root and again under `/.well-known/`, and the MCP endpoint.
 */
export const AGENT_PATHS = Object.freeze({
  llmsTxt: '/llms.txt',
  wellKnownLlmsTxt: '/.well-known/llms.txt',
  mcp: MCP_PATH,
});

/** Whether a path is one of the two `llms.txt` paths, whose links a server makes absolute for its origin. */
export function isLlmsTxtPath(path: string): boolean {
  return path === AGENT_PATHS.llmsTxt || path === AGENT_PATHS.wellKnownLlmsTxt;
}
