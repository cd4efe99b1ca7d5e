// Private sites in tests: what the API writes (a `site_access` row), then the event it publishes.
import type { World } from './world.ts';

/** Columns of `site_access` a test sets (snake case, as stored). */
export interface AccessRow {
  mode: 'public' | 'password' | 'oidc' | 'jwt';
  previews?: 'public' | 'members';
  password_hash?: string | null;
  oidc_issuer?: string | null;
  oidc_client_id?: string | null;
  oidc_client_secret_sealed?: string | null;
  jwt_login_url?: string | null;
  jwt_public_key?: string | null;
  jwt_jwks_url?: string | null;
  jwt_issuer?: string | null;
  jwt_audience?: string | null;
  claims?: string[];
  groups_claim?: string | null;
}

/** Stores a site's access settings and tells the edges, as `PATCH /v1/sites/{id}` does. */
export async function setAccess(world: World, siteId: string, row: AccessRow): Promise<void> {
  const columns = Object.keys(row);
  const values = Object.values(row);
  await world.db.pool.query(
    `INSERT INTO site_access (site_id, ${columns.join(', ')}) VALUES ($1, ${columns.map((_, i) => `$${i + 2}`).join(', ')})
     ON CONFLICT (site_id) DO UPDATE SET ${columns.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}`,
    [siteId, ...values],
  );
  await world.publish({ type: 'site-settings-changed', siteId });
}

/** Waits until `check` holds (a site event travels through Redis before edges act on it). */
export async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting for the edge to apply the change');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
