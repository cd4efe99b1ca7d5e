// End to end: a push becomes a live page, on the platform host and on a verified custom domain; the
// playground goes through the edge; a broken push keeps the old site and shows its diagnostics;
// rollback; branch previews; and a real browser using the served site and its playground.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApiClient, deliverGithubPush, waitForBuild, type CallApi } from '@folio/local';
import { previewLabel } from '@folio/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITES_DOMAIN, startE2eWorld, type E2eWorld } from './helpers/e2e-world.ts';

const API_HOST = 'pets.e2e-test.invalid';
// A public-looking name: the API refuses special-use TLDs; its TXT lookups go to the test resolver.
const CUSTOM_DOMAIN = 'docs.folio-e2e-customer.com';
const CHROMIUM = '/usr/bin/chromium';
const screenshots = resolve(fileURLToPath(new URL('.', import.meta.url)), '../test-output/screenshots');

function docsFiles(title: string, apiPort: number): Record<string, string> {
  return {
    'docs.json': JSON.stringify({
      $schema: 'https://mintlify.com/docs.json',
      theme: 'mint',
      name: 'E2E Pets',
      colors: { primary: '#0E7C66' },
      navigation: {
        tabs: [
          { tab: 'Guides', groups: [{ group: 'Start', pages: ['index'] }] },
          { tab: 'API', openapi: 'openapi.yaml', groups: [{ group: 'Pets', pages: ['GET /pets'] }] },
        ],
      },
    }),
    'index.mdx': `---\ntitle: ${title}\ndescription: The e2e home page.\n---\n\n## Hello\n\nServed through the edge.\n`,
    'openapi.yaml': [
      'openapi: 3.0.3',
      'info: { title: Pets, version: "1.0" }',
      'servers:',
      `  - url: http://${API_HOST}:${apiPort}/v1`,
      'paths:',
      '  /pets:',
      '    get:',
      '      operationId: listPets',
      '      summary: List pets',
      '      responses:',
      "        '200': { description: The pets }",
      '',
    ].join('\n'),
  };
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';

describe('push → webhook → worker → edge, end to end', () => {
  let world: E2eWorld;
  let testApi: Server;
  let apiPort: number;
  const apiCalls: string[] = [];
  let tenant: CallApi;
  let site: { id: string; slug: string; webhookSecret: string };
  let repo: Awaited<ReturnType<E2eWorld['createRepo']>>;
  let host: string;
  const commits: Record<string, string> = {};

  const push = async (files: Record<string, string>, branch = 'main') => {
    const sha = await repo.commit(files, branch);
    const delivery = await deliverGithubPush(`${world.apiUrl}/webhooks/github/${site.id}`, site.webhookSecret, {
      ref: `refs/heads/${branch}`,
      after: sha,
    });
    expect(delivery.status).toBe(202);
    expect(delivery.body.outcome).toBe('queued');
    return { sha, build: await waitForBuild(tenant, site.id, delivery.body.buildId!, 45_000) };
  };

  beforeAll(async () => {
    testApi = createServer((request, response) => {
      apiCalls.push(`${request.method} ${request.url}`);
      response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      response.end(JSON.stringify([{ id: 1, name: 'Rex' }]));
    });
    await new Promise<void>((done) => testApi.listen(0, '127.0.0.1', done));
    apiPort = (testApi.address() as AddressInfo).port;
    world = await startE2eWorld({ [API_HOST]: ['127.0.0.1'] });
    const created = await world.operator<{ apiKey: { key: string } }>('POST', '/v1/tenants', { name: 'E2E tenant' });
    expect(created.status).toBe(201);
    tenant = createApiClient(world.apiUrl, created.body.apiKey.key);
    repo = await world.createRepo('docs');
    const slug = `e2e-${Date.now().toString(36)}`;
    // No extra playground origins: the test API is allow-listed only because it is the `servers` URL
    // of the site's OpenAPI document, which the worker records on the deployment.
    const made = await tenant<{ id: string; webhookSecret: string }>('POST', '/v1/sites', {
      name: 'E2E docs',
      slug,
      repoUrl: repo.url,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    site = { id: made.body.id, slug, webhookSecret: made.body.webhookSecret };
    host = `${slug}.${SITES_DOMAIN}`;
  });
  afterAll(async () => {
    await world?.close();
    await new Promise((done) => testApi?.close(done));
  });

  it('refuses a webhook with a bad signature and builds nothing', async () => {
    const sha = await repo.commit(docsFiles('Version one', apiPort));
    commits.v1 = sha;
    const forged = await deliverGithubPush(`${world.apiUrl}/webhooks/github/${site.id}`, 'not-the-secret', {
      ref: 'refs/heads/main',
      after: sha,
    });
    expect(forged.status).toBe(401);
    expect((await tenant('GET', `/v1/sites/${site.id}/builds`)).body.builds).toEqual([]);
  });

  it('builds a signed push and serves it at the site host', async () => {
    const delivery = await deliverGithubPush(`${world.apiUrl}/webhooks/github/${site.id}`, site.webhookSecret, {
      ref: 'refs/heads/main',
      after: commits.v1!,
    });
    expect(delivery.status).toBe(202);
    const build = await waitForBuild(tenant, site.id, delivery.body.buildId!, 45_000);
    expect(build.status, build.errorMessage ?? '').toBe('succeeded');
    const page = await world.edge(host, '/');
    expect(page.status).toBe(200);
    expect(titleOf(page.body)).toContain('Version one');
    expect(page.body).toContain('Served through the edge.');
    expect((await world.edge(`nope.${SITES_DOMAIN}`, '/')).status).toBe(404);
  });

  it('adds a custom domain, verifies it by TXT record, and serves the site there', async () => {
    const added = await tenant<{ id: string; verification: { name: string; value: string } }>(
      'POST',
      `/v1/sites/${site.id}/domains`,
      { hostname: CUSTOM_DOMAIN },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const { name, value } = added.body.verification;
    const early = await tenant('POST', `/v1/sites/${site.id}/domains/${added.body.id}/verify`);
    expect(early.body.status).toBe('pending');
    expect((await world.edge(CUSTOM_DOMAIN, '/')).status).toBe(404);
    world.txt.set(name, [value]);
    const verified = await tenant('POST', `/v1/sites/${site.id}/domains/${added.body.id}/verify`);
    expect(verified.body.status).toBe('verified');
    await expect
      .poll(async () => titleOf((await world.edge(CUSTOM_DOMAIN, '/')).body), { timeout: 5_000 })
      .toContain('Version one');
  });

  it('sends a playground request through the edge to the allow-listed API', async () => {
    const answer = await world.edge(host, '/_docs/api/request', {
      method: 'POST',
      headers: { origin: `http://${host}`, 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'GET', url: `http://${API_HOST}:${apiPort}/v1/pets`, query: { limit: 1 } }),
    });
    expect(answer.status, answer.body).toBe(200);
    const result = JSON.parse(answer.body);
    expect(result.status).toBe(200);
    expect(JSON.parse(result.body)).toEqual([{ id: 1, name: 'Rex' }]);
    expect(apiCalls).toContain('GET /v1/pets?limit=1');
    const offList = await world.edge(host, '/_docs/api/request', {
      method: 'POST',
      headers: { origin: `http://${host}`, 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'GET', url: 'http://127.0.0.1:9/' }),
    });
    expect(offList.status).toBeGreaterThanOrEqual(400);
  });

  it('keeps serving the old site when a push breaks docs.json, and shows why in the API', async () => {
    const v2 = await push(docsFiles('Version two', apiPort));
    commits.v2 = v2.sha;
    expect(v2.build.status).toBe('succeeded');
    expect(titleOf((await world.edge(host, '/')).body)).toContain('Version two');

    const broken = await push({ 'docs.json': '{ "name": "E2E Pets", "navigation": ' });
    expect(broken.build.status).toBe('failed');
    const shown = await tenant<{ status: string; diagnostics: object[] }>(
      'GET',
      `/v1/sites/${site.id}/builds/${broken.build.id}`,
    );
    expect(shown.body.status).toBe('failed');
    expect(shown.body.diagnostics.length).toBeGreaterThan(0);
    expect(shown.body.diagnostics[0]).toMatchObject({ severity: 'error', file: 'docs.json' });
    expect(titleOf((await world.edge(host, '/')).body)).toContain('Version two');
  });

  it('rolls back to the first deployment through the API', async () => {
    const list = await tenant<{ deployments: { id: string; commitSha: string }[] }>(
      'GET',
      `/v1/sites/${site.id}/deployments?kind=production`,
    );
    const first = list.body.deployments.find((d: { commitSha: string }) => d.commitSha === commits.v1);
    expect(first).toBeDefined();
    const activated = await tenant('POST', `/v1/sites/${site.id}/deployments/${first!.id}/activate`);
    expect(activated.status, JSON.stringify(activated.body)).toBe(200);
    await expect
      .poll(async () => titleOf((await world.edge(host, '/')).body), { timeout: 5_000 })
      .toContain('Version one');
  });

  it('builds a pushed branch as a preview at its own host', async () => {
    const preview = await push(docsFiles('Preview of a feature', apiPort), 'feature/new-look');
    expect(preview.build.status).toBe('succeeded');
    const previewHost = `${previewLabel('feature/new-look')}--${site.slug}.${SITES_DOMAIN}`;
    const page = await world.edge(previewHost, '/');
    expect(page.status).toBe(200);
    expect(titleOf(page.body)).toContain('Preview of a feature');
    expect(titleOf((await world.edge(host, '/')).body)).toContain('Version one');
  });

  describe.skipIf(!existsSync(CHROMIUM))('in a real browser', () => {
    it('opens the served site through the edge and uses the playground', async () => {
      const { chromium } = await import('playwright-core');
      mkdirSync(screenshots, { recursive: true });
      const profile = mkdtempSync(join(tmpdir(), 'folio-e2e-chromium-'));
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: CHROMIUM,
        headless: true,
        args: [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      });
      try {
        const page = await context.newPage();
        // Chromium resolves *.localhost to loopback itself: the edge sees the site's own Host.
        await page.goto(`http://${host}:${world.edgePort}/`);
        expect(await page.title()).toContain('Version one');
        await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'API' }).click();
        const form = page.locator('form[data-playground]');
        await form.waitFor();
        const before = apiCalls.length;
        await form.getByRole('button', { name: 'Send' }).click();
        await expect.poll(() => page.locator('[data-status]').textContent(), { timeout: 10_000 }).toBe('200 OK');
        expect(apiCalls.slice(before)).toEqual(['GET /v1/pets']);
        await page.screenshot({ path: join(screenshots, 'e2e-playground.png'), fullPage: true });
      } finally {
        await context.close();
        rmSync(profile, { recursive: true, force: true });
      }
    }, 60_000);
  });
});
