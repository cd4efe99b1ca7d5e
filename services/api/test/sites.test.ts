import { createRedis, SITE_EVENTS_CHANNEL } from '@folio/platform';
import { describe, expect, it } from 'vitest';
import { useEnvWithTenant } from './helpers/env-with-tenant.ts';
import { createSite, createTenant, insertFinishedBuild, REDIS_URL } from './helpers/test-env.ts';

const given = useEnvWithTenant();

const post = (payload: Record<string, unknown>, auth = given.tenant.auth) =>
  given.env.app.inject({ method: 'POST', url: '/v1/sites', headers: auth, payload });

describe('POST /v1/sites', () => {
  it('connects a repository, derives a slug and shows the webhook secret once', async () => {
    const response = await post({
      name: 'Acme Docs!',
      repoUrl: 'https://github.com/acme/docs.git',
      branch: 'main',
      docsRoot: '/docs/',
      gitToken: 'ghp_supersecrettoken',
      playgroundOrigins: ['https://api.acme.com', 'https://api.acme.com/'],
    });
    expect(response.statusCode).toBe(201);
    const site = response.json();
    expect(site).toMatchObject({
      slug: 'acme-docs',
      name: 'Acme Docs!',
      repoUrl: 'https://github.com/acme/docs.git',
      branch: 'main',
      docsRoot: 'docs',
      hasGitToken: true,
      playgroundOrigins: ['https://api.acme.com'],
      strictBuilds: false,
      activeDeploymentId: null,
      url: 'https://acme-docs.folio.test-sites.dev',
      webhookUrls: {
        github: `https://api.folio.test-platform.dev/webhooks/github/${site.id}`,
        gitlab: `https://api.folio.test-platform.dev/webhooks/gitlab/${site.id}`,
        generic: `https://api.folio.test-platform.dev/webhooks/generic/${site.id}`,
      },
    });
    expect(site.webhookSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(response.body).not.toContain('ghp_supersecrettoken');
    // Secrets are sealed at rest.
    const row = await given.env.db.pool.query(
      'SELECT git_token_sealed, webhook_secret_sealed FROM sites WHERE id = $1',
      [site.id],
    );
    expect(row.rows[0].git_token_sealed).toMatch(/^v2\./);
    expect(JSON.stringify(row.rows[0])).not.toContain('ghp_supersecrettoken');
    expect(JSON.stringify(row.rows[0])).not.toContain(site.webhookSecret);
    // The secret is never shown again.
    const again = await given.env.app.inject({
      method: 'GET',
      url: `/v1/sites/${site.id}`,
      headers: given.tenant.auth,
    });
    expect(again.json().webhookSecret).toBeUndefined();
    expect(again.body).not.toContain(site.webhookSecret);
  });

  it('gives a derived slug a suffix when taken, and answers 409 for a chosen slug that is taken', async () => {
    const first = (await post({ name: 'Handbook', repoUrl: 'https://gitlab.com/a/b.git' })).json();
    const second = (await post({ name: 'Handbook', repoUrl: 'https://gitlab.com/a/b.git' })).json();
    expect(first.slug).toBe('handbook');
    expect(second.slug).toMatch(/^handbook-[0-9a-f]{6}$/);
    const other = await createTenant(given.env, 'Other');
    const taken = await post({ name: 'X', slug: 'handbook', repoUrl: 'https://gitlab.com/a/b.git' }, other.auth);
    expect(taken.json()).toEqual({
      statusCode: 409,
      code: 'SLUG_TAKEN',
      message: 'slug "handbook" is already used by another site; choose another',
    });
  });

  it('refuses credentials in the URL, plain http, escaping docs roots, bad origins, slugs and branches', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { repoUrl: 'https://user:tok@github.com/a/b.git' },
        'INVALID_REPOSITORY',
        'repoUrl must not contain credentials; remove them from the URL and pass the token as gitToken',
      ],
      [{ repoUrl: 'http://github.com/a/b.git' }, 'INVALID_REPOSITORY', 'repoUrl must use https, got "http"'],
      [
        { docsRoot: '../etc' },
        'INVALID_SITE',
        'docsRoot "../etc" must be a relative folder inside the repository, such as "docs" (no "..")',
      ],
      [
        { playgroundOrigins: ['https://api.acme.com/v1'] },
        'INVALID_SITE',
        'playground origin "https://api.acme.com/v1" must be an origin such as https://api.acme.com (scheme and host, no path)',
      ],
      [
        { slug: 'Bad--Slug' },
        'INVALID_SITE',
        'slug "Bad--Slug" must be 1-24 lowercase letters, digits or single hyphens, not starting or ending with a hyphen',
      ],
      [{ slug: 'www' }, 'INVALID_SITE', 'slug "www" is reserved by the platform; choose another'],
      [{ branch: 'a..b' }, 'INVALID_SITE', 'branch "a..b" is not a valid git branch name'],
    ];
    for (const [fields, code, message] of cases) {
      const response = await post({ name: 'Bad', repoUrl: 'https://github.com/a/b.git', ...fields });
      expect(response.json()).toEqual({ statusCode: 400, code, message });
    }
    const strict = await post({
      name: 'Strict Docs',
      repoUrl: 'https://github.com/acme/strict.git',
      strictBuilds: true,
    });
    expect(strict.json()).toMatchObject({ slug: 'strict-docs', strictBuilds: true });
    const unknownField = await post({ name: 'X', repoUrl: 'https://github.com/a/b.git', colour: 'red' });
    expect(unknownField.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
  });
});

