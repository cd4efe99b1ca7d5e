// Chromium for browser tests: the system browser through playwright-core, a throwaway profile,
// and the page problems (CSP violations, script errors) each test file asserts are absent.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, ConsoleMessage, Page, Route } from 'playwright-core';

/** The system Chromium the browser tests drive. */
export const CHROMIUM = '/usr/bin/chromium';
/** Whether the browser tests can run here (they are skipped, with a warning, when it is missing). */
export const hasChromium = existsSync(CHROMIUM);
if (!hasChromium) console.warn(`Browser tests skipped: ${CHROMIUM} is missing (apt-get install -y chromium).`);

/** Where browser tests save the screenshots people look at. */
export const SCREENSHOTS = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../test-output/screenshots');

// No background traffic, no sandbox (tests run as root in containers), no GPU.
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

/** The path of screenshot `name` (`.png` added), its folder created. */
export function screenshotPath(name: string): string {
  mkdirSync(SCREENSHOTS, { recursive: true });
  return join(SCREENSHOTS, `${name}.png`);
}

/** Answers a request that would leave the machine with an empty 404. */
export const notFound = (route: Route): Promise<void> => route.fulfill({ status: 404, body: '' });

/** Requests to any host but the local test servers. */
export const OFF_SITE = /^https?:\/\/(?!127\.0\.0\.1)/;

/** A Chromium context on a throwaway profile; `close` also deletes the profile. */
export interface TestChromium {
  context: BrowserContext;
  close(): Promise<void>;
}

/**
 * Launches Chromium with a persistent context on a fresh profile. `offSite` answers every request
 * to another host (leave it out to let such requests through untouched).
 */
export async function launchChromium(options: { viewport?: { width: number; height: number }; offSite?: (route: Route) => unknown } = {}): Promise<TestChromium> {
  const { chromium } = await import('playwright-core');
  mkdirSync(SCREENSHOTS, { recursive: true });
  const profile = mkdtempSync(join(tmpdir(), 'folio-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    viewport: options.viewport ?? { width: 1280, height: 900 },
  });
  if (options.offSite) await context.route(OFF_SITE, options.offSite);
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Launches Chromium as a browser, for tests that open a fresh context per case. */
export async function launchChromiumBrowser(): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  mkdirSync(SCREENSHOTS, { recursive: true });
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
}

/** A Content-Security-Policy violation reported as a console error. */
export const cspError = (message: ConsoleMessage): boolean => message.type() === 'error' && /Content Security Policy/i.test(message.text());
/** Any console error. */
export const consoleError = (message: ConsoleMessage): boolean => message.type() === 'error';

/**
 * Records the page's script errors, and the console messages `keep` accepts (CSP violations by
 * default), into `problems`, which the test expects to stay empty.
 */
export function watchProblems(page: Page, problems: string[], options: { keep?: (message: ConsoleMessage) => boolean; where?: string } = {}): void {
  const keep = options.keep ?? cspError;
  page.on('pageerror', (error) => problems.push(`page error${options.where === undefined ? '' : ` on ${options.where}`}: ${error.message}`));
  page.on('console', (message) => {
    if (keep(message)) problems.push(message.text());
  });
}
