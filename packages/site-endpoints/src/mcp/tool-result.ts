import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

/**
 * A tool's answer: `structured` as structured content (checked against the tool's output schema
 * by the SDK) and `text` for clients that read only text; both say the same.
 */
export function toolResult(structured: Record<string, unknown>, text: string): CallToolResult {
  return { structuredContent: structured, content: [{ type: 'text', text }] };
}

/**
 * A tool error the agent can act on (`isError`: the call reached the tool, which could not do
 * what was asked): what was wrong and what to try instead.
 */
export function toolError(message: string): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: message }] };
}

/** The error a tool answers when the deployment's files cannot be read: no internals, a retry. */
export const UNAVAILABLE_MESSAGE =
  'The documentation site cannot be read right now (its storage did not answer). Try the call again in a moment.';
