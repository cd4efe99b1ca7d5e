// The groups preview of the dashboard's "Reader access" page in Chromium, against real services
// (Postgres, and S3 through s3rver holding the live deployment's manifest and navigation file):
// "What does a reader in group X see?" offers the groups the deployment restricts pages to, and
// for a group picked (a link) or typed (a GET form), with script and without, shows each
// navigation entry and unlisted page as shown or hidden. Checked with axe-core, saved as
// test-output/screenshots/dashboard-groups-preview*.png in light, dark and at 390 px.
import { createHash } from 'node:crypto';
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { SiteManifest } from '@folio/deployment';
import { blobKey, createS3Client, manifestKey } from '@folio/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../../../test/helpers/axe.ts';
import { hasChromium, screenshot, screenshotPath } from '../../../test/helpers/chromium.ts';
import { S3RVER_CREDENTIALS, startTestS3, type TestS3 } from '../../../test/helpers/s3-test-server.ts';
import { useDashboardInChromium } from './helpers/dashboard-chromium.ts';
import { createSite, createTenant, insertFinishedBuild } from './helpers/test-env.ts';

const BUCKET = 'folio-groups-preview';

/** `/_folio/navigation.json` of a deployment with pages for `admin`, for `beta` but not `staff`, and for nobody. */
const NAVIGATION = {
  version: 1,
  name: 'Partner Docs',
  scopes: [{ scope: '' }],
  pages: {
    '/': { title: 'Home', url: '/', markdown: '/index.md' },
    '/guide': { title: 'Guide', url: '/guide', markdown: '/guide.md' },
    '/admin/console': {
      title: 'Admin console',
      url: '/admin/console',
      markdown: '/admin/console.md',
      groups: [{ includes: ['admin'] }],
    },
    '/beta/preview': {
      title: 'Beta preview',
      url: '/beta/preview',
      markdown: '/beta/preview.md',
      groups: [{ includes: ['beta'], excludes: ['staff'] }],
    },
    '/admin/runbook': {
      title: 'Incident runbook',
      url: '/admin/runbook',
      markdown: '/admin/runbook.md',
      hidden: true,
      groups: [{ includes: ['admin'] }],
    },
  },
  items: [
    {
      kind: 'group',
      label: 'Start',
      items: [
        { kind: 'page', page: '/' },
        { kind: 'page', page: '/guide' },
      ],
    },
    { kind: 'group', label: 'Administration', items: [{ kind: 'page', page: '/admin/console' }] },
    { kind: 'group', label: 'Beta', items: [{ kind: 'page', page: '/beta/preview' }] },
    { kind: 'link', label: 'Status', href: 'https://status.example.com' },
  ],
};

