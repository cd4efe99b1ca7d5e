import type { EndpointAnswer } from '../endpoint-answer.ts';

/**
 * An HTTP answer carrying a JSON-RPC error, as the MCP transport answers what it refuses before a
 * message is read (the request has no id yet: `id: null`); `code` -32000 is the transport's own.
 */
export function mcpErrorAnswer(
  status: number,
  message: string,
  headers: Record<string, string> = {},
  code = -32000,
): EndpointAnswer {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
    body: JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }),
  };
}

/** 405 to any method but `POST`: a stateless server offers no event stream to `GET` and no session to `DELETE`. */
export function mcpMethodNotAllowed(): EndpointAnswer {
  return mcpErrorAnswer(
    405,
    'Method not allowed: this MCP server is stateless and answers JSON-RPC messages sent with POST.',
    { allow: 'POST' },
  );
}