describe('GET, PATCH and DELETE /v1/sites/:siteId', () => {
  it('lists, updates and clears the git token', async () => {
    const site = await createSite(given.env, given.tenant, { name: 'Patchable', gitToken: 'tok' });
    const patched = await given.env.app.inject({
      method: 'PATCH',
      url: `/v1/sites/${site.id}`,
      headers: given.tenant.auth,
      payload: { branch: 'release', docsRoot: 'site', gitToken: null, playgroundOrigins: ['http://localhost:8080'] },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      branch: 'release',
      docsRoot: 'site',
      hasGitToken: false,
      playgroundOrigins: ['http://localhost:8080'],
      name: 'Patchable',
    });
    const list = await given.env.app.inject({ method: 'GET', url: '/v1/sites', headers: given.tenant.auth });
    expect(list.json().sites.map((s: { id: string }) => s.id)).toContain(site.id);
    // Strict builds: a page error fails the build instead of publishing the page as broken.
    const strict = await given.env.app.inject({
      method: 'PATCH',
      url: `/v1/sites/${site.id}`,
      headers: given.tenant.auth,
      payload: { strictBuilds: true },
    });
    expect(strict.json()).toMatchObject({ strictBuilds: true, branch: 'release' });
    const stored = await given.env.db.pool.query('SELECT strict_builds FROM sites WHERE id = $1', [site.id]);
    expect(stored.rows[0].strict_builds).toBe(true);
    const fetched = await given.env.app.inject({
      method: 'GET',
      url: `/v1/sites/${site.id}`,
      headers: given.tenant.auth,
    });
    expect(fetched.json().strictBuilds).toBe(true);
    const notBoolean = await given.env.app.inject({
      method: 'PATCH',
      url: `/v1/sites/${site.id}`,
      headers: given.tenant.auth,
      payload: { strictBuilds: 'sometimes' },
    });
    expect(notBoolean.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    const empty = await given.env.app.inject({
      method: 'PATCH',
      url: `/v1/sites/${site.id}`,
      headers: given.tenant.auth,
      payload: {},
    });
    expect(empty.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
  });

  it('sets a base path, queues a production build for it, and refuses traversal with a clear 400', async () => {
    const site = await createSite(given.env, given.tenant, { name: 'Subpath' });
    const patch = (payload: Record<string, unknown>) =>
      given.env.app.inject({ method: 'PATCH', url: `/v1/sites/${site.id}`, headers: given.tenant.auth, payload });
    const builds = async () =>
      (
        await given.env.db.pool.query<{ kind: string; trigger: string; status: string }>(
          'SELECT kind, trigger, status FROM builds WHERE site_id = $1',
          [site.id],
        )
      ).rows;
    expect((await patch({ basePath: '/docs' })).json()).toMatchObject({ basePath: '/docs' });
    expect(await builds()).toEqual([{ kind: 'production', trigger: 'manual', status: 'queued' }]);
    // The same value again changes nothing the build depends on: no build.
    expect((await patch({ basePath: '/docs', name: 'Subpath 2' })).json()).toMatchObject({ basePath: '/docs' });
    expect(await builds()).toHaveLength(1);
    for (const [value, message] of [
      ['/../x', 'basePath must not contain "." or ".." segments'],
      ['/a%2Fb', 'basePath must not contain percent-escapes such as %2F; write the path as plain text'],
      ['/docs/', 'basePath must not end with "/" (write "/docs")'],
      ['docs', 'basePath must start with "/" (write "/docs")'],
    ] as const) {
      expect((await patch({ basePath: value })).json()).toEqual({
        statusCode: 400,
        code: 'INVALID_BASE_PATH',
        message,
      });
    }
    const cleared = await patch({ basePath: null });
    expect(cleared.json()).toMatchObject({ basePath: null });
    const stored = await given.env.db.pool.query('SELECT base_path FROM sites WHERE id = $1', [site.id]);
    expect(stored.rows[0].base_path).toBeNull();
  });

  it('deletes a site: its deployments are gone and the edges are told', async () => {
    const site = await createSite(given.env, given.tenant, { name: 'Doomed' });
    const { deploymentId } = await insertFinishedBuild(given.env, site.id);
    await given.env.db.pool.query('UPDATE sites SET active_deployment_id = $1 WHERE id = $2', [deploymentId, site.id]);
    const subscriber = createRedis(REDIS_URL, () => {});
    const messages: string[] = [];
    await subscriber.subscribe(SITE_EVENTS_CHANNEL);
    subscriber.on('message', (_c, m) => messages.push(m));
    try {
      const response = await given.env.app.inject({
        method: 'DELETE',
        url: `/v1/sites/${site.id}`,
        headers: given.tenant.auth,
      });
      expect(response.statusCode).toBe(204);
      const left = await given.env.db.pool.query('SELECT count(*)::int AS n FROM deployments WHERE id = $1', [
        deploymentId,
      ]);
      expect(left.rows[0].n).toBe(0);
      await expect.poll(() => messages).toContainEqual(JSON.stringify({ type: 'site-removed', siteId: site.id }));
      expect(
        (await given.env.app.inject({ method: 'GET', url: `/v1/sites/${site.id}`, headers: given.tenant.auth }))
          .statusCode,
      ).toBe(404);
    } finally {
      subscriber.disconnect();
    }
  });
});

describe('given.tenant isolation', () => {
  it("answers 404 for every route given another given.tenant's ids, and changes nothing", async () => {
    const a = await createTenant(given.env, 'A');
    const b = await createTenant(given.env, 'B');
    const bSite = await createSite(given.env, b, { name: 'B docs' });
    const { buildId, deploymentId } = await insertFinishedBuild(given.env, bSite.id);
    const domain = (
      await given.env.app.inject({
        method: 'POST',
        url: `/v1/sites/${bSite.id}/domains`,
        headers: b.auth,
        payload: { hostname: 'docs.b-corp.com' },
      })
    ).json();
    const base = `/v1/sites/${bSite.id}`;
    const attempts: Array<[string, string, unknown?]> = [
      ['GET', base],
      ['PATCH', base, { name: 'pwned' }],
      ['DELETE', base],
      ['POST', `${base}/webhook-secret`],
      ['GET', `${base}/builds`],
      ['POST', `${base}/builds`, {}],
      ['GET', `${base}/builds/${buildId}`],
      ['POST', `${base}/builds/${buildId}/cancel`],
      ['GET', `${base}/deployments`],
      ['POST', `${base}/deployments/${deploymentId}/activate`],
      ['GET', `${base}/domains`],
      ['POST', `${base}/domains`, { hostname: 'x.a-corp.com' }],
      ['GET', `${base}/domains/${domain.id}`],
      ['POST', `${base}/domains/${domain.id}/verify`],
      ['DELETE', `${base}/domains/${domain.id}`],
    ];
    for (const [method, url, payload] of attempts) {
      const response = await given.env.app.inject({
        method: method as 'GET',
        url,
        headers: a.auth,
        ...(payload ? { payload } : {}),
      });
      expect({ method, url, status: response.statusCode, code: response.json().code }).toEqual({
        method,
        url,
        status: 404,
        code: expect.stringMatching(/^(SITE|BUILD|DOMAIN)_NOT_FOUND$/),
      });
    }
    // A's own site with B's child ids: still 404, naming the child.
    const aSite = await createSite(given.env, a, { name: 'A docs' });
    const child = await given.env.app.inject({
      method: 'GET',
      url: `/v1/sites/${aSite.id}/builds/${buildId}`,
      headers: a.auth,
    });
    expect(child.json()).toMatchObject({ statusCode: 404, code: 'BUILD_NOT_FOUND' });
    const activate = await given.env.app.inject({
      method: 'POST',
      url: `/v1/sites/${aSite.id}/deployments/${deploymentId}/activate`,
      headers: a.auth,
    });
    expect(activate.json()).toMatchObject({ statusCode: 404, code: 'DEPLOYMENT_NOT_FOUND' });
    const domainGet = await given.env.app.inject({
      method: 'GET',
      url: `/v1/sites/${aSite.id}/domains/${domain.id}`,
      headers: a.auth,
    });
    expect(domainGet.json()).toMatchObject({ statusCode: 404, code: 'DOMAIN_NOT_FOUND' });
    // B's things are untouched.
    const bView = (await given.env.app.inject({ method: 'GET', url: base, headers: b.auth })).json();
    expect(bView.name).toBe('B docs');
    expect(bView.activeDeploymentId).toBeNull();
    const bBuild = (
      await given.env.app.inject({ method: 'GET', url: `${base}/builds/${buildId}`, headers: b.auth })
    ).json();
    expect(bBuild.status).toBe('succeeded');
    expect(
      (await given.env.app.inject({ method: 'GET', url: `${base}/domains/${domain.id}`, headers: b.auth })).statusCode,
    ).toBe(200);
    expect(
      (await given.env.app.inject({ method: 'GET', url: `${base}/builds`, headers: b.auth })).json().builds,
    ).toHaveLength(1);
    expect(
      (await given.env.app.inject({ method: 'GET', url: '/v1/sites', headers: a.auth }))
        .json()
        .sites.map((s: { id: string }) => s.id),
    ).toEqual([aSite.id]);
  });
});
