import { describe, expect, it } from 'vitest';
import { useEnvWithTenant } from './helpers/env-with-tenant.ts';
import { createSite } from './helpers/test-env.ts';

const given = useEnvWithTenant();

const patch = (siteId: string, payload: Record<string, unknown>) =>
  given.env.app.inject({ method: 'PATCH', url: `/v1/sites/${siteId}`, headers: given.tenant.auth, payload });
const storedToken = async (siteId: string) =>
  (
    await given.env.db.pool.query<{ git_token_sealed: string | null }>(
      'SELECT git_token_sealed FROM sites WHERE id = $1',
      [siteId],
    )
  ).rows[0]!.git_token_sealed;

describe('PATCH /v1/sites/:siteId and the stored git token', () => {
  it('forgets the token when repoUrl moves to another origin, so it is never sent to the new host', async () => {
    const site = await createSite(given.env, given.tenant, {
      name: 'Moving',
      repoUrl: 'https://github.com/acme/docs.git',
      gitToken: 'ghp_for_github_only',
    });
    const moved = await patch(site.id, { repoUrl: 'https://git.attacker.example/acme/docs.git' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ repoUrl: 'https://git.attacker.example/acme/docs.git', hasGitToken: false });
    expect(await storedToken(site.id)).toBeNull();
  });

  it('counts a different port or scheme as another origin', async () => {
    const site = await createSite(given.env, given.tenant, {
      name: 'Port',
      repoUrl: 'https://git.acme.example/docs.git',
      gitToken: 'tok',
    });
    expect((await patch(site.id, { repoUrl: 'https://git.acme.example:8443/docs.git' })).json().hasGitToken).toBe(
      false,
    );
  });

  it('keeps the token for another repository on the same origin, and for changes that leave repoUrl alone', async () => {
    const site = await createSite(given.env, given.tenant, {
      name: 'Staying',
      repoUrl: 'https://github.com/acme/docs.git',
      gitToken: 'tok',
    });
    expect((await patch(site.id, { repoUrl: 'https://GitHub.com/acme/handbook.git' })).json()).toMatchObject({
      hasGitToken: true,
    });
    expect((await patch(site.id, { branch: 'release' })).json()).toMatchObject({ hasGitToken: true });
  });

  it('keeps a token given in the same request as the new origin', async () => {
    const site = await createSite(given.env, given.tenant, {
      name: 'New host',
      repoUrl: 'https://github.com/acme/docs.git',
      gitToken: 'old',
    });
    const moved = await patch(site.id, { repoUrl: 'https://gitlab.com/acme/docs.git', gitToken: 'glpat_new' });
    expect(moved.json()).toMatchObject({ repoUrl: 'https://gitlab.com/acme/docs.git', hasGitToken: true });
    expect(await storedToken(site.id)).not.toBeNull();
  });
});
