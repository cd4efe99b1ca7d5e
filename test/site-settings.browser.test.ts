/// <reference lib="dom" />
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createDirectoryReader, createMemoryReader } from '@folio/builder';
import { hasChromium, notFound, screenshot, useChromium, watchProblems } from './helpers/chromium.ts';
import { useServedSite, useSiteServers } from './helpers/serve-site-files.ts';

const FIXTURE = join(fileURLToPath(new URL('.', import.meta.url)), 'fixtures/site-settings');
/** The git history `folio build` would read (this fixture lives in Folio's own repository). */
const history = async () =>
  new Map([
    ['index.mdx', '2026-03-04T09:30:00Z'],
    ['guides/install.mdx', '2025-11-20T12:00:00Z'],
  ]);

// docs.json settings in a real browser: variables, search prompt, seo meta tags, the 404 page,
// metadata.timestamp, front matter hidden, noindex and url (test/fixtures/site-settings).
describe.skipIf(!hasChromium)('docs.json settings in a real browser', () => {
  const site = useServedSite(createDirectoryReader(FIXTURE), {
    siteUrl: 'https://docs.acme.example',
    lastModified: history,
  });
  /** Sites a test builds for itself. */
  const sites = useSiteServers();
  const chromium = useChromium({ offSite: notFound });
  const problems: string[] = [];

  // Not `openPage`: these tests read the status the server answered with.
  async function open(
    path: string,
    scheme: 'light' | 'dark' = 'light',
  ): Promise<{ page: Page; status: number | undefined }> {
    const page = await chromium.context.newPage();
    watchProblems(page, problems);
    await page.emulateMedia({ colorScheme: scheme });
    const response = await page.goto(`${site.url}${path}`);
    return { page, status: response?.status() };
  }
  const meta = (page: Page, attribute: 'name' | 'property', key: string) =>
    page.locator(`head meta[${attribute}="${key}"]`).getAttribute('content');

  it('builds with no error and notes nothing as ignored', () => {
    expect(site.result.ok).toBe(true);
    expect(
      site.result.diagnostics.filter((d) => d.severity === 'error' || d.code === 'CONFIG_SETTING_IGNORED'),
    ).toEqual([]);
  });

  it('replaces {{variables}} in the title, the text and the code, and shows the search prompt and the last update', async () => {
    const { page } = await open('/');
    expect((await page.getByRole('heading', { level: 1 }).innerText()).trim()).toBe('Welcome to Acme CLI');
    expect(await page.locator('#content .prose p').first().innerText()).toContain('Acme CLI 2.4.1 is the fastest way');
    expect(await page.locator('#content pre').first().innerText()).toContain('npm install -g @acme/cli@2.4.1');
    expect(await page.locator('#content').innerText()).not.toContain('{{');
    expect(await page.getByRole('combobox', { name: 'Search the documentation' }).getAttribute('placeholder')).toBe(
      'Search the Acme docs…',
    );
    expect((await page.locator('.page-updated').innerText()).trim()).toBe('Last updated March 4, 2026');
    await screenshot(page, 'site-settings-page');
  });

  it('puts seo.metatags, front matter og:image and keywords, and the organization in the head', async () => {
    const { page } = await open('/');
    expect(await meta(page, 'property', 'og:site_name')).toBe('Acme Docs');
    expect(await meta(page, 'property', 'og:title')).toBe('Welcome to Acme CLI');
    expect(await meta(page, 'property', 'og:url')).toBe('https://docs.acme.example/');
    expect(await meta(page, 'property', 'og:image')).toBe('https://cdn.acme.example/og/welcome.png');
    expect(await meta(page, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(await meta(page, 'name', 'twitter:site')).toBe('@acme');
    expect(await meta(page, 'name', 'google-site-verification')).toBe('acme-verification');
    expect(await meta(page, 'name', 'keywords')).toBe('cli, acme');
    const organization = JSON.parse(
      (await page.locator('head script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(organization).toMatchObject({ '@type': 'Organization', name: 'Acme', url: 'https://acme.example' });
    // A page without its own image gets its generated card (docs.json thumbnails), made absolute.
    const { page: install } = await open('/guides/install');
    const card = (await meta(install, 'property', 'og:image')) ?? '';
    expect(card).toMatch(/^https:\/\/docs\.acme\.example\/_og\/[0-9a-f]{32}\.png$/);
    expect(await meta(install, 'property', 'og:image:width')).toBe('1200');
    expect((await install.getByRole('heading', { level: 1 }).innerText()).trim()).toBe('Install Acme CLI');
    const image = await chromium.context.newPage();
    await image.setViewportSize({ width: 1200, height: 630 });
    const served = await image.goto(`${site.url}${new URL(card).pathname}`);
    expect(served?.headers()['content-type']).toBe('image/png');
    await screenshot(image, 'og-thumbnail-site-settings', { fullPage: false });
  });

  it('keeps noindex, seo.paths and hidden pages out of the sitemap and the navigation; url links out', async () => {
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    expect(sitemap).toContain('https://docs.acme.example/guides/install</loc>');
    expect(sitemap).not.toContain('/guides/legacy<');
    expect(sitemap).not.toContain('/guides/internal<');
    const { page: legacy } = await open('/guides/legacy');
    expect(await meta(legacy, 'name', 'robots')).toBe('noindex');
    const { page: internal, status } = await open('/guides/internal');
    expect(status).toBe(200);
    expect(await meta(internal, 'name', 'robots')).toBe('noindex');
    const sidebar = internal.getByRole('complementary', { name: 'Navigation' });
    expect(await sidebar.getByRole('link', { name: 'Internal notes' }).count()).toBe(0);
    expect(await sidebar.getByRole('link', { name: 'Status page' }).getAttribute('href')).toBe(
      'https://status.acme.example',
    );
  });

  it('shows errors.404 on an unknown path, with status 404 and no redirect', async () => {
    const { page, status } = await open('/guides/no-such-page');
    expect(status).toBe(404);
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/guides/no-such-page');
    expect((await page.getByRole('heading', { level: 1 }).innerText()).trim()).toBe('This page took a wrong turn');
    expect(await page.getByRole('link', { name: 'introduction' }).getAttribute('href')).toBe('/');
    expect(await meta(page, 'name', 'robots')).toBe('noindex');
    await screenshot(page, 'site-settings-404', { fullPage: false });
    const { page: dark } = await open('/nope', 'dark');
    await screenshot(dark, 'site-settings-404-dark', { fullPage: false });
  });

  it('by default (errors.404.redirect unset) sends the reader from an unknown path to the first page', async () => {
    const files = {
      'docs.json': JSON.stringify({
        name: 'Tiny',
        theme: 'mint',
        colors: { primary: '#0E7C66' },
        navigation: { pages: ['start'] },
      }),
      'start.mdx': '---\ntitle: Start here\ndescription: d\n---\n\nHello.',
    };
    const served = await sites.serve(createMemoryReader(files));
    const page = await chromium.context.newPage();
    const response = await page.goto(`${served.url}/old/link`);
    expect(response?.status()).toBe(404);
    await page.waitForURL(`${served.url}/start`);
    expect((await page.getByRole('heading', { level: 1 }).innerText()).trim()).toBe('Start here');
  });

  it('met no Content-Security-Policy violation or script error', () => {
    expect(problems).toEqual([]);
  });
});
