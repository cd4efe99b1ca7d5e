import { domainToUnicode } from 'node:url';
import type { ApiConfig } from '../config/load-config.ts';
import type { DomainRow } from '../db/domains.ts';
import { challengeName } from '../lib/check-domain-txt.ts';

/** JSON schema of a custom domain. */
export const domainSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    siteId: { type: 'string', format: 'uuid' },
    hostname: { type: 'string', description: 'ASCII (punycode) form, as DNS and TLS see it.' },
    displayHostname: { type: 'string', description: 'Unicode form, for people.' },
    status: { type: 'string', enum: ['pending', 'verified'] },
    verification: {
      type: 'object',
      description: 'Publish this TXT record, then call the verify route.',
      properties: { type: { type: 'string', enum: ['TXT'] }, name: { type: 'string' }, value: { type: 'string' } },
    },
    verifiedAt: { type: ['string', 'null'], format: 'date-time' },
    lastCheckedAt: { type: ['string', 'null'], format: 'date-time' },
    lastCheckError: { type: ['string', 'null'] },
    createdAt: { type: 'string', format: 'date-time' },
    claimExpiresAt: {
      type: ['string', 'null'],
      format: 'date-time',
      description: 'While pending: when the claim lapses and another site may add the hostname. null once verified.',
    },
  },
} as const;

/** When a pending claim on `row` lapses (`DOMAIN_CLAIM_TTL_HOURS` after it was made); `null` once verified. */
function claimExpiry(row: DomainRow, config: Readonly<ApiConfig>): Date | null {
  return row.status === 'verified' ? null : new Date(row.created_at.getTime() + config.domainClaimTtlHours * 3_600_000);
}

/** The public view of a domain row. */
export function presentDomain(row: DomainRow, config: Readonly<ApiConfig>) {
  return {
    id: row.id,
    siteId: row.site_id,
    hostname: row.hostname,
    displayHostname: domainToUnicode(row.hostname),
    status: row.status,
    verification: { type: 'TXT', name: challengeName(row.hostname), value: row.verification_token },
    verifiedAt: row.verified_at,
    lastCheckedAt: row.last_checked_at,
    lastCheckError: row.last_check_error,
    createdAt: row.created_at,
    claimExpiresAt: claimExpiry(row, config),
  };
}
