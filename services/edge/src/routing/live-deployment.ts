import type { SiteAccess } from '@folio/platform';

/** What one host serves: the site and the deployment live there right now. */
export interface LiveDeployment {
  siteId: string;
  slug: string;
  /** A branch preview (`<label>--<slug>` host) rather than the site's production deployment. */
  isPreview: boolean;
  /** `null` when the site exists but nothing is live there yet (answered like an unknown host). */
  deploymentId: string | null;
  /** S3 key of the deployment's manifest (`deployments.manifest_key`). */
  manifestKey: string | null;
  /** Playground allow-list from the deployment's OpenAPI `servers` (`deployments.playground_origins`). */
  deploymentOrigins: readonly string[];
  /** Extra playground origins the site owner added (`sites.playground_origins`). */
  siteOrigins: readonly string[];
  /** Who may read the site (`site_access`; public without a row), enforced by the access gate. */
  access: Readonly<SiteAccess>;
}
