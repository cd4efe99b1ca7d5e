/// <reference lib="dom" />
// {user.…} values filled in by the browser from GET /_folio/reader, answered here by a small
// local server that speaks the edge's contract ({ signedIn, claims, groups }, private, no-store).
// The edge's own answer replaces this server in the end-to-end test of reader sign-in.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, createMemoryReader } from '@folio/builder';
import { READER_PATH } from '@folio/deployment';
import { securityHeaders, type SiteFile } from '@folio/site';
import { closeServer } from './helpers/close-server.ts';
import { consoleError, hasChromium, screenshot, useChromium, watchProblems } from './helpers/chromium.ts';

const REPOSITORY: Record<string, string> = {
  'docs.json': JSON.stringify({
    theme: 'mint',
    name: 'Acme',
    colors: { primary: '#4f46e5' },
    navigation: {
      groups: [
        { group: 'Start', pages: ['welcome', 'plain'] },
        { group: 'API', openapi: 'openapi.json' },
      ],
    },
  }),
  'welcome.mdx': [
    '---\ntitle: Welcome\ndescription: Your account at a glance\n---',
    '## Welcome back, {user.firstName ?? "there"}!',
    'Your **{user.plan ?? "free"}** plan at {user.org?.name} includes 100 seats.',
    'Your role: {user.role ?? "reader"}. Your note: {user.note}.',
    '<Note>Signed in as {user.email ?? "nobody"}.</Note>',
    '',
  ].join('\n\n'),
  'openapi.json': JSON.stringify({
    openapi: '3.0.3',
    info: { title: 'Acme API', version: '1.0.0' },
    servers: [{ url: 'https://{region}.api.acme.test', variables: { region: { default: 'eu' } } }],
    components: { securitySchemes: { key: { type: 'apiKey', in: 'header', name: 'X-API-Key' } } },
    security: [{ key: [] }],
    paths: {
      '/projects/{projectId}': {
        get: {
          summary: 'Get a project',
          parameters: [{ name: 'projectId', in: 'path', required: true, schema: { type: 'string' } }],
          responses: { '200': { description: 'The project' } },
        },
      },
    },
  }),
  'plain.mdx': '---\ntitle: Plain\ndescription: Nothing personal\n---\n\nNo personalisation here.\n',
};

/** Readers by the `reader` cookie's value. */
const READERS: Record<string, unknown> = {
  ada: {
    signedIn: true,
    claims: {
      firstName: 'Ada',
      email: 'ada@acme.test',
      org: { name: 'Acme Corp' },
      note: '<img src=x onerror="window.pwned=1">',
      // The format's readers carry their values under `content`.
      content: { plan: 'Enterprise' },
      apiPlaygroundInputs: {
        header: { 'x-api-key': 'sk_live_ada' },
        server: { region: 'us' },
        path: { projectId: 'prj_42' },
      },
    },
    groups: ['admin'],
  },
};

