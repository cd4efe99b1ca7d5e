import { isLegacySealed, type Queryable, type SecretBox, type SecretContext } from '@folio/platform';
import { listLegacySealedSites, resealSiteColumn } from '../db/sites.ts';

/** What {@link resealLegacySecrets} did. */
export interface ResealReport {
  resealed: number;
  /** Values that did not open under this key; they are left as they are. */
  unreadable: number;
}

const COLUMNS: ReadonlyArray<Exclude<SecretContext['column'], 'oidc_client_secret_sealed'>> = [
  'git_token_sealed',
  'webhook_secret_sealed',
];

/**
 * Seals every stored `v1.` secret again as `v2.`, bound to its site and column, so that values of
 * the old format stop being the only ones that open anywhere they are copied. Run at API start-up:
 * idempotent and cheap once done (only `v1.` rows are read). Each write is a compare-and-set on
 * the old value, so a secret rotated meanwhile is never overwritten.
 */
export async function resealLegacySecrets(db: Queryable, secrets: SecretBox): Promise<ResealReport> {
  const report: ResealReport = { resealed: 0, unreadable: 0 };
  for (const row of await listLegacySealedSites(db)) {
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
      report.resealed += await resealSiteColumn(db, row.id, column, sealed, secrets.seal(plaintext, context));
    }
  }
  return report;
}
