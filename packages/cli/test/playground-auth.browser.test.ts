/// <reference lib="dom" />
// The API playground as a reader uses it, on a site `folio dev` builds from
// test/fixtures/playground-auth, against a local API and OAuth 2 / OpenID Connect authorization
// server (test/helpers/petstore-servers.ts) that check every credential the way real ones do.
// Every request, token requests included, goes through folio dev's proxy.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../../../test/helpers/axe.ts';
import { hasChromium, screenshot, screenshotPath, useChromium } from '../../../test/helpers/chromium.ts';
import { PETSTORE, startPetstoreServers, type PetstoreServers } from '../../../test/helpers/petstore-servers.ts';
import { startFolioDev, type FolioDevProcess } from './folio-dev-process.ts';

const FIXTURE = new URL('../../../test/fixtures/playground-auth', import.meta.url).pathname;
/** Element screenshots scroll the element into view, under the sticky top bar: hide it for them. */
const STICKY_OFF = '.topbar { visibility: hidden; }';

describe.skipIf(!hasChromium)(
  'the API playground against a real API and authorization server, through folio dev',
  () => {
    const chromium = useChromium({ viewport: { width: 1360, height: 1000 } });
    let servers: PetstoreServers;
    let dev: FolioDevProcess;
    let repo: string;
    const problems: string[] = [];

    beforeAll(async () => {
      servers = await startPetstoreServers();
      repo = mkdtempSync(join(tmpdir(), 'folio-playground-auth-'));
      cpSync(FIXTURE, repo, { recursive: true });
      const spec = join(repo, 'openapi.yaml');
      writeFileSync(
        spec,
        readFileSync(spec, 'utf8')
          .replaceAll('http://127.0.0.1:4010', servers.api)
          .replaceAll('http://127.0.0.1:4020', servers.auth),
      );
      dev = await startFolioDev(repo);
    }, 120_000);
    afterAll(async () => {
      await dev?.stop();
      await servers?.close();
      if (repo !== undefined) rmSync(repo, { recursive: true, force: true });
    });

    async function open(path: string): Promise<{ page: Page; form: Locator }> {
      const page = await chromium.context.newPage();
      page.on('pageerror', (error) => problems.push(`${path}: ${error.message}`));
      await page.goto(`${dev.base}${path}`);
      return { page, form: page.locator('form[data-playground]') };
    }
    const send = async (page: Page, form: Locator) => {
      const status = page.locator('[data-status]');
      await status.evaluate((node) => {
        node.textContent = '';
      });
      await form.getByRole('button', { name: 'Send' }).click();
      await status.filter({ hasText: /\S/ }).waitFor();
      return {
        status: await status.textContent(),
        body: (await page.locator('[data-response-body]').textContent()) ?? '',
      };
    };
    const scheme = (form: Locator, id: string) => form.locator(`[data-scheme="${id}"]:visible`);

    it('starts with the x-default key, sends it through the proxy and shows status, time, size and the highlighted body', async () => {
      const { page, form } = await open('/api-reference/list-pets');
      const key = scheme(form, 'apiKeyHeader').locator('[data-cred="value"]');
      expect(await key.inputValue()).toBe(PETSTORE.demoKey);
      expect(await key.getAttribute('type')).toBe('password');
      const answer = await send(page, form);
      expect(answer.status).toBe('200 OK');
      expect(JSON.parse(answer.body)).toEqual({
        caller: `key ${PETSTORE.demoKey}`,
        path: '/v1/pets',
        query: { limit: '2' },
      });
      expect(await page.locator('[data-time]').textContent()).toMatch(/^\d+ ms$/);
      expect(await page.locator('[data-size]').textContent()).toMatch(/^\d+ B$/);
      expect(await page.locator('[data-response-body] .tok-key').first().textContent()).toBe('"caller"');
      expect(await page.locator('[data-headers] th').allTextContents()).toContain('content-type');
      await page
        .locator('.playground')
        .screenshot({ path: screenshotPath('playground-auth-key-light'), style: STICKY_OFF });
      await page.close();
    });

    it('chooses between alternative requirements (OR) and asks for every scheme of one (AND)', async () => {
      const { page, form } = await open('/api-reference/get-a-pet');
      const choice = form.locator('[data-auth-choice]');
      expect(await choice.locator('option').allTextContents()).toEqual(['apiKeyHeader + apiKeyQuery', 'bearerAuth']);
      // Both schemes of the first requirement, and nothing of the second, until it is chosen.
      expect(await scheme(form, 'apiKeyHeader').count()).toBe(1);
      expect(await scheme(form, 'apiKeyQuery').count()).toBe(1);
      expect(await scheme(form, 'bearerAuth').count()).toBe(0);
      await scheme(form, 'apiKeyQuery').locator('[data-cred="value"]').fill(PETSTORE.appId);
      const both = await send(page, form);
      expect(JSON.parse(both.body)).toMatchObject({ caller: `key ${PETSTORE.demoKey} app ${PETSTORE.appId}` });
      await choice.selectOption({ label: 'bearerAuth' });
      expect(await scheme(form, 'apiKeyHeader').count()).toBe(0);
      await scheme(form, 'bearerAuth').getByLabel('Bearer token').fill('not-a-token');
      const refused = await send(page, form);
      expect(refused.status).toBe('401 Unauthorized');
      expect(servers.apiRequests.at(-1)!.headers.authorization).toBe('Bearer not-a-token');
      await page.close();
    });

    it('fetches a client-credentials token from the authorization server through the dev proxy, then calls with it', async () => {
      const { page, form } = await open('/api-reference/list-pets');
      await form.locator('[data-auth-choice]').selectOption({ label: 'oauth' });
      const oauth = scheme(form, 'oauth');
      // All four flows are shown; two run.
      expect(await oauth.locator('[data-flow] > summary').allTextContents()).toEqual([
        'Authorization code with PKCE',
        'Client credentials',
        'Implicit',
        'Resource owner password',
      ]);
      const flow = oauth.locator('[data-flow="clientCredentials"]');
      await flow.locator('summary').click();
      await flow.getByLabel('Client ID').fill(PETSTORE.client.id);
      await flow.getByLabel('Client secret').fill(PETSTORE.client.secret);
      const before = servers.authRequests.length;
      await flow.getByRole('button', { name: 'Get token' }).click();
      await flow.locator('[data-oauth-status]').filter({ hasText: 'Token received' }).waitFor();
      const tokenRequest = servers.authRequests.slice(before).find((r) => r.url === '/oauth/token')!;
      expect(new URLSearchParams(tokenRequest.body).get('grant_type')).toBe('client_credentials');
      expect(new URLSearchParams(tokenRequest.body).get('scope')).toBe('read:pets');
      // Through the proxy: the token endpoint saw folio dev's user agent, not the browser's.
      expect(tokenRequest.headers['user-agent']).toBe('Folio-Playground-Proxy/1.0');
      const token = servers.tokens.at(-1)!;
      expect(await oauth.locator('[data-cred="token"]').inputValue()).toBe(token);
      const answer = await send(page, form);
      expect(JSON.parse(answer.body)).toMatchObject({ caller: 'oauth token' });
      expect(servers.apiRequests.at(-1)!.headers.authorization).toBe(`Bearer ${token}`);
      await page
        .locator('.playground')
        .screenshot({ path: screenshotPath('playground-auth-oauth-light'), style: STICKY_OFF });
      await page.close();
    });

    it('completes an authorization-code round trip with PKCE and state, back through the site callback page', async () => {
      const { page, form } = await open('/api-reference/create-a-pet');
      const flow = scheme(form, 'oauth').locator('[data-flow="authorizationCode"]');
      expect(await flow.locator('[data-redirect-uri]').textContent()).toBe(`${dev.base}/_docs/oauth/callback`);
      await flow.getByLabel('Client ID').fill(PETSTORE.publicClient);
      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        flow.getByRole('button', { name: 'Authorize' }).click(),
      ]);
      await popup.waitForEvent('close');
      await flow.locator('[data-oauth-status]').filter({ hasText: 'Token received' }).waitFor();
      const authorize = new URL(
        servers.authRequests.findLast((r) => r.url.startsWith('/oauth/authorize'))!.url,
        'http://x',
      );
      expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
      expect(authorize.searchParams.get('scope')).toBe('write:pets');
      const exchange = new URLSearchParams(servers.authRequests.at(-1)!.body);
      expect(exchange.get('grant_type')).toBe('authorization_code');
      expect(exchange.get('code_verifier')).toMatch(/^[\w-]{43,128}$/);
      expect(exchange.get('client_id')).toBe(PETSTORE.publicClient);
      const answer = await send(page, form);
      expect(answer.status).toBe('201 Created');
      expect(JSON.parse(answer.body)).toEqual({
        created: { name: "Rex 'the dog'", tag: 'dog' },
        caller: 'oauth token',
      });
      // Only this tab's own state is accepted: a replayed answer changes nothing.
      const pending = await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.includes('oauth-pending')));
      expect(pending).toEqual([]);
      await page.close();
    });

    it('keeps a key typed on one page on the next, with the server and its variables, and forgets it on request', async () => {
      const { page, form } = await open('/api-reference/get-a-pet');
      await scheme(form, 'apiKeyHeader').locator('[data-cred="value"]').fill('typed-key-1');
      await form.locator('[data-server]').selectOption({ index: 1 });
      await form.locator('[data-server-var="version"]').selectOption('v1');
      await form.getByLabel(/^petId/).fill('12');
      await page.goto(`${dev.base}/api-reference/list-pets`);
      expect(await scheme(form, 'apiKeyHeader').locator('[data-cred="value"]').inputValue()).toBe('typed-key-1');
      expect(await form.locator('[data-server-var="version"]').inputValue()).toBe('v1');
      expect(await form.locator('[data-url-preview]').textContent()).toBe(`${servers.api}/v1/pets?limit=2`);
      const answer = await send(page, form);
      expect(JSON.parse(answer.body)).toMatchObject({ caller: 'key typed-key-1', path: '/v1/pets' });
      // Parameters are remembered per operation.
      await page.goto(`${dev.base}/api-reference/get-a-pet`);
      expect(await form.getByLabel(/^petId/).inputValue()).toBe('12');
      await form.getByRole('button', { name: 'Forget credentials' }).click();
      expect(await scheme(form, 'apiKeyHeader').locator('[data-cred="value"]').inputValue()).toBe(PETSTORE.demoKey);
      const stored = await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.includes(':auth:')));
      expect(stored).toEqual([]);
      await page.close();
    });

    it('lists a dozen sample languages, switches between them, and redraws them from what the reader typed', async () => {
      const { page, form } = await open('/api-reference/get-a-pet');
      const picker = page.locator('[data-sample-select]');
      const languages = await picker.locator('option').allTextContents();
      expect(languages.length).toBeGreaterThanOrEqual(14);
      for (const language of [
        'cURL',
        'Python',
        'JavaScript',
        'Node.js',
        'TypeScript',
        'Go',
        'Ruby',
        'PHP',
        'Java',
        'Kotlin',
        'C#',
        'Swift',
        'Rust',
        'PowerShell',
      ])
        expect(languages).toContain(language);
      const shown = page.locator('.sample[data-selected] code');
      await picker.selectOption({ label: 'Go' });
      expect(await shown.getAttribute('class')).toBe('language-go');
      expect(await page.locator('.sample:visible').count()).toBe(1);
      await form.getByLabel(/^petId/).fill('99');
      await scheme(form, 'apiKeyHeader').locator('[data-cred="value"]').fill('sk-live-secret');
      await expect.poll(() => shown.textContent()).toContain('/v1/pets/99?app_id=');
      // Secrets are masked in the samples until the reader shows them.
      expect(await shown.textContent()).toContain('req.Header.Add("X-API-Key", "<api-key>")');
      expect(await shown.textContent()).not.toContain('sk-live-secret');
      await form.locator('[data-show-secrets]').check();
      await expect.poll(() => shown.textContent()).toContain('req.Header.Add("X-API-Key", "sk-live-secret")');
      await picker.selectOption({ label: 'Rust' });
      expect(await shown.getAttribute('class')).toBe('language-rust');
      expect(await shown.textContent()).toContain('.header("X-API-Key", "sk-live-secret")');
      expect(await shown.textContent()).toMatch(/\.get\("[^"]*\/v1\/pets\/99"\)/);
      await page
        .locator('.sample[data-selected]')
        .screenshot({ path: screenshotPath('playground-auth-rust-light'), style: STICKY_OFF });
      await picker.selectOption({ label: 'Python' });
      expect(await shown.textContent()).toContain('"X-API-Key": "sk-live-secret"');
      // The choice follows the reader to the next page.
      await page.goto(`${dev.base}/api-reference/list-pets`);
      expect(await page.locator('.sample[data-selected]').getAttribute('data-label')).toBe('Python');
      await page.close();
    });

    it('sends an API key in a cookie through the proxy and reads an OpenID Connect provider through it', async () => {
      const { page, form } = await open('/api-reference/who-am-i');
      await form.locator('[data-auth-choice]').selectOption({ label: 'apiKeyCookie' });
      await scheme(form, 'apiKeyCookie').locator('[data-cred="value"]').fill('c00kie-key');
      const answer = await send(page, form);
      expect(JSON.parse(answer.body)).toMatchObject({ caller: 'cookie session_key=c00kie-key' });
      await form.locator('[data-auth-choice]').selectOption({ label: 'oidc' });
      const oidc = scheme(form, 'oidc');
      await oidc.getByRole('button', { name: 'Read the discovery document' }).click();
      await oidc
        .locator('[data-oidc-endpoints]')
        .filter({ hasText: `${servers.auth}/oauth/token` })
        .waitFor();
      expect(await oidc.getByRole('button', { name: 'Get token with client credentials' }).isVisible()).toBe(true);
      await page.close();
    });

    it('explains a refusal by the allow-list, offers a binary body as a download and a large JSON body as a tree', async () => {
      const { page, form } = await open('/api-reference/list-pets');
      await page.evaluate(() => {
        const select = document.querySelector('select[data-server]') as HTMLSelectElement;
        select.options[0]!.value = 'http://127.0.0.1:9';
      });
      await form.locator('[data-server]').selectOption({ index: 0 });
      await send(page, form);
      const alert = page.getByRole('alert');
      expect(await alert.textContent()).toContain(
        "PROXY_TARGET_NOT_ALLOWED: http://127.0.0.1:9 is not on this site's playground allow-list: requests may go only to the origins of its OpenAPI servers, of the OAuth token and OpenID Connect discovery URLs its documents declare",
      );
      expect(await alert.textContent()).toContain(`allowed: ${servers.api}, ${servers.auth}`);
      await page.goto(`${dev.base}/api-reference/get-a-pets-photo`);
      await send(page, form);
      const download = page.locator('[data-download] a');
      expect(await download.textContent()).toBe('Download the response (74 B, image/png)');
      expect(await download.getAttribute('download')).toBe('rex.png');
      expect(await page.locator('[data-download] img').getAttribute('src')).toMatch(/^data:image\/png;base64,iVBOR/);
      await page.goto(`${dev.base}/api-reference/export-every-pet`);
      await send(page, form);
      const tree = page.locator('[data-response-tree]');
      expect(await tree.isVisible()).toBe(true);
      expect(await tree.locator('summary').first().textContent()).toBe('[400 items]');
      await tree.locator('details details').first().locator('summary').click();
      expect(await tree.locator('.tree-leaf').first().textContent()).toBe('id: 1');
      await page.getByRole('button', { name: 'Raw' }).click();
      expect(await page.locator('[data-response-body]').isVisible()).toBe(true);
      await page.close();
    });

    it('reads well in light and dark themes and at 390 px', async () => {
      const { page, form } = await open('/api-reference/get-a-pet');
      await scheme(form, 'apiKeyQuery').locator('[data-cred="value"]').fill(PETSTORE.appId);
      await send(page, form);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, 'playground-auth-light');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.emulateMedia({ colorScheme: 'dark' });
      await screenshot(page, 'playground-auth-dark');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.close();
      const phone = await chromium.context.newPage();
      phone.on('pageerror', (error) => problems.push(`390 px: ${error.message}`));
      await phone.setViewportSize({ width: 390, height: 844 });
      await phone.goto(`${dev.base}/api-reference/list-pets`);
      await phone.locator('form[data-playground] [data-auth-choice]').selectOption({ label: 'oauth' });
      // Below the sticky top bar.
      const scrollTo = (selector: string) =>
        phone
          .locator(selector)
          .evaluate((node) => window.scrollTo(0, node.getBoundingClientRect().top + window.scrollY - 72));
      await scrollTo('.playground h2');
      await screenshot(phone, 'playground-auth-390', { fullPage: false });
      await scrollTo('.api-examples');
      await screenshot(phone, 'playground-auth-390-samples', { fullPage: false });
      expect(await seriousAxeViolations(phone)).toEqual([]);
      // Nothing runs off the side of a phone.
      const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await phone.close();
    });

    it('ran without script errors, and folio dev printed no credential', () => {
      expect(problems).toEqual([]);
      const output = dev.output();
      for (const secret of [PETSTORE.client.secret, 'sk-live-secret', 'typed-key-1', 'c00kie-key', ...servers.tokens])
        expect(output).not.toContain(secret);
    });
  },
);
