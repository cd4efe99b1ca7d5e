import { checkBasePath } from '../lib/check-base-path.ts';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../app-context.ts';
import { AppError } from '../errors/app-error.ts';
import { insertSite, type SiteRow } from '../db/sites.ts';
import { generateWebhookSecret } from '../lib/generate-webhook-secret.ts';
import { isUniqueViolation } from '../lib/is-unique-violation.ts';
import {
  checkBranch,
  checkSlug,
  deriveSlug,
  normalizeDocsRoot,
  normalizeOrigins,
  normalizeRepoUrl,
} from '../lib/site-input.ts';
import type { SiteBody } from '../routes/sites/site-body.ts';

/** A new site's row and its webhook secret (shown once). */
export interface CreatedSite {
  site: SiteRow;
  webhookSecret: string;
}

/**
 * Connects a repository as a new site of `tenantId` (the API's `POST /v1/sites` and the
 * dashboard's "connect a repository" form). A derived slug that is taken gets a random suffix; a
 * chosen one is the caller's to change (409 SLUG_TAKEN).
 */
export async function createSite(
  ctx: AppContext,
  tenantId: string,
  body: SiteBody & { name: string; repoUrl: string },
): Promise<CreatedSite> {
  const repoUrl = normalizeRepoUrl(body.repoUrl, ctx.config.allowLoopbackRepositories);
  const branch = checkBranch('branch', body.branch ?? 'main');
  const docsRoot = normalizeDocsRoot(body.docsRoot ?? '');
  const origins = normalizeOrigins(body.playgroundOrigins ?? []);
  const basePath = checkBasePath(body.basePath ?? null);
  const chosenSlug = body.slug === undefined ? null : checkSlug(body.slug);
  const secret = generateWebhookSecret();
  // The id is chosen here: sealed values are bound to their row and column (see SecretBox).
  const siteId = randomUUID();
  const sealedToken = body.gitToken ? ctx.secrets.seal(body.gitToken, { siteId, column: 'git_token_sealed' }) : null;
  const sealedSecret = ctx.secrets.seal(secret, { siteId, column: 'webhook_secret_sealed' });
  for (let attempt = 0; ; attempt += 1) {
    const slug = chosenSlug ?? deriveSlug(body.name, attempt > 0);
    try {
      const site = await insertSite(ctx.db, {
        id: siteId,
        tenantId,
        slug,
        name: body.name,
        repoUrl,
        branch,
        docsRoot,
        gitTokenSealed: sealedToken,
        webhookSecretSealed: sealedSecret,
        playgroundOrigins: origins,
        strictBuilds: body.strictBuilds ?? false,
        basePath,
      });
      return { site, webhookSecret: secret };
    } catch (error) {
      if (!isUniqueViolation(error, 'sites_slug_key')) throw error;
      if (chosenSlug !== null)
        throw new AppError('SLUG_TAKEN', `slug "${slug}" is already used by another site; choose another`);
      if (attempt >= 3) throw error;
    }
  }
}
