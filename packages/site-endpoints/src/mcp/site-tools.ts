import { getApiOperationTool } from './get-api-operation-tool.ts';
import { getPageTool } from './get-page-tool.ts';
import { listPagesTool } from './list-pages-tool.ts';
import { searchTool } from './search-tool.ts';
import type { SiteTool } from './site-tool.ts';

/** The tools of every site's MCP server, in the order `tools/list` and the server card give them. */
export const SITE_TOOLS: readonly SiteTool[] = [
  searchTool as unknown as SiteTool,
  getPageTool as unknown as SiteTool,
  listPagesTool as unknown as SiteTool,
  getApiOperationTool as unknown as SiteTool,
];
