import { previewHostname, productionHostname } from '@folio/platform';
import type { DeploymentRow } from '../db/deployments.ts';

/** JSON schema of a deployment. */
export const deploymentSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    siteId: { type: 'string', format: 'uuid' },
    buildId: { type: 'string', format: 'uuid' },
    kind: { type: 'string', enum: ['production', 'preview'] },
    branch: { type: 'string' },
    commitSha: { type: ['string', 'null'] },
    isLive: {
      type: 'boolean',
      description: 'Production: the site serves it. Preview: the newest preview of its branch.',
    },
    url: { type: ['string', 'null'], description: 'Where it is served, when live.' },
    createdAt: { type: 'string', format: 'date-time' },
    removedAt: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

/** The public view of a deployment row. */
export function presentDeployment(row: DeploymentRow, sitesDomain: string) {
  const isLive =
    row.kind === 'production' ? row.active_deployment_id === row.id : row.is_latest_preview && row.removed_at === null;
  const host =
    row.kind === 'production'
      ? productionHostname(row.slug, sitesDomain)
      : previewHostname(row.branch, row.slug, sitesDomain);
  return {
    id: row.id,
    siteId: row.site_id,
    buildId: row.build_id,
    kind: row.kind,
    branch: row.branch,
    commitSha: row.commit_sha,
    isLive,
    url: isLive ? `https://${host}` : null,
    createdAt: row.created_at,
    removedAt: row.removed_at,
  };
}
