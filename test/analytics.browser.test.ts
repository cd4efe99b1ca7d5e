// Analytics end to end, in Chromium: a reader browses a hosted site (pages, a search that finds
// results and opens one, a search that finds nothing, a page that does not exist, a playground
// call, a "No" vote with a comment), a crawler and an agent read it too, and the counts come back
// exact through the real edge → Redis stream → worker → Postgres → API, and on the dashboard's
// Analytics tab (axe-checked, light, dark and 390 px, saved under test-output/screenshots).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createApiClient,
  deliverGithubPush,
  findFreePort,
  startFrontProxy,
  waitForBuild,
  type CallApi,
} from '@folio/local';
import type { FastifyInstance } from 'fastify';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './helpers/axe.ts';
import { hasChromium, screenshot, useChromiumBrowser, watchProblems } from './helpers/chromium.ts';
import { SITES_DOMAIN, startE2eWorld, type E2eWorld } from './helpers/e2e-world.ts';

const API_HOST = 'pets.analytics-test.invalid';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

function docsFiles(apiPort: number): Record<string, string> {
  return {
    'docs.json': JSON.stringify({
      theme: 'mint',
      name: 'Counted Docs',
      colors: { primary: '#0E7C66' },
      navigation: {
        tabs: [
          { tab: 'Guides', groups: [{ group: 'Start', pages: ['index', 'quickstart'] }] },
          { tab: 'API', openapi: 'openapi.yaml', groups: [{ group: 'Pets', pages: ['GET /pets'] }] },
        ],
      },
    }),
    'index.mdx': '---\ntitle: Welcome\ndescription: Home.\n---\n\n## Hello\n\nRead the [quickstart](/quickstart).\n',
    'quickstart.mdx':
      '---\ntitle: Quickstart\ndescription: Start here.\n---\n\n## Install the gadget\n\nRun the installer, then configure the gadget.\n',
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

describe.skipIf(!hasChromium)(
  'analytics, from a reader in Chromium to the dashboard',
  () => {
    let world: E2eWorld;
    let front: FastifyInstance;
    let port: number;
    let testApi: Server;
    let tenant: CallApi;
    let tenantId: string;
    let site: { id: string; slug: string; webhookSecret: string };
    let host: string;
    let commit: string;
    const browser = useChromiumBrowser();
    let reader: BrowserContext;
    const problems: string[] = [];
    const siteUrl = (path: string) => `http://${host}:${port}${path}`;

    beforeAll(async () => {
      testApi = createServer((_request, response) => {
        response.writeHead(200, { 'content-type': 'application/json' }).end('[{"id":1,"name":"Rex"}]');
      });
      await new Promise<void>((done) => testApi.listen(0, '127.0.0.1', done));
      port = await findFreePort();
      world = await startE2eWorld(
        { [API_HOST]: ['127.0.0.1'] },
        { apiEnv: { DASHBOARD_ORIGIN: `http://app.localhost:${port}`, PUBLIC_URL: `http://api.localhost:${port}` } },
      );
      front = (
        await startFrontProxy({
          host: '127.0.0.1',
          port,
          apiHosts: ['api.localhost', 'app.localhost'],
          apiUrl: world.apiUrl,
          edgeUrl: `http://127.0.0.1:${world.edgePort}`,
        })
      ).app;
      const created = await world.operator<{ tenant: { id: string }; apiKey: { key: string } }>('POST', '/v1/tenants', {
        name: 'Counted',
      });
      tenant = createApiClient(world.apiUrl, created.body.apiKey.key);
      tenantId = created.body.tenant.id;
      const repo = await world.createRepo('counted-docs');
      const made = await tenant<{ id: string; slug: string; webhookSecret: string }>('POST', '/v1/sites', {
        name: 'Counted docs',
        slug: `counted-${Date.now().toString(36)}`,
        repoUrl: repo.url,
      });
      site = made.body;
      host = `${site.slug}.${SITES_DOMAIN}`;
      commit = await repo.commit(docsFiles((testApi.address() as AddressInfo).port));
      const delivery = await deliverGithubPush(`${world.apiUrl}/webhooks/github/${site.id}`, site.webhookSecret, {
        ref: 'refs/heads/main',
        after: commit,
      });
      const build = await waitForBuild(tenant, site.id, delivery.body.buildId!, 60_000);
      expect(build.status, build.errorMessage ?? '').toBe('succeeded');
      // A person's browser: headless Chromium names itself HeadlessChrome, which counts as a bot.
      reader = await browser.newContext({ userAgent: CHROME });
    }, 120_000);

    afterAll(async () => {
      await front?.close();
      await world?.close();
      await new Promise((done) => testApi?.close(done));
    });

    const searchFor = async (page: Page, query: string) => {
      const box = page.locator('#search-input');
      await box.fill('');
      await box.pressSequentially(query, { delay: 20 });
      await expect
        .poll(() => page.locator('.search-status').textContent(), { timeout: 10_000 })
        .toMatch(/result|No results/);
    };

    it('counts a reader, a crawler and an agent exactly, and shows it on the dashboard', async () => {
      // 1. Two page views by one reader, the first from a search engine.
      const page = await reader.newPage();
      watchProblems(page, problems, { where: 'site' });
      await page.goto(siteUrl('/'), { referer: 'https://www.google.com/' });
      await page.getByRole('link', { name: 'quickstart' }).first().click();
      await page.waitForURL(siteUrl('/quickstart'));

      // 2. The quickstart did not help: "No", then a comment, with the keyboard only.
      const widget = page.getByRole('region', { name: 'Was this page helpful?' });
      expect(await seriousAxeViolations(page)).toEqual([]);
      await widget.getByRole('button', { name: 'No' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => widget.getByRole('status').textContent()).toContain('Thank you');
      expect(await widget.getByRole('button', { name: 'No' }).getAttribute('aria-pressed')).toBe('true');
      await page.keyboard.press('Tab'); // the buttons are disabled once the vote is in: the comment is next
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('page-feedback-comment');
      await page.keyboard.type('The installer link is broken.');
      expect(await widget.getByLabel('What was missing or wrong? (optional)').inputValue()).toBe(
        'The installer link is broken.',
      );
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        // The widget's own elements (the rest of the frame has its own browser tests).
        const inWidget = (await seriousAxeViolations(page)).filter((violation) =>
          violation.nodes.some((node) => node.includes('page-feedback')),
        );
        expect(inWidget, scheme).toEqual([]);
        await widget.scrollIntoViewIfNeeded();
        await screenshot(page, `analytics-feedback-widget${scheme === 'dark' ? '-dark' : ''}`, { fullPage: false });
      }
      await page.emulateMedia({ colorScheme: 'light' });
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect.poll(() => widget.getByRole('status').textContent()).toBe('Thank you, your comment was sent.');
      expect(await widget.locator('form').isHidden()).toBe(true);

      // 3. Back home (a view), a search that finds nothing, left to settle, then one whose first
      // result is opened with Enter (a view of the quickstart).
      await page.goto(siteUrl('/'));
      await searchFor(page, 'kubernetes');
      expect(await page.locator('.search-status').textContent()).toContain('No results');
      await page.waitForTimeout(1_800);
      await searchFor(page, 'installer');
      await Promise.all([page.waitForURL(/\/quickstart/), page.locator('#search-input').press('Enter')]);

      // 4. A page that does not exist, whose 404 page takes the reader home (a view, as errors.404.redirect
      // is on by default); then the API page (a view) and its playground.
      expect((await page.goto(siteUrl('/quickstrat')))?.status()).toBe(404);
      await page.waitForURL(siteUrl('/'));
      await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'API' }).click();
      const form = page.locator('form[data-playground]');
      await form.waitFor();
      const apiPath = new URL(page.url()).pathname;
      await form.getByRole('button', { name: 'Send' }).click();
      await expect.poll(() => page.locator('[data-status]').textContent(), { timeout: 10_000 }).toBe('200 OK');
      await page.close({ runBeforeUnload: true });
      expect(problems).toEqual([]);

      // 5. A crawler reads a page; an agent reads the Markdown and llms.txt.
      const gptbot = { 'user-agent': 'Mozilla/5.0 (compatible; GPTBot/1.2; +https://openai.com/gptbot)' };
      expect((await world.edge(host, '/', { headers: gptbot })).status).toBe(200);
      const claude = { 'user-agent': 'Claude-User (+https://support.anthropic.com/)' };
      expect((await world.edge(host, '/quickstart.md', { headers: claude })).status).toBe(200);
      expect((await world.edge(host, '/llms.txt', { headers: claude })).status).toBe(200);

      // 6. The API, once the worker folded the stream.
      const today = new Date().toISOString().slice(0, 10);
      const read = async () =>
        (await tenant<Record<string, unknown>>('GET', `/v1/sites/${site.id}/analytics?from=${today}&to=${today}`)).body;
      await expect.poll(async () => (await read()).views, { timeout: 20_000 }).toBe(6);
      await expect.poll(async () => (await read()).agentViews, { timeout: 20_000 }).toBe(3);
      const analytics = (await read()) as {
        feedback: { comments: unknown[] };
        searches: unknown[];
        [key: string]: unknown;
      };
      expect(analytics).toMatchObject({
        views: 6,
        visitors: 1,
        agentViews: 3,
        pages: expect.arrayContaining([
          { path: '/', views: 3 },
          { path: '/quickstart', views: 2 },
          { path: apiPath, views: 1 },
        ]),
        referrers: [{ host: 'www.google.com', views: 1 }],
        agents: expect.arrayContaining([
          { family: 'openai', read: 'page', requests: 1 },
          { family: 'anthropic', read: 'markdown', requests: 1 },
          { family: 'anthropic', read: 'llms', requests: 1 },
        ]),
        searches: expect.arrayContaining([
          { query: 'installer', count: 1, results: expect.any(Number), clicks: 1, clickThroughRate: 1 },
          { query: 'kubernetes', count: 1, results: 0, clicks: 0, clickThroughRate: 0 },
        ]),
        zeroResultSearches: [{ query: 'kubernetes', count: 1 }],
        feedback: {
          up: 0,
          down: 1,
          comments: [
            {
              path: '/quickstart',
              rating: 'down',
              comment: 'The installer link is broken.',
              commit,
              at: expect.any(String),
            },
          ],
        },
        playground: [{ operation: 'GET /pets', calls: 1, statuses: { '2xx': 1 } }],
        notFound: [{ path: '/quickstrat', count: 1 }],
      });
      expect((analytics.pages as unknown[]).length).toBe(3);
      expect(analytics.agents as unknown[]).toHaveLength(3);
      expect(analytics.searches).toHaveLength(2);

      // 7. The dashboard's Analytics tab shows the same.
      const dashboard = await browser.newContext({});
      const owner = await dashboard.newPage();
      const dashboardProblems: string[] = [];
      watchProblems(owner, dashboardProblems, { where: 'dashboard' });
      const link = await world.operator<{ url: string }>('POST', `/v1/tenants/${tenantId}/sign-in-links`, {
        email: 'owner@counted.dev',
      });
      await owner.goto(link.body.url.replace(/:\d+\//, `:${port}/`));
      await owner.getByRole('button', { name: 'Continue as owner@counted.dev' }).click();
      await owner.waitForURL(`http://app.localhost:${port}/`);
      await owner.goto(`http://app.localhost:${port}/sites/${site.id}/analytics`);
      await owner.waitForSelector('.chart canvas');
      const stat = async (label: string) =>
        (
          await owner
            .locator('.stat', { has: owner.locator('dt', { hasText: label }) })
            .locator('.stat-value')
            .textContent()
        )?.trim();
      expect(await stat('Views')).toBe('6');
      expect(await stat('Visitors')).toBe('1');
      expect(await stat('Agent requests')).toBe('3');
      expect(await stat('Helpful')).toBe('0%');
      const rowOf = (caption: string, text: string) =>
        owner.getByRole('table', { name: caption }).locator('tr', { hasText: text });
      expect(await rowOf('Top pages', '/quickstart').locator('td').last().textContent()).toBe('2');
      expect(await owner.getByRole('table', { name: 'Top pages' }).locator('tbody tr').count()).toBe(3);
      expect(await rowOf('Referrers', 'www.google.com').locator('td').last().textContent()).toBe('1');
      expect(await rowOf('Searches with no results', 'kubernetes').locator('td').last().textContent()).toBe('1');
      expect(await rowOf('Searches', 'installer').locator('td').nth(3).textContent()).toBe('1');
      expect(await rowOf('Playground calls', 'GET /pets').locator('td').nth(1).textContent()).toBe('1');
      expect(await rowOf('Pages not found', '/quickstrat').locator('td').last().textContent()).toBe('1');
      const comment = rowOf('Feedback comments', 'The installer link is broken.');
      expect(await comment.locator('td').nth(1).textContent()).toBe('No');
      expect(await comment.locator('td').nth(3).textContent()).toBe(commit.slice(0, 7));
      expect(await comment.getByRole('link', { name: '/quickstart' }).getAttribute('href')).toBe(
        siteUrl('/quickstart'),
      );
      const csv = await owner.evaluate(
        async (url) => (await fetch(url)).text(),
        `/sites/${site.id}/analytics/pages.csv?from=${today}&to=${today}`,
      );
      expect(csv.split('\r\n')).toEqual(expect.arrayContaining(['path,views', '/,3', '/quickstart,2']));

      for (const [scheme, width, suffix] of [
        ['light', 1280, ''],
        ['dark', 1280, '-dark'],
        ['light', 390, '-mobile'],
      ] as const) {
        await owner.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await owner.emulateMedia({ colorScheme: scheme });
        await owner.waitForTimeout(300); // the chart redraws for the width and the scheme
        const violations = await seriousAxeViolations(owner);
        expect(violations, `analytics${suffix}: ${JSON.stringify(violations, null, 1)}`).toEqual([]);
        if (width === 390) {
          const overflow = await owner.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, 'the Analytics tab is wider than 390 px').toBeLessThanOrEqual(0);
        }
        await screenshot(owner, `dashboard-analytics${suffix}`);
      }
      expect(dashboardProblems).toEqual([]);
      await dashboard.close();
    }, 180_000);
  },
  300_000,
);
