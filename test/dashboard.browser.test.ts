// The dashboard as a new customer uses it, in Chromium: from the one-time sign-in link to a
// connected repository on the local git host, a push that builds (live status over server-sent
// events), a strict build that fails with diagnostics pointing at the broken page, a rollback, a
// verified custom domain and a revoked API key. Every screen is checked with axe-core (no serious
// or critical violation) and saved under test-output/screenshots/dashboard-*.png, light and dark,
// desktop and 390 px wide.
import { deliverGithubPush, findFreePort, startFrontProxy } from '@folio/local';
import type { FastifyInstance } from 'fastify';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './helpers/axe.ts';
import { hasChromium, screenshot, useChromium } from './helpers/chromium.ts';
import { startE2eWorld, type E2eWorld } from './helpers/e2e-world.ts';

const CUSTOM_DOMAIN = 'docs.folio-dashboard-customer.com';

function docsFiles(title: string, extra: Record<string, string> = {}): Record<string, string> {
  const pages = ['index', 'quickstart', ...Object.keys(extra).map((file) => file.replace(/\.mdx$/, ''))];
  return {
    'docs.json': JSON.stringify({
      theme: 'mint',
      name: 'Dashboard Docs',
      colors: { primary: '#0E7C66' },
      navigation: { groups: [{ group: 'Start', pages }] },
    }),
    'index.mdx': `---\ntitle: ${title}\ndescription: Home.\n---\n\n## Welcome\n\nBuilt from the dashboard test.\n`,
    'quickstart.mdx': '---\ntitle: Quickstart\ndescription: Start here.\n---\n\n## Install\n\nRun it.\n',
    ...extra,
  };
}

