/// <reference lib="dom" />
// `folio dev --access jwt --reader-claims reader.json` previews a signed-in reader: it answers
// GET /_folio/reader with the file's claims and groups (read again on each page load), so in
// Chromium `{user.firstName}` shows the reader's name, the top bar offers "Sign out", and the
// search box finds the page restricted to the reader's group. Screenshots in light, dark and at
// 390 px: test-output/screenshots/cli-dev-reader*.png.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, screenshot, useChromium } from '../../../test/helpers/chromium.ts';
import { startFolioDev, type FolioDevProcess } from './folio-dev-process.ts';

const REPOSITORY: Record<string, string> = {
  'docs.json': JSON.stringify({
    theme: 'mint',
    name: 'Acme',
    colors: { primary: '#4f46e5' },
    navigation: {
      groups: [
        { group: 'Start', pages: ['index'] },
        { group: 'Administration', pages: ['admin/console'] },
      ],
    },
  }),
  'index.mdx': '---\ntitle: Home\ndescription: Start here\n---\n\nWelcome back, {user.firstName ?? "there"}!\n',
  'admin/console.mdx':
    '---\ntitle: Quokka Console\ndescription: Run the quokkas\ngroups: [admin]\n---\n\nThe quokka admin secret.\n',
};

describe.skipIf(!hasChromium)('folio dev --reader-claims', () => {
  const chromium = useChromium({ viewport: { width: 1100, height: 700 } });
  let repo: string;
  let claims: string;
  let dev: FolioDevProcess;

  beforeAll(async () => {
    repo = mkdtempSync(join(tmpdir(), 'folio-dev-reader-'));
    for (const [path, text] of Object.entries(REPOSITORY)) {
      const file = join(repo, path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, text);
    }
    // Outside the repository, as an author keeps a test identity.
    claims = join(mkdtempSync(join(tmpdir(), 'folio-dev-claims-')), 'reader.json');
    writeFileSync(claims, JSON.stringify({ firstName: 'Grace', email: 'grace@example.com', groups: ['admin'] }));
    dev = await startFolioDev(repo, 60_000, ['--access', 'jwt', '--reader-claims', claims]);
  }, 120_000);
  afterAll(async () => {
    await dev?.stop();
    if (repo !== undefined) rmSync(repo, { recursive: true, force: true });
    if (claims !== undefined) rmSync(dirname(claims), { recursive: true, force: true });
  });

  it('answers GET /_folio/reader with the file’s claims and groups, never cached', async () => {
    const answer = await fetch(`${dev.base}/_folio/reader`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({
      signedIn: true,
      claims: { firstName: 'Grace', email: 'grace@example.com', groups: ['admin'] },
      groups: ['admin'],
    });
  });

  it('shows the reader’s name, a sign-out and the pages of their group in search', async () => {
    const page: Page = await chromium.context.newPage();
    await page.goto(`${dev.base}/`);
    await expect.poll(() => page.locator('main').textContent()).toContain('Welcome back, Grace!');
    await page.getByRole('button', { name: 'Sign out' }).waitFor({ state: 'visible' });
    await page.locator('#search-input').click();
    await page.locator('#search-input').fill('quokka admin secret');
    await page.waitForSelector('#search-panel[data-query="quokka admin secret"]');
    expect(await page.locator('#search-results a[role=option]').first().getAttribute('href')).toBe(
      `${dev.base}/admin/console`,
    );
    await page.keyboard.press('Escape');
    for (const [scheme, width, suffix] of [
      ['light', 1100, ''],
      ['dark', 1100, '-dark'],
      ['light', 390, '-mobile'],
      ['dark', 390, '-mobile-dark'],
    ] as const) {
      await page.setViewportSize({ width, height: width === 390 ? 760 : 700 });
      await page.emulateMedia({ colorScheme: scheme });
      await screenshot(page, `cli-dev-reader${suffix}`, { fullPage: false });
    }

    // The file is read on each page load: a new name shows on the next one.
    writeFileSync(claims, JSON.stringify({ firstName: 'Ada', groups: [] }));
    await page.reload();
    await expect.poll(() => page.locator('main').textContent()).toContain('Welcome back, Ada!');
    await page.close();
  });
});
