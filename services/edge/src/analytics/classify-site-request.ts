import type { IncomingHttpHeaders } from 'node:http';
import { agentFamilyOf } from './agent-family.ts';
import { isUnseenFetch, referrerHostOf, refusesTracking } from './request-signals.ts';

/** What an agent read: a page, its Markdown twin, an llms file, or the MCP server. */
export type AgentRead = 'page' | 'markdown' | 'llms' | 'mcp';

/** Family of a browser's user agent reading Markdown or an llms file (agents often send one). */
const BROWSER_FAMILY = 'browser';

/** What the edge served for a site request, as the site responder tells it. */
export interface ServedResource {
  siteId: string;
  deploymentId: string;
  /** A branch preview: never counted (the site's analytics are its production traffic). */
  preview: boolean;
  /** The request's host name, normalised: a referrer from it is this site itself. */
  host: string;
  /** The manifest path served, or the path as requested for a 404 (before `?`). */
  path: string;
  contentType: string;
  status: number;
}

/** How one request counts, if at all. */
export type SiteRequestCount =
  | { kind: 'view'; path: string; userAgent: string; referrer: string | null }
  | { kind: 'not_found'; path: string }
  | { kind: 'agent'; family: string; read: AgentRead };

const LLMS_FILE = /^\/llms(?:-[\w.-]+)?\.txt$/;

/**
 * Decides what a served site request counts as. Only GET requests of a production deployment
 * whose reader did not refuse tracking count:
 * - Markdown (`.md`, `text/markdown`) and llms files (`/llms.txt`, `/llms-full.txt`…): agent
 *   traffic, whatever the user agent, by family;
 * - an HTML page for a known crawler or agent: agent traffic by family;
 * - an HTML page a person's browser shows (200, or 304 when it revalidated its copy; not a
 *   prefetch, not fetched by a script): a page view, with the referrer's host when another site
 *   sent the reader;
 * - a 404 a person's browser shows: the requested path.
 * Anything else (assets, redirects, HEAD, agents' 404s) counts nowhere.
 */
export function classifySiteRequest(
  method: string | undefined,
  headers: IncomingHttpHeaders,
  served: ServedResource,
): SiteRequestCount | null {
  if (method !== 'GET' || served.preview) return null;
  const { path, status } = served;
  if (status !== 200 && status !== 304 && status !== 404) return null;
  // Most requests are assets: they are done with before any header is read.
  const read = readOf(served);
  if (read === null || refusesTracking(headers)) return null;
  const userAgent = headers['user-agent'];
  const family = agentFamilyOf(userAgent);
  if (status === 404) return family === null && !isUnseenFetch(headers) ? { kind: 'not_found', path } : null;
  if (read !== 'page') return { kind: 'agent', family: family ?? BROWSER_FAMILY, read };
  if (family !== null) return { kind: 'agent', family, read: 'page' };
  if (isUnseenFetch(headers)) return null;
  return { kind: 'view', path, userAgent: userAgent ?? '', referrer: referrerHostOf(headers, served.host) };
}

/**
 * Whether a request is a page view if its user agent is a person's browser: everything
 * {@link classifySiteRequest} asks of a view but the user agent's family (and the referrer,
 * which only says where a view came from). What the recorder checks before it looks for the same
 * reader's earlier view of the page (whose user agent was found to be a browser's then).
 */
export function mayBeView(method: string | undefined, headers: IncomingHttpHeaders, served: ServedResource): boolean {
  const { status } = served;
  return (
    method === 'GET' &&
    !served.preview &&
    (status === 200 || status === 304) &&
    readOf(served) === 'page' &&
    !refusesTracking(headers) &&
    !isUnseenFetch(headers)
  );
}

/** What reading a served resource of status 200, 304 or 404 is, whoever reads it; `null`: nothing counted. */
function readOf(served: ServedResource): AgentRead | null {
  const { path } = served;
  const isHtml = served.contentType.startsWith('text/html');
  if (served.status === 404) return isHtml ? 'page' : null;
  if (path.startsWith('/llms') && LLMS_FILE.test(path)) return 'llms';
  if (path.endsWith('.md') || served.contentType.startsWith('text/markdown')) return 'markdown';
  return isHtml && !path.startsWith('/_folio/') ? 'page' : null;
}
