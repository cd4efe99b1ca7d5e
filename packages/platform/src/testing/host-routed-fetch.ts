import { request as httpRequest } from 'node:http';

/**
 * A `fetch` that sends every request to `127.0.0.1:port` with the URL's host as the Host header:
 * for clients (the MCP SDK's, a benchmark's) that must reach a site at `<slug>.<sites domain>`
 * on a local edge, whose name no resolver knows. Plain HTTP; bodies are buffered.
 */
export function hostRoutedFetch(port: number): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.body === null ? undefined : Buffer.from(await request.arrayBuffer());
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    headers.host = url.host;
    return new Promise<Response>((resolve, reject) => {
      const outgoing = httpRequest(
        { host: '127.0.0.1', port, method: request.method, path: url.pathname + url.search, headers },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('end', () => {
            const responseHeaders = new Headers();
            for (const [name, value] of Object.entries(incoming.headers))
              if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : value);
            const status = incoming.statusCode ?? 0;
            const empty = status === 204 || status === 304 || request.method === 'HEAD';
            resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers: responseHeaders }));
          });
          incoming.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  };
}
