import type { IncomingMessage, ServerResponse } from 'node:http';
import { securityHeaders } from '@folio/site/serving';
import type { EndpointAnswer } from '@folio/site-endpoints';

/** An answer of the site endpoints, with the headers the edge adds to JSON. */
export function sendAnswer(request: IncomingMessage, response: ServerResponse, answer: EndpointAnswer): void {
  response.writeHead(answer.status, { ...securityHeaders('application/json', { isLocal: true }), ...answer.headers });
  response.end(request.method === 'HEAD' ? undefined : answer.body);
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
}

export function readBody(request: IncomingMessage, limit: number): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        resolve(undefined);
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}
