import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { SiteNavigation } from '@folio/site';
import type { DeployedSite } from '../deployed-site.ts';
import type { EndpointAnswer } from '../endpoint-answer.ts';
import { createSiteMcpServer } from './create-site-mcp-server.ts';
import { mcpErrorAnswer, mcpMethodNotAllowed } from './mcp-error-answer.ts';
import { MAX_MCP_BODY_BYTES } from './mcp-limits.ts';

/** An HTTP request to `/mcp`, as the edge or `folio dev` received it. */
export interface McpHttpRequest {
  method: string;
  headers: Record<string, string | string[] | undefined>;
  /** The body; the caller stops reading past `MAX_MCP_BODY_BYTES` (answer 413 itself, or pass what it read). */
  body?: Uint8Array | string;
}

/** The deployment and how the client reached it. */
export interface McpRequestContext {
  site: DeployedSite;
  /** The site's origin as the client reached it: URLs in results are absolute. */
  origin: string;
  /** Told of failures that are not the client's (the deployment's files could not be read). */
  onError(error: unknown): void;
  /**
   * The signed-in reader's groups: `list_pages`, `get_page` and `search` show pages restricted by
   * front matter `groups` only to readers in them. Absent: a reader who is not signed in.
   */
  readerGroups?: readonly string[];
}

const TRANSPORT_URL = 'http://site.invalid/mcp';
// The request headers the transport reads; nothing else of the client's reaches it.
const TRANSPORT_HEADERS = ['accept', 'content-type', 'mcp-protocol-version', 'mcp-session-id', 'last-event-id'];

/**
 * One request to a site's MCP server (Streamable HTTP, stateless, JSON answers): a server and a
 * transport are made for this request and closed after it, so any process answers any request and
 * nothing is kept between them. `POST` carries JSON-RPC messages (the SDK checks `Accept`,
 * `Content-Type`, the protocol version and the messages, and answers its own errors); other methods
 * get 405, since a stateless server offers no event stream to `GET` and no session to `DELETE`.
 */
export async function answerMcpRequest(request: McpHttpRequest, context: McpRequestContext): Promise<EndpointAnswer> {
  if (request.method !== 'POST') return mcpMethodNotAllowed();
  const size = typeof request.body === 'string' ? Buffer.byteLength(request.body) : (request.body?.byteLength ?? 0);
  if (size > MAX_MCP_BODY_BYTES)
    return mcpErrorAnswer(413, `Request body too large: this MCP server reads at most ${MAX_MCP_BODY_BYTES} bytes.`);
  let navigation: SiteNavigation | undefined;
  try {
    navigation = await context.site.navigation();
  } catch (error) {
    // The server still answers (initialize, tools/list); tools that need the files say so.
    context.onError(error);
  }
  const headers = new Headers();
  for (const name of TRANSPORT_HEADERS) {
    const value = request.headers[name];
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const server = createSiteMcpServer(
    {
      site: context.site,
      origin: context.origin,
      onError: context.onError,
      ...(context.readerGroups === undefined ? {} : { readerGroups: context.readerGroups }),
    },
    navigation,
  );
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
    maxRequestBodySize: MAX_MCP_BODY_BYTES,
  });
  try {
    await server.connect(transport);
    const response = await transport.handleRequest(
      // The URL is not the client's to shape: the transport only passes it to handlers, which read none.
      new Request(TRANSPORT_URL, { method: 'POST', headers, body: bodyText(request.body) }),
    );
    const answerHeaders: Record<string, string> = { 'cache-control': 'no-store' };
    const type = response.headers.get('content-type');
    if (type !== null) answerHeaders['content-type'] = type;
    return { status: response.status, headers: answerHeaders, body: await response.text() };
  } finally {
    await server.close();
  }
}

/** The body as text: JSON-RPC is UTF-8 JSON, and the transport reads it as text anyway. */
function bodyText(body: Uint8Array | string | undefined): string {
  if (body === undefined || typeof body === 'string') return body ?? '';
  return Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('utf8');
}
