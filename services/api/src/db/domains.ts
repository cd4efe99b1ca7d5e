import type { Queryable } from '@folio/platform';

/** A `domains` row. */
export interface DomainRow {
  id: string;
  site_id: string;
  hostname: string;
  verification_token: string;
  status: 'pending' | 'verified';
  verified_at: Date | null;
  last_checked_at: Date | null;
  last_check_error: string | null;
  created_at: Date;
}

/** The site's domains, oldest first (the API's order). */
export async function listDomains(db: Queryable, siteId: string): Promise<DomainRow[]> {
  const rows = await db.query<DomainRow>('SELECT * FROM domains WHERE site_id = $1 ORDER BY created_at', [siteId]);
  return rows.rows;
}

/** The site's domains, newest first (the dashboard's domains page). */
export async function listDomainsNewestFirst(db: Queryable, siteId: string): Promise<DomainRow[]> {
  const rows = await db.query<DomainRow>('SELECT * FROM domains WHERE site_id = $1 ORDER BY created_at DESC', [siteId]);
  return rows.rows;
}

/** Domain `domainId` of the tenant's site `siteId`, or `null`. */
export async function findSiteDomain(
  db: Queryable,
  tenantId: string,
  siteId: string,
  domainId: string,
): Promise<DomainRow | null> {
  const result = await db.query<DomainRow>(
    `SELECT d.* FROM domains d JOIN sites s ON s.id = d.site_id
      WHERE d.id = $1 AND d.site_id = $2 AND s.tenant_id = $3`,
    [domainId, siteId, tenantId],
  );
  return result.rows[0] ?? null;
}

/** Whether `hostname` is a verified domain of some site (what the TLS ask endpoint allows). */
export async function isVerifiedHostname(db: Queryable, hostname: string): Promise<boolean> {
  const found = await db.query(`SELECT 1 FROM domains WHERE hostname = $1 AND status = 'verified'`, [hostname]);
  return found.rowCount !== 0;
}

/** Deletes a pending claim of `hostname` made at least `ttlHours` ago (a lapsed claim). */
export async function deleteLapsedClaim(db: Queryable, hostname: string, ttlHours: number): Promise<void> {
  await db.query(
    `DELETE FROM domains WHERE hostname = $1 AND status = 'pending' AND created_at <= now() - make_interval(hours => $2)`,
    [hostname, ttlHours],
  );
}

/**
 * Claims `hostname` for the site, pending, with its TXT `verificationToken`. Throws Postgres's
 * unique violation on `domains_hostname_key` when another site holds the hostname.
 */
export async function insertDomain(
  db: Queryable,
  siteId: string,
  hostname: string,
  verificationToken: string,
): Promise<DomainRow> {
  const row = await db.query<DomainRow>(
    'INSERT INTO domains (site_id, hostname, verification_token) VALUES ($1, $2, $3) RETURNING *',
    [siteId, hostname, verificationToken],
  );
  return row.rows[0]!;
}

/**
 * Records a TXT check of domain `id`: `failure` `null` verifies it (once verified, it stays so);
 * otherwise the error is kept and the status unchanged.
 */
export async function recordDomainCheck(db: Queryable, id: string, failure: string | null): Promise<DomainRow> {
  const row = await db.query<DomainRow>(
    `UPDATE domains SET last_checked_at = now(), last_check_error = $2,
            status = CASE WHEN $2::text IS NULL THEN 'verified' ELSE status END,
            verified_at = CASE WHEN $2::text IS NULL THEN now() ELSE verified_at END
      WHERE id = $1 RETURNING *`,
    [id, failure],
  );
  return row.rows[0]!;
}

/** Deletes domain `id`. */
export async function deleteDomain(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM domains WHERE id = $1', [id]);
}
