/// <reference lib="dom" />
// What a signed-in reader sees of the access mode, in Chromium against real services (a real
// build, Postgres, Redis, the edge): the sign-in page draws the site's logo (docs.json `logo`,
// light and dark, inline); a signed-in reader gets a keyboard-usable "Sign out" in the top bar
// (learnt from GET /_folio/reader) that posts to the sign-out route; and on a `jwt` site with a
// page restricted to `admin`, the search box finds that page for a reader in `admin`, through
// the search endpoint, and never for a reader outside it. Screenshots in light, dark and at
// 390 px go to test-output/screenshots/edge-reader-*.png.
import { generateKeyPairSync } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { buildSite, createMemoryReader } from '@folio/builder';
import { hashPassword } from '@folio/platform';
import type { SiteFile } from '@folio/site';
import { importPKCS8, SignJWT } from 'jose';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../../../test/helpers/axe.ts';
import { hasChromium, screenshotPath, useChromium } from '../../../test/helpers/chromium.ts';
import { setAccess, waitFor } from './helpers/site-access.ts';
import { createSite, deploy, randomSlug, startWorld, type World } from './helpers/world.ts';

const SITES_DOMAIN = 'folio-reader-ui.test';
const SECRET_KEY = randomBytes(32);
const PASSWORD = 'quokka partners 2026';
const ADMIN_TITLE = 'Quokka Console';
const ADMIN_BODY = 'The quokka admin secret';
/** Two logos, one per scheme, told apart by colour. */
const LOGO_LIGHT = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="32" viewBox="0 0 120 32"><rect width="32" height="32" rx="8" fill="#4f46e5"/><text x="40" y="22" font-family="sans-serif" font-size="16" fill="#111827">Acme</text></svg>`;
const LOGO_DARK = LOGO_LIGHT.replace('#111827', '#f9fafb').replace('#4f46e5', '#a5b4fc');

const repository = (restricted: boolean): Record<string, string> => ({
  'docs.json': JSON.stringify({
    theme: 'mint',
    name: 'Acme',
    colors: { primary: '#4f46e5' },
    logo: { light: '/logo/light.svg', dark: '/logo/dark.svg' },
    navigation: {
      groups: [
        { group: 'Start', pages: ['index', 'guide'] },
        ...(restricted ? [{ group: 'Administration', pages: ['admin/console'] }] : []),
      ],
    },
  }),
  'logo/light.svg': LOGO_LIGHT,
  'logo/dark.svg': LOGO_DARK,
  'index.mdx': '---\ntitle: Home\ndescription: Start here\n---\n\nWelcome to the quokka docs.\n',
  'guide.mdx': '---\ntitle: Guide\ndescription: The quokka guide\n---\n\nThe quokka guide for everyone.\n',
  ...(restricted
    ? {
        'admin/console.mdx': `---\ntitle: ${ADMIN_TITLE}\ndescription: Run the quokkas\ngroups: [admin]\n---\n\n${ADMIN_BODY}.\n`,
      }
    : {}),
});

describe.skipIf(!hasChromium)('reader controls in Chromium', () => {
  let world: World;
  let port = 0;
  const hosts = { password: '', jwt: '' };
  let jwtFiles: SiteFile[];
  let jwtId = '';
  let customerKey: Awaited<ReturnType<typeof importPKCS8>>;

  const token = (groups: string[]) =>
    new SignJWT({ firstName: 'Ada', groups })
      .setProtectedHeader({ alg: 'ES256' })
      .setSubject(`user-${groups.join('-') || 'none'}`)
      .setIssuer('https://login.customer.example')
      .setAudience('folio-docs')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(customerKey);

  /** A tab of a reader in `groups`, signed in through the site's JWT callback. */
  const jwtReader = async (groups: string[]): Promise<Page> => {
    await chromium.context.clearCookies();
    const tab = await chromium.context.newPage();
    const callback = `http://${hosts.jwt}:${port}/_folio/auth/callback?next=%2F&token=${encodeURIComponent(await token(groups))}`;
    await tab.goto(callback);
    await tab.waitForURL(`http://${hosts.jwt}:${port}/`);
    return tab;
  };

  /** The result links the search box shows for `query`, once it has answered it. */
  const searchFor = async (tab: Page, query: string): Promise<string[]> => {
    await tab.locator('#search-input').click();
    await tab.locator('#search-input').fill(query);
    await tab.waitForSelector(`#search-panel[data-query="${query}"]`);
    return tab
      .locator('#search-results a[role=option]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  };

  const shoot = async (tab: Page, name: string) => {
    for (const [scheme, width, suffix] of [
      ['light', 1100, ''],
      ['dark', 1100, '-dark'],
      ['light', 390, '-mobile'],
      ['dark', 390, '-mobile-dark'],
    ] as const) {
      await tab.setViewportSize({ width, height: width === 390 ? 760 : 700 });
      await tab.emulateMedia({ colorScheme: scheme });
      expect(await tab.evaluate(() => document.documentElement.scrollWidth), `${name}${suffix}`).toBeLessThanOrEqual(
        width,
      );
      await tab.screenshot({ path: screenshotPath(`${name}${suffix}`) });
    }
    await tab.setViewportSize({ width: 1100, height: 700 });
    await tab.emulateMedia({ colorScheme: 'light' });
  };

  beforeAll(async () => {
    world = await startWorld({
      env: {
        SITES_DOMAIN,
        SECRET_ENCRYPTION_KEY: SECRET_KEY.toString('base64'),
        DASHBOARD_ORIGIN: `http://app.${SITES_DOMAIN}`,
      },
    });
    await world.app.listen({ host: '127.0.0.1', port: 0 });
    port = (world.app.server.address() as AddressInfo).port;

    // A password site and a JWT site with a page for `admin`, each its own real build.
    const passwordBuild = await buildSite(createMemoryReader(repository(false)), {
      renderPool: false,
      readerAccess: 'password',
    });
    expect(passwordBuild.diagnostics).toEqual([]);
    const jwtBuild = await buildSite(createMemoryReader(repository(true)), { renderPool: false, readerAccess: 'jwt' });
    expect(jwtBuild.diagnostics).toEqual([]);
    jwtFiles = jwtBuild.files;

    const passwordSlug = randomSlug('reader-pw');
    hosts.password = `${passwordSlug}.${SITES_DOMAIN}`;
    const passwordId = await createSite(world, passwordSlug);
    await deploy(world, passwordId, passwordBuild.files);
    await setAccess(world, passwordId, { mode: 'password', password_hash: await hashPassword(PASSWORD) });

    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    customerKey = await importPKCS8(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), 'ES256');
    const jwtSlug = randomSlug('reader-jwt');
    hosts.jwt = `${jwtSlug}.${SITES_DOMAIN}`;
    jwtId = await createSite(world, jwtSlug);
    await deploy(world, jwtId, jwtFiles);
    await setAccess(world, jwtId, {
      mode: 'jwt',
      jwt_login_url: 'https://login.customer.example/login',
      jwt_public_key: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      jwt_issuer: 'https://login.customer.example',
      jwt_audience: 'folio-docs',
      claims: ['firstName'],
      groups_claim: 'groups',
    });
    const status = async (host: string) =>
      (await world.app.inject({ url: '/', headers: { host, accept: 'text/html' } })).statusCode;
    await waitFor(async () => (await status(hosts.password)) === 302 && (await status(hosts.jwt)) === 302);
  }, 240_000);

  afterAll(async () => {
    await world?.close();
  });

  // After the world's hooks: the browser closes before the world does.
  const chromium = useChromium({ loopbackDomain: SITES_DOMAIN, viewport: { width: 1100, height: 700 } });

  it('draws the site logo on the sign-in page, and signs the reader out from the top bar by keyboard', {
    timeout: 120_000,
  }, async () => {
    const tab = await chromium.context.newPage();
    await tab.goto(`http://${hosts.password}:${port}/guide`);
    await tab.waitForURL(/\/_folio\/auth\/sign-in/);
    // The logo is inline (a private site opens no path for it), one per scheme.
    const logos = tab.locator('img.sign-in-logo');
    expect(await logos.count()).toBe(2);
    expect(await logos.first().getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await logos.first().getAttribute('alt')).toBe('Acme');
    expect(await logos.first().isVisible()).toBe(true);
    expect(await logos.last().isVisible()).toBe(false);
    await tab.emulateMedia({ colorScheme: 'dark' });
    expect(await logos.first().isVisible()).toBe(false);
    expect(await logos.last().isVisible()).toBe(true);
    await tab.emulateMedia({ colorScheme: 'light' });
    expect(await seriousAxeViolations(tab)).toEqual([]);
    await shoot(tab, 'edge-reader-sign-in-logo');

    await tab.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await tab.getByRole('button', { name: 'Sign in' }).click();
    await tab.waitForURL(`http://${hosts.password}:${port}/guide`);
    const signOut = tab.getByRole('button', { name: 'Sign out' });
    await signOut.waitFor({ state: 'visible' });
    expect(await seriousAxeViolations(tab)).toEqual([]);
    await shoot(tab, 'edge-reader-sign-out');
    // At 390 px only its icon shows; its name stays "Sign out".
    await tab.setViewportSize({ width: 390, height: 760 });
    expect(await signOut.isVisible()).toBe(true);
    expect(
      await tab.locator('.reader-sign-out-label').evaluate((label) => label.getBoundingClientRect().width),
    ).toBeLessThanOrEqual(1);
    await tab.setViewportSize({ width: 1100, height: 700 });

    // Keyboard: Tab reaches it (after the theme toggle), Enter posts the form.
    await tab.locator('.theme-toggle').focus();
    await tab.keyboard.press('Tab');
    expect(await tab.evaluate(() => document.activeElement?.textContent)).toBe('Sign out');
    await tab.keyboard.press('Enter');
    await tab.waitForURL(/\/_folio\/auth\/sign-in/);
    // The session is gone: the site asks again.
    await tab.goto(`http://${hosts.password}:${port}/`);
    await tab.waitForURL(/\/_folio\/auth\/sign-in/);
    await tab.close();
  });

  it('finds the restricted page in the search box for a reader in its group, never for others', {
    timeout: 120_000,
  }, async () => {
    // The browser's own index never holds it: only the endpoint, which filters by groups, does.
    for (const file of jwtFiles.filter((f) => f.urlPath.startsWith('/_folio/search-')))
      expect({ file: file.urlPath, leaks: String(file.body).includes(ADMIN_BODY) }).toEqual({
        file: file.urlPath,
        leaks: false,
      });

    const admin = await jwtReader(['admin']);
    const searches: string[] = [];
    admin.on('request', (request) => {
      if (new URL(request.url()).pathname === '/_folio/search') searches.push(request.url());
    });
    const found = await searchFor(admin, 'quokka admin secret');
    expect(found[0]).toBe(`http://${hosts.jwt}:${port}/admin/console`);
    expect(searches.length).toBeGreaterThan(0);
    expect(await admin.locator('#search-results').textContent()).toContain(ADMIN_TITLE);
    // Public pages are still found, and a result opens its page.
    expect(await searchFor(admin, 'quokka guide')).toContain(`http://${hosts.jwt}:${port}/guide`);
    await searchFor(admin, 'quokka admin secret');
    await admin.keyboard.press('Enter');
    await admin.waitForURL(`http://${hosts.jwt}:${port}/admin/console`);
    await searchFor(admin, 'quokka admin secret');
    await shoot(admin, 'edge-reader-search-restricted');
    await admin.close();

    const member = await jwtReader(['staff']);
    const other = await searchFor(member, 'quokka admin secret');
    expect(other.some((href) => href.includes('/admin/'))).toBe(false);
    expect(await member.locator('#search-panel').textContent()).not.toContain(ADMIN_TITLE);
    expect(await searchFor(member, 'quokka guide')).toContain(`http://${hosts.jwt}:${port}/guide`);
    await member.close();
  });
  it('offers no sign-out when nobody is signed in (the site made public, its build unchanged)', async () => {
    await setAccess(world, jwtId, { mode: 'public' });
    await waitFor(
      async () =>
        (await world.app.inject({ url: '/', headers: { host: hosts.jwt, accept: 'text/html' } })).statusCode === 200,
    );
    await chromium.context.clearCookies();
    const tab = await chromium.context.newPage();
    const answers: string[] = [];
    tab.on('response', async (response) => {
      if (new URL(response.url()).pathname === '/_folio/reader') answers.push(await response.text());
    });
    await tab.goto(`http://${hosts.jwt}:${port}/guide`);
    await tab.waitForLoadState('networkidle');
    expect(answers).toEqual(['{"signedIn":false}']);
    expect(await tab.locator('form.reader-sign-out').count()).toBe(1);
    expect(await tab.locator('form.reader-sign-out').isHidden()).toBe(true);
    await tab.close();
  });
});
