import proxy from '@fastify/http-proxy';
import Fastify, { type FastifyInstance } from 'fastify';

/** Options of {@link startFrontProxy}. */
export interface FrontProxyOptions {
  host: string;
  port: number;
  /** Requests whose Host is one of these names (any port) go to `apiUrl`: the API and the dashboard. */
  apiHosts: readonly string[];
  apiUrl: string;
  /** Every other request: sites by Host, previews, custom domains, the playground. */
  edgeUrl: string;
}

/**
 * The one port of the local platform: the control plane's and the dashboard's host names go to the
 * API (which serves the dashboard by Host), everything else to the edge. The `Host` header is passed through unchanged (the edge routes by it and
 * compares the playground's `Origin` with it).
 */
export async function startFrontProxy(options: FrontProxyOptions): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify({ logger: false, bodyLimit: 26_214_400 });
  const apiHost = new RegExp(`^(${options.apiHosts.map((h) => h.replace(/\./g, '\\.')).join('|')})(:\\d+)?$`, 'i');
  const keepHost = { rewriteRequestHeaders: (request: { headers: Record<string, unknown> }, headers: Record<string, unknown>) => ({ ...headers, host: request.headers.host }) };
  await app.register(proxy, { upstream: options.apiUrl, constraints: { host: apiHost }, replyOptions: keepHost as never });
  await app.register(proxy, { upstream: options.edgeUrl, replyOptions: keepHost as never });
  const address = await app.listen({ host: options.host, port: options.port });
  return { app, url: address };
}
