import type { Queryable } from '@folio/platform';

/** What the worker needs to know about a build's site. */
export interface BuildSite {
  id: string;
  slug: string;
  repo_url: string;
  docs_root: string;
  git_token_sealed: string | null;
  /** Whether page errors block the deploy; `false` until `sites` has a `strict_builds` column. */
  strict_builds: boolean;
}

/** Loads a site, or `null` when it was deleted. */
export async function loadBuildSite(db: Queryable, siteId: string): Promise<BuildSite | null> {
  // `to_jsonb(s)` reads `strict_builds` when a migration adds it, and null until then.
  const result = await db.query<BuildSite>(
    `SELECT s.id, s.slug, s.repo_url, s.docs_root, s.git_token_sealed,
            COALESCE((to_jsonb(s) ->> 'strict_builds')::boolean, false) AS strict_builds
       FROM sites s WHERE s.id = $1`,
    [siteId],
  );
  return result.rows[0] ?? null;
}
