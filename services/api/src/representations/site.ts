import { productionHostname, siteOrigin } from '@folio/platform';
import type { ApiConfig } from '../config/load-config.ts';
import type { SiteRow } from '../db/sites.ts';
import { siteAccessSchema } from './site-access.ts';

/** JSON schema of a site as the API shows it (never its secrets). */
export const siteSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    slug: { type: 'string' },
    name: { type: 'string' },
    repoUrl: { type: 'string' },
    branch: { type: 'string', description: 'Pushes to this branch build production; other branches build previews.' },
    docsRoot: { type: 'string', description: 'Folder inside the repository holding docs.json; "" for the root.' },
    hasGitToken: { type: 'boolean' },
    playgroundOrigins: { type: 'array', items: { type: 'string' } },
    strictBuilds: {
      type: 'boolean',
      description: 'Whether a page with an error fails the build (otherwise it is published marked as broken).',
    },
    basePath: {
      type: ['string', 'null'],
      description: 'Path the site is served under behind your proxy (`/docs`); null at the root.',
    },
    activeDeploymentId: { type: ['string', 'null'] },
    url: { type: 'string', description: 'Where production is served on the sites domain (`SITES_DOMAIN`).' },
    webhookUrls: {
      type: 'object',
      properties: { github: { type: 'string' }, gitlab: { type: 'string' }, generic: { type: 'string' } },
    },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
} as const;

/** A single site's answer (`GET` and `PATCH /v1/sites/{siteId}`): the site with its reader access. */
export const siteWithAccessSchema = {
  ...siteSchema,
  properties: { ...siteSchema.properties, access: siteAccessSchema },
} as const;

/** A site with its webhook secret, answered only when the secret is created or rotated. */
export const siteWithSecretSchema = {
  ...siteSchema,
  properties: {
    ...siteSchema.properties,
    webhookSecret: { type: 'string', description: 'Shown once: paste it into the git host webhook settings.' },
  },
} as const;

/** The public view of a site row. */
export function presentSite(row: SiteRow, config: Readonly<ApiConfig>) {
  const hook = (provider: string) => `${config.publicUrl}/webhooks/${provider}/${row.id}`;
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    repoUrl: row.repo_url,
    branch: row.branch,
    docsRoot: row.docs_root,
    hasGitToken: row.git_token_sealed !== null,
    playgroundOrigins: row.playground_origins,
    strictBuilds: row.strict_builds,
    basePath: row.base_path,
    activeDeploymentId: row.active_deployment_id,
    url: siteOrigin(productionHostname(row.slug, config.sitesDomain), config.dashboard.origin),
    webhookUrls: { github: hook('github'), gitlab: hook('gitlab'), generic: hook('generic') },
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
