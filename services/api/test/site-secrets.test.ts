import { createCipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { resealLegacySecrets } from '../src/lib/reseal-legacy-secrets.ts';
import { createSecretBox } from '@folio/platform';
import { useEnvWithTenant } from './helpers/env-with-tenant.ts';
import { buildsOf, createSite, githubPush } from './helpers/test-env.ts';

const given = useEnvWithTenant();

const columns = async (siteId: string) =>
  (
    await given.env.db.pool.query<{ git_token_sealed: string | null; webhook_secret_sealed: string }>(
      'SELECT git_token_sealed, webhook_secret_sealed FROM sites WHERE id = $1',
      [siteId],
    )
  ).rows[0]!;

/** A value as the API sealed it before secrets were bound to their row and column. */
function sealV1(plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', given.env.config.secretKey, iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

describe('sealed site secrets', () => {
  it("does not accept another site's webhook secret copied into a row", async () => {
    const victim = await createSite(given.env, given.tenant, { name: 'Victim' });
    const attacker = await createSite(given.env, given.tenant, { name: 'Attacker' });
    // Someone who can write the row (not read the key) copies a sealed value they know the plaintext of.
    await given.env.db.pool.query(
      'UPDATE sites SET webhook_secret_sealed = (SELECT webhook_secret_sealed FROM sites WHERE id = $1) WHERE id = $2',
      [attacker.id, victim.id],
    );
    const forged = await given.env.app.inject(
      githubPush(victim, { branch: 'main' }, { secret: attacker.webhookSecret }),
    );
    expect(forged.statusCode).toBe(500);
    expect(await buildsOf(given.env, victim.id)).toEqual([]);
  });

  it('does not open a git token moved into the webhook secret column', async () => {
    const site = await createSite(given.env, given.tenant, { name: 'Columns', gitToken: 'known-token' });
    await given.env.db.pool.query('UPDATE sites SET webhook_secret_sealed = git_token_sealed WHERE id = $1', [site.id]);
    const forged = await given.env.app.inject(githubPush(site, { branch: 'main' }, { secret: 'known-token' }));
    expect(forged.statusCode).toBe(500);
    expect(await buildsOf(given.env, site.id)).toEqual([]);
  });

  it('keeps secrets of the first format working, and seals them again bound to their row at start-up', async () => {
    const site = await createSite(given.env, given.tenant, { name: 'Legacy', gitToken: 'x' });
    await given.env.db.pool.query('UPDATE sites SET webhook_secret_sealed = $2, git_token_sealed = $3 WHERE id = $1', [
      site.id,
      sealV1(site.webhookSecret),
      sealV1('ghp_legacy'),
    ]);
    expect((await given.env.app.inject(githubPush(site, { branch: 'main' }))).statusCode).toBe(202);

    const box = createSecretBox(given.env.config.secretKey);
    expect(await resealLegacySecrets(given.env.db.pool, box)).toEqual({ resealed: 2, unreadable: 0 });
    const stored = await columns(site.id);
    expect(stored.webhook_secret_sealed).toMatch(/^v2\./);
    expect(box.open(stored.git_token_sealed!, { siteId: site.id, column: 'git_token_sealed' })).toBe('ghp_legacy');
    expect((await given.env.app.inject(githubPush(site, { branch: 'main' }))).statusCode).toBe(202);
    expect(await resealLegacySecrets(given.env.db.pool, box)).toEqual({ resealed: 0, unreadable: 0 });
  });
});