describe.skipIf(!hasChromium)('{user.*} personalisation in a real browser', () => {
  let server: Server | undefined;
  let base = '';
  let readerRequests = 0;
  const problems: string[] = [];
  const chromium = useChromium();

  beforeAll(async () => {
    const result = await buildSite(createMemoryReader(REPOSITORY), {
      manifest: false,
      renderPool: false,
      readerAccess: 'oidc',
    });
    expect(result.diagnostics).toEqual([]);
    server = await serve(result.files, (cookie) => {
      readerRequests++;
      const name = /(?:^|;\s*)reader=(\w+)/.exec(cookie)?.[1];
      return name === undefined ? { signedIn: false } : READERS[name];
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    if (server !== undefined) await closeServer(server);
  });

  async function open(path: string, reader?: string): Promise<Page> {
    await chromium.context.clearCookies();
    if (reader !== undefined) await chromium.context.addCookies([{ name: 'reader', value: reader, url: base }]);
    const page = await chromium.context.newPage();
    watchProblems(page, problems, { keep: consoleError });
    await page.goto(`${base}${path}`);
    return page;
  }

  const texts = (page: Page) =>
    page.locator('[data-folio-user]').evaluateAll((spans) => spans.map((span) => span.textContent));

  it('writes a signed-in reader’s claims as text, and keeps the fallback for a missing one', async () => {
    readerRequests = 0;
    const page = await open('/welcome', 'ada');
    await page.waitForFunction(() => document.querySelector('[data-folio-user="firstName"]')?.textContent === 'Ada');
    expect(await texts(page)).toEqual([
      'Ada',
      'Enterprise',
      'Acme Corp',
      'reader',
      '<img src=x onerror="window.pwned=1">',
      'ada@acme.test',
    ]);
    expect(await page.locator('main h2').first().textContent()).toBe('Welcome back, Ada!');
    expect(await page.locator('.page-aside nav.toc a').first().textContent()).toBe('Welcome back, Ada!');
    // A claim is text: no element was made from it, no script ran.
    expect(await page.locator('.content img').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    expect(readerRequests).toBe(1);
    await screenshot(page, 'personalization-signed-in', { fullPage: false });
    await page.close();
  });

  it('shows the fallback text to a signed-out reader', async () => {
    const page = await open('/welcome');
    await page.waitForLoadState('networkidle');
    expect(await texts(page)).toEqual(['there', 'free', '', 'reader', '', 'nobody']);
    expect(await page.locator('main h2').first().textContent()).toBe('Welcome back, there!');
    await screenshot(page, 'personalization-signed-out', { fullPage: false });
    await page.close();
  });

  it('loads no personalization on a page without {user.…} values, and asks once, for the sign-out', async () => {
    readerRequests = 0;
    const page = await open('/plain', 'ada');
    await page.waitForLoadState('networkidle');
    expect(await page.locator('script[data-reader-url]').count()).toBe(0);
    // The top bar learns that someone is signed in (one request a page) and offers to sign out.
    await page.getByRole('button', { name: 'Sign out' }).waitFor({ state: 'visible' });
    expect(readerRequests).toBe(1);
    await page.close();
  });

  it('prefills the playground from the reader’s apiPlaygroundInputs, and nothing when signed out', async () => {
    readerRequests = 0;
    const page = await open('/api-reference/get-a-project', 'ada');
    const key = page.locator('[data-scheme-type="apiKey"] [data-cred="value"]');
    await page.waitForFunction(
      () =>
        (document.querySelector('[data-scheme-type="apiKey"] [data-cred="value"]') as HTMLInputElement)?.value !== '',
    );
    expect(await key.inputValue()).toBe('sk_live_ada');
    expect(await page.locator('input[data-server-var="region"]').inputValue()).toBe('us');
    expect(await page.locator('[data-param][data-name="projectId"]').inputValue()).toBe('prj_42');
    expect(await page.locator('[data-url-preview]').textContent()).toBe('https://us.api.acme.test/projects/prj_42');
    expect(readerRequests).toBe(1);
    await screenshot(page, 'personalization-playground-prefill', { fullPage: false });
    await page.close();

    const signedOut = await open('/api-reference/get-a-project');
    await signedOut.waitForLoadState('networkidle');
    expect(await signedOut.locator('[data-scheme-type="apiKey"] [data-cred="value"]').inputValue()).toBe('');
    await signedOut.close();
  });

  it('met no script error or CSP violation', () => {
    expect(problems).toEqual([]);
  });
});

/** Serves built files with the edge's headers, and the reader endpoint from `readerOf(cookie)`. */
async function serve(files: readonly SiteFile[], readerOf: (cookie: string) => unknown): Promise<Server> {
  const byUrl = new Map(files.map((file) => [file.urlPath, file]));
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname.replace(/(.)\/$/, '$1');
    if (path === READER_PATH) {
      response.setHeader('content-type', 'application/json');
      response.setHeader('cache-control', 'private, no-store');
      response.end(JSON.stringify(readerOf(request.headers.cookie ?? '')));
      return;
    }
    // The site has no favicon; Chromium asks for one anyway.
    if (path === '/favicon.ico') return void response.writeHead(204).end();
    const file = byUrl.get(path) ?? byUrl.get('/404');
    response.statusCode = byUrl.has(path) ? 200 : 404;
    const type = file?.contentType ?? 'text/plain';
    response.setHeader('content-type', type);
    for (const [name, value] of Object.entries(securityHeaders(type))) response.setHeader(name, value);
    response.end(file?.body ?? 'not found');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return server;
}
