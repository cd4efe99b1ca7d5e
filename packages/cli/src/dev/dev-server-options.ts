import type { executePlaygroundRequest } from '@folio/playground-proxy';
import type { DevReader } from './dev-reader.ts';
import type { DevSiteSnapshot } from './dev-site-snapshot.ts';

/** What the dev server needs from the rest of `folio dev`. */
export interface DevServerOptions {
  snapshot: () => DevSiteSnapshot | undefined;
  /** Renders a page that was laid out but not rendered yet, before it is served. */
  ensurePage?: (urlPath: string) => Promise<void>;
  /** Origins the playground may call besides the OpenAPI `servers` (`--allow-origin`). */
  extraOrigins: readonly string[];
  /**
   * The base path the site was built for (`--base-path /docs`): served only under it, as the edge
   * serves such a deployment (`mapBasePath`); the live-reload paths stay where they are.
   */
  basePath?: string;
  /**
   * Who reads the preview (`devReader`): `GET /_folio/reader` answers them as the edge answers a
   * signed-in reader, and the search endpoint finds the pages of their groups. Absent: nobody.
   */
  reader?: () => Promise<DevReader | null>;
  /** Test hooks for the playground proxy (resolver); production uses the system resolver. */
  proxy?: Pick<Parameters<typeof executePlaygroundRequest>[1], 'lookup' | 'connect'>;
}
