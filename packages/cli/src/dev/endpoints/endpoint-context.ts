import type { IncomingMessage } from 'node:http';
import type { SiteCache } from '@folio/site-endpoints';
import type { DevServerOptions } from '../dev-server-options.ts';

/** The site endpoints module (search, MCP), with the dev server's cache of the builds' engines. */
export type SiteEndpoints = typeof import('@folio/site-endpoints') & { sites: SiteCache };

/** What an endpoint of the dev server reads: its options, the site endpoints, the site's URL. */
export interface EndpointContext {
  options: DevServerOptions;
  /** Loads the site endpoints on the first request that needs them. */
  endpoints: () => Promise<SiteEndpoints>;
  /** The site's own URL (endpoints' results, the llms.txt origin) under its base path. */
  siteRoot: (request: IncomingMessage) => string;
}
