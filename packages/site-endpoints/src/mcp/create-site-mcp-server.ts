import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { SiteNavigation } from '@folio/site';
import { serverIdentity, SERVER_VERSION } from './server-identity.ts';
import { SITE_TOOLS } from './site-tools.ts';
import type { McpToolContext } from './tool-context.ts';
import { toolError, UNAVAILABLE_MESSAGE } from './tool-result.ts';

/**
 * The MCP server of one site for one request (stateless: made per request, holding nothing
 * between them): the site tools, read-only, over `ctx.site`. A tool that fails to read the
 * deployment answers a tool error saying to retry, and the failure goes to `ctx.onError`; no
 * internal message reaches the client.
 */
export function createSiteMcpServer(ctx: McpToolContext, navigation: SiteNavigation | undefined): McpServer {
  const identity = serverIdentity(navigation, ctx.origin);
  const server = new McpServer(
    { name: identity.name, title: identity.title, version: SERVER_VERSION, websiteUrl: ctx.origin },
    { instructions: identity.instructions },
  );
  for (const tool of SITE_TOOLS) {
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: tool.inputSchema,
        outputSchema: tool.outputSchema,
        annotations: { title: tool.title, readOnlyHint: true, idempotentHint: true, openWorldHint: false },
      },
      async (args: Record<string, unknown>) => {
        try {
          return await tool.run(args as never, ctx);
        } catch (error) {
          ctx.onError(error);
          return toolError(UNAVAILABLE_MESSAGE);
        }
      },
    );
  }
  // The SDK announces `listChanged: true` once a tool is registered; this server's tools never change.
  server.server.registerCapabilities({ tools: { listChanged: false } });
  return server;
}
