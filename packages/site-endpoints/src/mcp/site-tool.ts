import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type * as z from 'zod';
import type { McpToolContext } from './tool-context.ts';

/**
 * One tool of the site's MCP server: its name, what an agent reads about it, its input and output
 * schemas (zod shapes, published as JSON Schema in `tools/list` and the server card), and what it
 * does. Every tool only reads the deployment.
 */
export interface SiteTool<Input extends z.ZodRawShape = z.ZodRawShape> {
  name: string;
  title: string;
  description: string;
  inputSchema: Input;
  /** A shape (an object with exactly these keys), or an object schema (`z.looseObject` for open records). */
  outputSchema: z.ZodRawShape | z.ZodObject;
  run(args: z.infer<z.ZodObject<Input>>, ctx: McpToolContext): Promise<CallToolResult>;
}

/** Keeps a tool's argument types while listing it among others. */
export function defineSiteTool<Input extends z.ZodRawShape>(tool: SiteTool<Input>): SiteTool<Input> {
  return tool;
}
