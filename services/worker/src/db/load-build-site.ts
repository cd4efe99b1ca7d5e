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
  /**
   * How the site's readers get in, which the build needs for `{user.…}` values and page groups.
   * Every site is public until sites store an access mode (the reader sign-in change adds it).
   */
  reader_access: ReaderAccessMode;
  /** Manifest of the deployment live in production, `null` before the first one. */
  live_manifest_key: string | null;
}

/** Loads a site with its live deployment's manifest key, or `null` when it was deleted. */
export async function loadBuildSite(db: Queryable, siteId: string): Promise<BuildSite | null> {
  const result = await db.query<BuildSite>(
    `SELECT s.id, s.slug, s.repo_url, s.docs_root, s.git_token_sealed, s.strict_builds, 'public' AS reader_access,
            d.manifest_key AS live_manifest_key
       FROM sites s LEFT JOIN deployments d ON d.id = s.active_deployment_id
      WHERE s.id = $1`,
    [siteId],
  );
  return result.rows[0] ?? null;
}
