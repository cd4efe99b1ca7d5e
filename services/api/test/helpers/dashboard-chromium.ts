import { createServer } from 'node:net';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { seriousAxeViolations } from '../../../../test/helpers/axe.ts';
import { type ChromiumOptions, screenshot, useChromium } from '../../../../test/helpers/chromium.ts';
import { createSignInLink } from './sign-in-link.ts';
import { startTestEnv, type TestEnv } from './test-env.ts';

/** The dashboard served on a port of its own and one Chromium page, for a `describe`'s tests. */
export interface DashboardInChromium {
  readonly env: TestEnv;
  /** The dashboard's origin, `http://app.localhost:<port>` (Chromium resolves it to 127.0.0.1). */
  readonly origin: string;
  readonly port: number;
  readonly context: BrowserContext;
  /** One page, opened once Chromium is running. */
  readonly page: Page;
  /** Signs `email` in on `page` through an operator's sign-in link; the page ends on the home page. */
  signIn(tenantId: string, email: string): Promise<void>;
}

/**
 * Starts the api with the dashboard on `http://app.localhost:<free port>` in a `beforeAll`
 * (`env`: more of its variables, or a function giving them once earlier hooks have run), then
 * Chromium (`useChromium`) and a page. The hooks are registered in that order, so the browser
 * closes before the api does: the api's close is not kept waiting by the pages' event streams.
 */
export function useDashboardInChromium(
  options: { env?: Record<string, string> | (() => Record<string, string>); chromium?: ChromiumOptions } = {},
): DashboardInChromium {
  let env: TestEnv | undefined;
  let page: Page | undefined;
  let port = 0;
  let origin = '';
  beforeAll(async () => {
    port = await freePort();
    origin = `http://app.localhost:${port}`;
    const more = typeof options.env === 'function' ? options.env() : (options.env ?? {});
    env = await startTestEnv({ DASHBOARD_ORIGIN: origin, ...more });
    await env.app.listen({ host: '127.0.0.1', port });
  }, 60_000);
  afterAll(async () => {
    await env?.close();
  });
  const chromium = useChromium(options.chromium);
  beforeAll(async () => {
    page = await chromium.context.newPage();
  });
  const running = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`${name} is not ready: read it in a test or in a later hook`);
    return value;
  };
  return {
    get env() {
      return running(env, 'the api');
    },
    get origin() {
      return origin;
    },
    get port() {
      return port;
    },
    get context() {
      return chromium.context;
    },
    get page() {
      return running(page, 'the page');
    },
    async signIn(tenantId, email) {
      const tab = running(page, 'the page');
      await tab.goto(await createSignInLink(running(env, 'the api'), tenantId, email));
      await tab.getByRole('button', { name: `Continue as ${email}` }).click();
      await tab.waitForURL(`${origin}/`);
    },
  };
}

/**
 * Checks `page` with axe-core in light, dark and at 390 px, saving each as a screenshot
 * `dashboard-<name>[-dark|-mobile]`, then puts the page back to light at 1280 × 900.
 */
export async function captureDashboard(page: Page, name: string): Promise<void> {
  for (const [scheme, width, suffix] of [
    ['light', 1280, ''],
    ['dark', 1280, '-dark'],
    ['light', 390, '-mobile'],
  ] as const) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.emulateMedia({ colorScheme: scheme });
    expect(await seriousAxeViolations(page), `${name}${suffix}`).toEqual([]);
    await screenshot(page, `dashboard-${name}${suffix}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}
