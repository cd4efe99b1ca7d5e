import type { ReaderAccessMode } from '@folio/deployment';
import type { Queryable } from '@folio/platform';

/** What the worker needs to know about a build's site. */
export interface BuildSite {
  id: string;
  slug: string;
  repo_url: string;
  docs_root: string;
  git_token_sealed: string | null;
  /** Whether page errors block the deploy (by default broken pages are published as broken). */
  strict_builds: boolean;
  /** The path the site is served under (`/docs`), built into every URL; `null` at the root. */
  base_path: string | null;
  /**
   * How the site's readers get in (`site_access.mode`, `public` without a row), which the build
   * needs for `{user.…}` values and page groups.
   */
  reader_access: ReaderAccessMode;
  /** Manifest of the deployment live in production, `null` before the first one. */
  live_manifest_key: string | null;
}

/** Loads a site with its live deployment's manifest key, or `null` when it was deleted. */
export async function loadBuildSite(db: Queryable, siteId: string): Promise<BuildSite | null> {
  const result = await db.query<BuildSite>(
    `SELECT s.id, s.slug, s.repo_url, s.docs_root, s.git_token_sealed, s.strict_builds, s.base_path,
            COALESCE(a.mode, 'public') AS reader_access, d.manifest_key AS live_manifest_key
       FROM sites s LEFT JOIN deployments d ON d.id = s.active_deployment_id
       LEFT JOIN site_access a ON a.site_id = s.id
      WHERE s.id = $1`,
    [siteId],
  );
  return result.rows[0] ?? null;
}
