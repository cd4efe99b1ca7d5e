import type { NormalizedHost } from './normalize-host.ts';

const DEFAULT_PORTS: Readonly<Record<string, string>> = { 'http:': '80', 'https:': '443' };

/**
 * The origin a site was asked at, for links an answer makes absolute (`llms.txt`): the scheme of
 * the front door (`frontDoor`, `DASHBOARD_ORIGIN`: TLS ends before the edge, which sees plain
 * http), the host name the request was routed by (it names this site), and the port the client
 * used (`:8080` under `npm start` and docker compose; none, or the scheme's own, in production).
 */
export function requestOrigin(host: NormalizedHost, frontDoor: string): string {
  const scheme = new URL(frontDoor).protocol;
  const port = host.port === null || host.port === DEFAULT_PORTS[scheme] ? '' : `:${host.port}`;
  return `${scheme}//${host.hostname}${port}`;
}