describe.skipIf(!hasChromium)('the groups preview of reader access in Chromium', () => {
  let s3Server: TestS3;
  let s3: S3Client;

  const put = (key: string, body: string) => s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: body }));

  beforeAll(async () => {
    s3Server = await startTestS3(BUCKET, 'folio-groups-preview-s3-');
    s3 = createS3Client({
      endpoint: s3Server.endpoint,
      region: 'us-east-1',
      ...S3RVER_CREDENTIALS,
      forcePathStyle: true,
    });
  });
  afterAll(async () => {
    await s3Server?.close();
  });

  const dashboard = useDashboardInChromium({
    env: () => ({ ...s3Server.env, SITE_BLOB_SWEEP_INTERVAL_MS: '0' }),
    chromium: { bypassCSP: true },
  });

  it('shows which pages and navigation entries a reader in a group sees, picked or typed', async () => {
    const { env, page, origin } = dashboard;
    const tenant = await createTenant(env, 'Privy');
    const site = await createSite(env, tenant, { name: 'Partner Docs', slug: 'partner-groups' });

    // The live deployment, as the worker stores it: the manifest (each restricted page's files
    // carry its groups) and the navigation file as a content-addressed blob.
    const { deploymentId } = await insertFinishedBuild(env, site.id);
    const navigation = JSON.stringify(NAVIGATION);
    const navigationBlob = createHash('sha256').update(navigation).digest('hex');
    const entry = (blob: string, groups?: SiteManifest['files'][string]['groups']) => ({
      blob,
      contentType: 'text/html; charset=utf-8',
      size: 10,
      variants: {},
      cacheControl: 'revalidate' as const,
      ...(groups === undefined ? {} : { groups }),
    });
    const manifest: SiteManifest = {
      version: 1,
      files: {
        '/index.html': entry('a'.repeat(64)),
        '/admin/console.html': entry('b'.repeat(64), [{ includes: ['admin'] }]),
        '/beta/preview.html': entry('c'.repeat(64), [{ includes: ['beta'], excludes: ['staff'] }]),
        '/_folio/navigation.json': {
          ...entry(navigationBlob),
          contentType: 'application/json',
          readerFilter: 'navigation',
        },
      },
      redirects: [],
      notFound: '/404.html',
    };
    const key = manifestKey(site.id, deploymentId!);
    await put(key, JSON.stringify(manifest));
    await put(blobKey(site.id, navigationBlob), navigation);
    await env.db.pool.query('UPDATE deployments SET manifest_key = $2 WHERE id = $1', [deploymentId, key]);
    await env.db.pool.query('UPDATE sites SET active_deployment_id = $2 WHERE id = $1', [site.id, deploymentId]);
    await env.db.pool.query(`INSERT INTO site_access (site_id, mode, groups_claim) VALUES ($1, 'jwt', 'groups')`, [
      site.id,
    ]);

    await dashboard.signIn(tenant.id, 'ada@privy.dev');
    await page.goto(`${origin}/sites/${site.id}/settings/access`);

    const preview = page.locator('#groups-preview');
    await expect
      .poll(() =>
        preview.locator('datalist option').evaluateAll((options) => options.map((o) => o.getAttribute('value'))),
      )
      .toEqual(['admin', 'beta', 'staff']);
    expect(await preview.locator('.groups-preview-result').count()).toBe(0);

    // Picked: a link, so it works without script.
    await preview.getByRole('link', { name: 'admin' }).click();
    await page.waitForURL(/\?group=admin#groups-preview$/);
    // The class of the entry labelled `label` itself (not of a group holding it).
    const stateOf = (label: string) =>
      preview
        .locator('.preview-label')
        .evaluateAll(
          (labels, text) => labels.find((node) => node.textContent === text)?.closest('.preview-entry')?.className,
          label,
        );
    await expect.poll(() => preview.locator('h3').textContent()).toBe('A reader in admin sees 4 of 5 pages');
    expect(await stateOf('Admin console')).toContain('is-shown');
    expect(await stateOf('Administration')).toContain('is-shown');
    expect(await stateOf('Incident runbook')).toContain('is-shown');
    expect(await stateOf('Beta preview')).toContain('is-hidden');
    expect(await stateOf('Beta')).toContain('is-hidden');
    expect(await stateOf('Guide')).toContain('is-shown');
    expect(await preview.getByRole('link', { name: 'admin' }).getAttribute('aria-current')).toBe('true');

    for (const [scheme, width, suffix] of [
      ['light', 1280, ''],
      ['dark', 1280, '-dark'],
      ['light', 390, '-mobile'],
      ['dark', 390, '-mobile-dark'],
    ] as const) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.emulateMedia({ colorScheme: scheme });
      expect(await seriousAxeViolations(page), suffix).toEqual([]);
      const box = await preview.boundingBox();
      expect(box!.width).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // The card alone, with the sticky top bar hidden (it would cover the card scrolled under it).
      await preview.screenshot({
        path: screenshotPath(`dashboard-groups-preview${suffix}`),
        style: '.topbar { visibility: hidden; }',
      });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.emulateMedia({ colorScheme: 'light' });

    // Typed: a group the pages exclude, and no group at all.
    await page.getByLabel('Group', { exact: true }).fill('staff');
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.waitForURL(/\?group=staff/);
    await expect.poll(() => preview.locator('h3').textContent()).toBe('A reader in staff sees 2 of 5 pages');
    expect(await stateOf('Beta preview')).toContain('is-hidden');
    expect(await stateOf('Admin console')).toContain('is-hidden');
    expect(await stateOf('Status')).toContain('is-shown');

    await page.getByLabel('Group', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect
      .poll(() => preview.locator('h3').textContent())
      .toBe('A signed-in reader in no group sees 2 of 5 pages');
    await screenshot(page, 'dashboard-groups-preview-page');

    // Without script: the links and the form are plain HTML.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setScriptExecutionDisabled', { value: true });
    await page.reload();
    await preview.getByRole('link', { name: 'beta' }).click();
    await expect.poll(() => preview.locator('h3').textContent()).toBe('A reader in beta sees 3 of 5 pages');
    await page.getByLabel('Group', { exact: true }).fill('admin');
    await page.getByLabel('Group', { exact: true }).press('Enter');
    await expect.poll(() => preview.locator('h3').textContent()).toBe('A reader in admin sees 4 of 5 pages');
    await cdp.send('Emulation.setScriptExecutionDisabled', { value: false });
  }, 120_000);
});