describe.skipIf(!hasChromium)(
  'the dashboard in Chromium',
  () => {
    let world: E2eWorld;
    let front: FastifyInstance;
    let port: number;
    // axe-core is injected as an inline script, which the dashboard's CSP would refuse.
    const chromium = useChromium({ bypassCSP: true });
    let page: Page;
    let repo: Awaited<ReturnType<E2eWorld['createRepo']>>;
    let siteId = '';
    let webhookSecret = '';
    const app = (path: string) => `http://app.localhost:${port}${path}`;

    /** Saves the screen light and dark (desktop), and light at 390 px, after an axe check of each. */
    async function capture(name: string): Promise<void> {
      for (const [scheme, width, suffix] of [
        ['light', 1280, ''],
        ['dark', 1280, '-dark'],
        ['light', 390, '-mobile'],
      ] as const) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.emulateMedia({ colorScheme: scheme });
        const violations = await seriousAxeViolations(page);
        expect(violations, `${name}${suffix}: ${JSON.stringify(violations, null, 1)}`).toEqual([]);
        if (width === 390) {
          const overflow = await page.evaluate(() => {
            const width = document.documentElement.clientWidth;
            const wide = [...document.querySelectorAll('body *')]
              .filter(
                (e) => e.getBoundingClientRect().right > width + 1 && !e.parentElement?.closest('.table-wrap, pre'),
              )
              .map((e) => `${e.tagName.toLowerCase()}.${e.className}`);
            return { by: document.documentElement.scrollWidth - width, wide: wide.slice(0, 5) };
          });
          expect(overflow.by, `${name} is wider than 390 px: ${overflow.wide.join(', ')}`).toBeLessThanOrEqual(0);
        }
        await screenshot(page, `dashboard-${name}${suffix}`);
      }
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.emulateMedia({ colorScheme: 'light' });
    }

    async function push(files: Record<string, string>): Promise<string> {
      const sha = await repo.commit(files);
      // The git host's webhook, signed with the secret the dashboard showed.
      const delivery = await deliverGithubPush(`${world.apiUrl}/webhooks/github/${siteId}`, webhookSecret, {
        ref: 'refs/heads/main',
        after: sha,
      });
      expect(delivery.status).toBe(202);
      return delivery.body.buildId!;
    }

    beforeAll(async () => {
      port = await findFreePort();
      world = await startE2eWorld(
        {},
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
      repo = await world.createRepo('dashboard-docs');
      await repo.commit(docsFiles('Version one'));
      page = await chromium.context.newPage();
    }, 60_000);

    afterAll(async () => {
      await front?.close();
      await world?.close();
    });

    it('signs in with the one-time link and shows an empty tenant', async () => {
      const tenant = await world.operator<{ tenant: { id: string } }>('POST', '/v1/tenants', { name: 'Acme Robotics' });
      const link = await world.operator<{ url: string }>('POST', `/v1/tenants/${tenant.body.tenant.id}/sign-in-links`, {
        email: 'ada@acme-robotics.dev',
      });
      expect(link.status).toBe(201);
      await page.goto(link.body.url.replace(/:\d+\//, `:${port}/`));
      await expect.poll(() => page.textContent('h1')).toBe('Continue to Folio');
      await capture('sign-in');
      await page.getByRole('button', { name: 'Continue as ada@acme-robotics.dev' }).click();
      await page.waitForURL(app('/'));
      expect(await page.textContent('h2')).toContain('Connect your first docs repository');
      await capture('sites-empty');
    });

    it('connects a repository on the local git host and shows the webhook to add', async () => {
      await page.getByRole('link', { name: 'Connect a repository' }).first().click();
      await page.getByLabel('Site name').fill('Robotics Docs');
      await page.getByLabel('Repository URL').fill(repo.url);
      await capture('connect-form');
      await page.getByRole('button', { name: 'Connect repository' }).click();
      await expect.poll(() => page.textContent('h1')).toBe('Repository connected');
      webhookSecret = await page.inputValue('#webhook-secret');
      expect(webhookSecret.length).toBeGreaterThan(20);
      const githubUrl = await page.inputValue('#url-github');
      siteId = /\/webhooks\/github\/([0-9a-f-]{36})$/.exec(githubUrl)![1]!;
      // Keyboard: the host tabs move with the arrow keys.
      await page.getByRole('tab', { name: 'GitHub' }).focus();
      await page.keyboard.press('ArrowRight');
      expect(await page.getByRole('tab', { name: 'GitLab' }).getAttribute('aria-selected')).toBe('true');
      expect(await page.isVisible('#panel-gitlab')).toBe(true);
      expect(await page.isVisible('#panel-github')).toBe(false);
      await page.keyboard.press('ArrowLeft');
      await capture('connect');
      await page.getByRole('button', { name: 'Send a test push' }).click();
      await expect
        .poll(() => page.textContent('[role="status"]'))
        .toContain('the webhook URL reaches Folio and the secret checks');
      expect(await page.textContent('.list')).toContain('github ping');
      await capture('connect-tested');
    });

    it('builds a push, following its status live, and shows the site live', async () => {
      const buildId = await push(docsFiles('Version one'));
      await page.goto(app(`/sites/${siteId}/builds/${buildId}`));
      // The page follows the build over server-sent events and reloads when it ends.
      await page.waitForSelector('.hero-card .status-succeeded', { timeout: 60_000 });
      expect(await page.textContent('.phase-list')).toContain('Build');
      await capture('build-succeeded');
      await page.getByRole('link', { name: 'Overview' }).click();
      expect(await page.textContent('.hero-card')).toContain('Ready');
      const second = await push(docsFiles('Version two'));
      await page.goto(app(`/sites/${siteId}/builds/${second}`));
      await page.waitForSelector('.hero-card .status-succeeded', { timeout: 60_000 });
      await page.goto(app(`/sites/${siteId}`));
      await capture('site');
      await page.goto(app('/'));
      expect(await page.textContent('.site-card')).toContain('Ready');
      await capture('sites');
    });

    it('fails a strict build and points each diagnostic at the broken page', async () => {
      await page.goto(app(`/sites/${siteId}/settings`));
      await page.getByLabel('Strict builds').check();
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect.poll(() => page.textContent('[role="status"]')).toContain('Settings saved');
      await capture('settings');
      const broken = await push(
        docsFiles('Version three', {
          'broken.mdx': '---\ntitle: "Broken page\ndescription: [unclosed\n---\n\n## Oops\n',
        }),
      );
      await page.goto(app(`/sites/${siteId}/builds/${broken}`));
      await page.waitForSelector('.hero-card .status-failed', { timeout: 60_000 });
      const group = page.locator('.diag-file', { has: page.locator('h3', { hasText: 'broken.mdx' }) });
      expect(await group.count()).toBe(1);
      expect(await group.locator('.diag-error .loc').first().textContent()).toMatch(/^\d+:\d+$/);
      expect(await group.locator('.hint').first().textContent()).toContain('Fix:');
      expect(await group.getByRole('link', { name: /Open page/ }).getAttribute('href')).toBe(
        `http://${await siteHost()}:${port}/broken`,
      );
      await capture('build-failed');
    });

    async function siteHost(): Promise<string> {
      const url = await page.evaluate(() => document.querySelector('a[href*="/broken"]')?.getAttribute('href') ?? '');
      return new URL(url).hostname;
    }

    it('rolls production back to the first deployment after a confirmation', async () => {
      await page.goto(app(`/sites/${siteId}/deployments`));
      await capture('deployments');
      const rows = page.locator('tbody tr');
      expect(await rows.count()).toBe(2);
      await rows.nth(1).getByRole('link', { name: 'Roll back' }).click();
      await expect.poll(() => page.textContent('h1')).toBe('Roll back production?');
      await capture('rollback-confirm');
      await page.getByRole('button', { name: /^Roll back to/ }).click();
      await expect.poll(() => page.textContent('[role="status"]')).toContain('Production now serves');
      const host = new URL((await page.locator('.card-head a').first().getAttribute('href')) ?? '').hostname;
      await expect.poll(async () => (await world.edge(host, '/')).body, { timeout: 5_000 }).toContain('Version one');
    });

    it('adds a custom domain and verifies it once the TXT record exists', async () => {
      await page.goto(app(`/sites/${siteId}/domains`));
      await page.getByLabel('Domain').fill(CUSTOM_DOMAIN);
      await page.getByRole('button', { name: 'Add domain' }).click();
      await page.getByRole('button', { name: 'Check DNS now' }).click();
      expect(await page.textContent('.domain-card')).toContain('no TXT record at _folio-challenge.');
      await capture('domain-pending');
      const cells = page.locator('.dns tbody tr').first().locator('td');
      world.txt.set(await cells.nth(1).innerText(), [await cells.nth(2).innerText()]);
      // The open page checks again by itself (the JSON API with the session) and shows the result.
      await page.waitForSelector('.domain-card .card-head .status-verified', { timeout: 20_000 });
      await capture('domain-verified');
      await expect.poll(async () => (await world.edge(CUSTOM_DOMAIN, '/')).status, { timeout: 5_000 }).toBe(200);
    });

    it('creates an API key shown once, and revokes it', async () => {
      await page.goto(app('/settings/api-keys'));
      await page.getByLabel('Name').fill('CI deploys');
      await page.getByLabel('builds:write').check();
      await page.getByRole('button', { name: 'Create key' }).click();
      const key = await page.inputValue('#new-api-key');
      expect(key).toMatch(/^folio_/);
      await capture('api-key-created');
      const call = async () =>
        (await fetch(`${world.apiUrl}/v1/sites`, { headers: { authorization: `Bearer ${key}` } })).status;
      expect(await call()).toBe(200);
      page.once('dialog', (dialog) => void dialog.accept());
      await page.locator('tr', { hasText: 'CI deploys' }).getByRole('button', { name: 'Revoke' }).click();
      await expect.poll(() => page.textContent('[role="status"]')).toContain('Key revoked');
      expect(await page.locator('tr', { hasText: 'CI deploys' }).count()).toBe(0);
      expect(await call()).toBe(401);
      await capture('api-keys');
    });

    it('invites a member with a role; the link goes to their mailbox, never to the inviter', async () => {
      await page.goto(app('/settings/members'));
      await page.getByLabel('Email').fill('grace@acme-robotics.dev');
      await page.getByLabel('Role', { exact: true }).selectOption('admin');
      await page.getByRole('button', { name: 'Send invitation' }).click();
      // No SMTP_URL here (local mode): the link is written to the API's log for whoever runs Folio.
      await expect
        .poll(() => page.textContent('[role="status"]'))
        .toContain('Invitation for grace@acme-robotics.dev created. No mail server is set up (SMTP_URL)');
      expect(await page.content()).not.toMatch(/\/invitations\/[\w-]{43}/);
      expect(await page.textContent('tbody')).toContain('grace@acme-robotics.dev');
      await capture('members');
      await page.locator('tr', { hasText: 'grace@acme-robotics.dev' }).getByRole('button', { name: 'Resend' }).click();
      await expect.poll(() => page.textContent('[role="status"]')).toContain('sent again with a new link');
      expect(await page.content()).not.toMatch(/\/invitations\/[\w-]{43}/);
      page.once('dialog', (dialog) => void dialog.accept());
      await page.locator('tr', { hasText: 'grace@acme-robotics.dev' }).getByRole('button', { name: 'Revoke' }).click();
      await expect
        .poll(() => page.textContent('[role="status"]'))
        .toContain('Invitation for grace@acme-robotics.dev revoked');
      expect(await page.locator('tbody tr', { hasText: 'grace@acme-robotics.dev' }).count()).toBe(0);
      await capture('members-revoked');
    });
  },
  240_000,
);
