// A signed push webhook captured and sent again later with a fresh delivery id (the delivery header
// is not signed) names an older commit. It is accepted and built like any push, but production
// follows the branch head: the live site must not roll back, and the build says why.
import { createApiClient, deliverGithubPush, waitForBuild, type CallApi } from '@folio/local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITES_DOMAIN, startE2eWorld, type E2eWorld } from './helpers/e2e-world.ts';

function docs(title: string): Record<string, string> {
  return {
    'docs.json': JSON.stringify({
      $schema: 'https://mintlify.com/docs.json',
      theme: 'mint',
      name: 'Replay',
      colors: { primary: '#0E7C66' },
      navigation: { groups: [{ group: 'Start', pages: ['index'] }] },
    }),
    'index.mdx': `---\ntitle: ${title}\n---\n\nBody of ${title}.\n`,
  };
}

const titleOf = (html: string): string => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';

describe('a push replayed with a fresh delivery id', () => {
  let world: E2eWorld;
  let tenant: CallApi;
  beforeAll(async () => {
    world = await startE2eWorld({});
    const created = await world.operator<{ apiKey: { key: string } }>('POST', '/v1/tenants', { name: 'Replay tenant' });
    tenant = createApiClient(world.apiUrl, created.body.apiKey.key);
  });
  afterAll(async () => world?.close());

  it('is built and kept, but never rolls production back to its older commit', async () => {
    const repo = await world.createRepo('replayed');
    const slug = `replay-${Date.now().toString(36)}`;
    const made = await tenant('POST', '/v1/sites', { name: 'Replay', slug, repoUrl: repo.url });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const site = { id: made.body.id as string, secret: made.body.webhookSecret as string };
    const host = `${slug}.${SITES_DOMAIN}`;
    const hook = `${world.apiUrl}/webhooks/github/${site.id}`;
    const deliver = async (
      before: string | undefined,
      after: string,
    ): Promise<{ id: string; status: string; commitSha: string | null }> => {
      const delivery = await deliverGithubPush(hook, site.secret, {
        ref: 'refs/heads/main',
        after,
        ...(before === undefined ? {} : { before }),
      });
      expect(delivery.status).toBe(202);
      expect(delivery.body.outcome).toBe('queued');
      return waitForBuild(tenant, site.id, delivery.body.buildId!, 60_000);
    };

    const v1 = await repo.commit(docs('Version one'));
    expect((await deliver(undefined, v1)).status).toBe('succeeded');
    const v2 = await repo.commit(docs('Version two'));
    expect((await deliver(v1, v2)).status).toBe('succeeded');
    expect(titleOf((await world.edge(host, '/')).body)).toContain('Version two');

    // The first push's body again, under a new delivery id: accepted (it is signed), built, kept.
    const replayed = await deliver(undefined, v1);
    expect(replayed.status).toBe('succeeded');
    expect(replayed.commitSha).toBe(v1);
    const shown = await tenant('GET', `/v1/sites/${site.id}/builds/${replayed.id}`);
    expect(shown.body.log).toContain(
      `deployed but not activated: commit ${v1} is not the head of "main" (the git host says ${v2})`,
    );

    const deployments = (await tenant('GET', `/v1/sites/${site.id}/deployments?kind=production`)).body
      .deployments as Array<{ id: string; buildId: string; commitSha: string; isLive: boolean }>;
    const kept = deployments.find((d) => d.buildId === replayed.id);
    expect(kept).toMatchObject({ commitSha: v1, isLive: false });
    expect(deployments.find((d) => d.isLive)?.commitSha).toBe(v2);
    expect(titleOf((await world.edge(host, '/')).body)).toContain('Version two');

    // A person may still serve it on purpose.
    const activated = await tenant('POST', `/v1/sites/${site.id}/deployments/${kept!.id}/activate`);
    expect(activated.status, JSON.stringify(activated.body)).toBe(200);
    await expect
      .poll(async () => titleOf((await world.edge(host, '/')).body), { timeout: 5_000 })
      .toContain('Version one');
  }, 180_000);
});
