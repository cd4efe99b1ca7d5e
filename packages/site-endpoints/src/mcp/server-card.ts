import { MCP_PATH } from '@folio/deployment';
import type { SiteNavigation } from '@folio/site';
import { toJsonSchemaCompat } from '@modelcontextprotocol/sdk/server/zod-json-schema-compat.js';
import { LATEST_PROTOCOL_VERSION, SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import * as z from 'zod';
import { serverIdentity, SERVER_VERSION } from './server-identity.ts';
import { SITE_TOOLS } from './site-tools.ts';

/**
 * The site's MCP server card (`/.well-known/mcp`): what a client needs before connecting — the
 * endpoint, the server's name and the tools with their input schemas (as `tools/list` gives them).
 * Server cards are still a draft proposal (SEP-1649, then SEP-2127), so the card carries the fields
 * of both drafts: `remotes` and `name`/`version`/`description` of the current one, `serverInfo`,
 * `transport`, `capabilities` and `tools` of the first.
 */
export function serverCard(navigation: SiteNavigation | undefined, origin: string): Record<string, unknown> {
  const identity = serverIdentity(navigation, origin);
  const endpoint = origin + MCP_PATH;
  return {
    $schema: 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json',
    name: identity.name,
    title: identity.title,
    version: SERVER_VERSION,
    description: identity.description,
    websiteUrl: origin,
    remotes: [{ type: 'streamable-http', url: endpoint, supportedProtocolVersions: SUPPORTED_PROTOCOL_VERSIONS }],
    serverInfo: { name: identity.name, title: identity.title, version: SERVER_VERSION },
    protocolVersion: LATEST_PROTOCOL_VERSION,
    transport: { type: 'streamable-http', endpoint: MCP_PATH, url: endpoint },
    capabilities: { tools: { listChanged: false } },
    authentication: { required: false },
    instructions: identity.instructions,
    tools: SITE_TOOLS.map((tool) => ({
      name: tool.name,
      title: tool.title,
      description: tool.description,
      inputSchema: toJsonSchemaCompat(z.object(tool.inputSchema)),
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    })),
  };
}
