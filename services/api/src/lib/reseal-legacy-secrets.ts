import { isLegacySealed, type Queryable, type SecretBox, type SecretContext } from '@folio/platform';

/** What {@link resealLegacySecrets} did. */
export interface ResealReport {
  resealed: number;
  /** Values that did not open under this key; they are left as they are. */
  unreadable: number;
}

const COLUMNS: ReadonlyArray<SecretContext['column']> = ['git_token_sealed', 'webhook_secret_sealed'];

/**
 * Seals every stored `v1.` secret again as `v2.`, bound to its site and column, so that values of
 * the old format stop being the only ones that open anywhere they are copied. Run at API start-up:
 * idempotent and cheap once done (only `v1.` rows are read). Each write is a compare-and-set on
 * the old value, so a secret rotated meanwhile is never overwritten.
 */
export async function resealLegacySecrets(db: Queryable, secrets: SecretBox): Promise<ResealReport> {
  const report: ResealReport = { resealed: 0, unreadable: 0 };
  const rows = await db.query<{ id: string; git_token_sealed: string | null; webhook_secret_sealed: string }>(
    `SELECT id, git_token_sealed, webhook_secret_sealed FROM sites WHERE git_token_sealed LIKE 'v1.%' OR webhook_secret_sealed LIKE 'v1.%'`,
  );
  for (const row of rows.rows) {
    for (const column of COLUMNS) {
      const sealed = row[column];
      if (sealed === null || !isLegacySealed(sealed)) continue;
      const context = { siteId: row.id, column };
      let plaintext: string;
      try {
        plaintext = secrets.open(sealed, context);
      } catch {
        report.unreadable += 1;
        continue;
      }
      // The column name comes from COLUMNS above, never from input.
      const updated = await db.query(`UPDATE sites SET ${column} = $3 WHERE id = $1 AND ${column} = $2`, [
        row.id,
        sealed,
        secrets.seal(plaintext, context),
      ]);
      report.resealed += updated.rowCount ?? 0;
    }
  }
  return report;
}
