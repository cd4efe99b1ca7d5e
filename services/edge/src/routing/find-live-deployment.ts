import { parsePlatformHostname, type Queryable } from '@folio/platform';
import { readSiteAccess, SITE_ACCESS_COLUMNS, type SiteAccessRow } from './read-site-access.ts';
import type { LiveDeployment } from './live-deployment.ts';

interface Row extends SiteAccessRow {
  site_id: string;
  slug: string;
  deployment_id: string | null;
  manifest_key: string | null;
  deployment_origins: string[] | null;
  site_origins: string[];
}

const SITE_COLUMNS = `s.id AS site_id, s.slug, d.id AS deployment_id, d.manifest_key,
  d.playground_origins AS deployment_origins, s.playground_origins AS site_origins, ${SITE_ACCESS_COLUMNS}`;
// Reader access travels with the host lookup (cached with it, refreshed by the same site events).
const ACCESS_JOIN = 'LEFT JOIN site_access a ON a.site_id = s.id';

// Production: the site's pointer, nothing else (a removed deployment is never served).
const PRODUCTION_BY_SLUG = `SELECT ${SITE_COLUMNS} FROM sites s
  LEFT JOIN deployments d ON d.id = s.active_deployment_id AND d.removed_at IS NULL
  ${ACCESS_JOIN}
  WHERE s.slug = $1`;

const PRODUCTION_BY_DOMAIN = `SELECT ${SITE_COLUMNS} FROM domains m
  JOIN sites s ON s.id = m.site_id
  LEFT JOIN deployments d ON d.id = s.active_deployment_id AND d.removed_at IS NULL
  ${ACCESS_JOIN}
  WHERE m.hostname = $1 AND m.status = 'verified'`;

// Preview: the newest deployment of that branch label that was not removed.
const PREVIEW_BY_SLUG = `SELECT ${SITE_COLUMNS} FROM sites s
  LEFT JOIN LATERAL (
    SELECT * FROM deployments p
     WHERE p.site_id = s.id AND p.kind = 'preview' AND p.preview_label = $2 AND p.removed_at IS NULL
     ORDER BY p.created_at DESC LIMIT 1) d ON true
  ${ACCESS_JOIN}
  WHERE s.slug = $1`;

/**
 * Looks a normalised host up in Postgres: `<label>--<slug>.<sites domain>` → that branch's newest
 * preview, `<slug>.<sites domain>` → the site's active deployment, any other host → a *verified*
 * custom domain's site. `null` when no site answers at that host (pending domains included).
 */
export async function findLiveDeployment(
  db: Queryable,
  hostname: string,
  sitesDomain: string,
): Promise<LiveDeployment | null> {
  const platform = parsePlatformHostname(hostname, sitesDomain);
  const result =
    platform === null
      ? await db.query<Row>(PRODUCTION_BY_DOMAIN, [hostname])
      : platform.previewLabel === undefined
        ? await db.query<Row>(PRODUCTION_BY_SLUG, [platform.slug])
        : await db.query<Row>(PREVIEW_BY_SLUG, [platform.slug, platform.previewLabel]);
  const row = result.rows[0];
  if (row === undefined) return null;
  return {
    siteId: row.site_id,
    slug: row.slug,
    isPreview: platform?.previewLabel !== undefined,
    deploymentId: row.deployment_id,
    manifestKey: row.manifest_key,
    deploymentOrigins: row.deployment_origins ?? [],
    siteOrigins: row.site_origins,
    access: readSiteAccess(row),
  };
}
