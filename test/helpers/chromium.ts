// Chromium for browser tests: the system browser through playwright-core, a throwaway profile,
// and the page problems (CSP violations, script errors) each test file asserts are absent.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, ConsoleMessage, Page, Route } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

/** The system Chromium the browser tests drive. */
const CHROMIUM = '/usr/bin/chromium';
/** Whether the browser tests can run here (they are skipped, with a warning, when it is missing). */
export const hasChromium = existsSync(CHROMIUM);
if (!hasChromium) console.warn(`Browser tests skipped: ${CHROMIUM} is missing (apt-get install -y chromium).`);

/** Where browser tests save the screenshots people look at. */
const SCREENSHOTS = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../test-output/screenshots');

// No background traffic, no sandbox (tests run as root in containers), no GPU.
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/** The path of screenshot `name` (`.png` added), its folder created. */
export function screenshotPath(name: string): string {
  mkdirSync(SCREENSHOTS, { recursive: true });
  return join(SCREENSHOTS, `${name}.png`);
}

/** Saves a screenshot of `page` as `name` (whole page unless `fullPage` is false), for people to look at. */
export function screenshot(
  page: Page,
  name: string,
  options: { fullPage?: boolean; clip?: { x: number; y: number; width: number; height: number } } = {},
): Promise<Buffer> {
  return page.screenshot({
    path: screenshotPath(name),
    fullPage: options.fullPage ?? true,
    ...(options.clip === undefined ? {} : { clip: options.clip }),
  });
}

/** Answers a request that would leave the machine with an empty 404. */
export const notFound = (route: Route): Promise<void> => route.fulfill({ status: 404, body: '' });

/** Requests to any host but the local test servers. */
const OFF_SITE = /^https?:\/\/(?!127\.0\.0\.1)/;

/**
 * How long Chromium may take to start. A loaded CI machine (two cores, other suites running) can
 * take tens of seconds; a failed launch should say so rather than look like a hung test.
 */
const LAUNCH_TIMEOUT = 120_000;
/** The timeout of the hooks that launch and close Chromium: longer than the launch's, so a slow launch fails with its own message. */
const BROWSER_HOOK_TIMEOUT = 240_000;

/** How the test browser is set up. */
export interface ChromiumOptions {
  viewport?: { width: number; height: number };
  /** Answers every request to another host (leave it out to let such requests through untouched). */
  offSite?: (route: Route) => unknown;
  /** Turns the pages' Content-Security-Policy off (axe-core needs no such thing: `seriousAxeViolations` injects it past the CSP). */
  bypassCSP?: boolean;
  /** Grants clipboard reading and writing on every origin, for copy buttons. */
  clipboard?: boolean;
  /**
   * Resolves every host under this domain (`*.folio-sites.test`) to 127.0.0.1, so tests open the
   * edge's sites by their own names (see `loopbackDomainArgs`).
   */
  loopbackDomain?: string;
}

/** Chromium's flag that resolves every host under `domain` to 127.0.0.1. */
function loopbackDomainArgs(domain: string | undefined): string[] {
  return domain === undefined ? [] : [`--host-resolver-rules=MAP *.${domain} 127.0.0.1`];
}

/** A Chromium context on a throwaway profile; `close` also deletes the profile. */
export interface TestChromium {
  context: BrowserContext;
  close(): Promise<void>;
}

/** Launches Chromium with a persistent context on a fresh profile (deleted again if the launch fails). */
async function launchChromium(options: ChromiumOptions = {}): Promise<TestChromium> {
  const { chromium } = await import('playwright-core');
  mkdirSync(SCREENSHOTS, { recursive: true });
  const profile = mkdtempSync(join(tmpdir(), 'folio-chromium-'));
  const removeProfile = () => rmSync(profile, { recursive: true, force: true });
  let context: BrowserContext;
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: [...ARGS, ...loopbackDomainArgs(options.loopbackDomain)],
      timeout: LAUNCH_TIMEOUT,
      viewport: options.viewport ?? { width: 1280, height: 900 },
      ...(options.bypassCSP === true ? { bypassCSP: true } : {}),
    });
  } catch (error) {
    removeProfile();
    throw error;
  }
  const close = async () => {
    await context.close().catch(() => undefined);
    removeProfile();
  };
  try {
    if (options.offSite) await context.route(OFF_SITE, options.offSite);
    if (options.clipboard === true) await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  } catch (error) {
    await close();
    throw error;
  }
  return { context, close };
}

/** Launches Chromium as a browser, for tests that open a fresh context per case. */
async function launchChromiumBrowser(): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  mkdirSync(SCREENSHOTS, { recursive: true });
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS, timeout: LAUNCH_TIMEOUT });
}

/**
 * Launches Chromium in a `beforeAll` and closes it in an `afterAll` of the calling `describe`
 * (which runs whether the tests passed or not). A launch still under way when its hook timed out
 * is awaited and closed too, so no browser outlives the file. Hooks registered after this call run
 * after the launch; `context` throws when read before it.
 *
 * Call it after the hooks that start the servers the pages talk to: `afterAll` hooks run in the
 * reverse order of their registration, so the browser closes first, and a server's `close` is not
 * kept waiting by the browser's open connections (event streams, keep-alive).
 */
export function useChromium(options: ChromiumOptions = {}): { readonly context: BrowserContext } {
  let launching: Promise<TestChromium> | undefined;
  let launched: TestChromium | undefined;
  beforeAll(async () => {
    launching = launchChromium(options);
    launched = await launching;
  }, BROWSER_HOOK_TIMEOUT);
  afterAll(async () => {
    const chromium = launched ?? (await launching?.catch(() => undefined));
    await chromium?.close();
  }, BROWSER_HOOK_TIMEOUT);
  return {
    get context(): BrowserContext {
      if (launched === undefined)
        throw new Error('Chromium is not running: read `context` in a test or in a hook after useChromium');
      return launched.context;
    },
  };
}

/** A fresh context of the shared browser: its viewport, colour scheme, script switch and off-site answer. */
export interface ContextOptions {
  width?: number;
  height?: number;
  scheme?: 'light' | 'dark';
  javaScript?: boolean;
  offSite?: (route: Route) => unknown;
  /** Another `User-Agent` (headless Chromium says `HeadlessChrome`, which sites may treat as a bot). */
  userAgent?: string;
}

/**
 * Launches one browser for the calling `describe` (closed in `afterAll`, like `useChromium`), for
 * tests that open a fresh context per case; `newContext` contexts are closed with the browser.
 */
export function useChromiumBrowser(): { newContext(options?: ContextOptions): Promise<BrowserContext> } {
  let launching: Promise<Browser> | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    launching = launchChromiumBrowser();
    browser = await launching;
  }, BROWSER_HOOK_TIMEOUT);
  afterAll(async () => {
    const running = browser ?? (await launching?.catch(() => undefined));
    await running?.close().catch(() => undefined);
  }, BROWSER_HOOK_TIMEOUT);
  return {
    async newContext(options: ContextOptions = {}): Promise<BrowserContext> {
      if (browser === undefined)
        throw new Error('Chromium is not running: open contexts in a test or in a hook after useChromiumBrowser');
      const context = await browser.newContext({
        viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
        ...(options.scheme === undefined ? {} : { colorScheme: options.scheme }),
        ...(options.javaScript === undefined ? {} : { javaScriptEnabled: options.javaScript }),
        ...(options.userAgent === undefined ? {} : { userAgent: options.userAgent }),
      });
      if (options.offSite) await context.route(OFF_SITE, options.offSite);
      return context;
    },
  };
}

/** How `openPage` opens a page. */
export interface OpenPageOptions {
  /** Collects the page's script errors and the console messages `keep` accepts (see `watchProblems`). */
  problems?: string[];
  keep?: (message: ConsoleMessage) => boolean;
  /** Names the page in its problems. */
  where?: string;
  /** Resizes the page (the height defaults to 900). */
  width?: number;
  height?: number;
  scheme?: 'light' | 'dark';
}

/** Opens `url` in a new page of `context`, watched for problems, at the size and colour scheme asked. */
export async function openPage(context: BrowserContext, url: string, options: OpenPageOptions = {}): Promise<Page> {
  const page = await context.newPage();
  if (options.problems !== undefined) {
    watchProblems(page, options.problems, {
      ...(options.keep === undefined ? {} : { keep: options.keep }),
      ...(options.where === undefined ? {} : { where: options.where }),
    });
  }
  if (options.width !== undefined || options.height !== undefined)
    await page.setViewportSize({ width: options.width ?? 1280, height: options.height ?? 900 });
  if (options.scheme !== undefined) await page.emulateMedia({ colorScheme: options.scheme });
  await page.goto(url);
  return page;
}

/** A Content-Security-Policy violation reported as a console error. */
const cspError = (message: ConsoleMessage): boolean =>
  message.type() === 'error' && /Content Security Policy/i.test(message.text());
/** Any console error. */
export const consoleError = (message: ConsoleMessage): boolean => message.type() === 'error';

/**
 * Records the page's script errors, and the console messages `keep` accepts (CSP violations by
 * default), into `problems`, which the test expects to stay empty.
 */
export function watchProblems(
  page: Page,
  problems: string[],
  options: { keep?: (message: ConsoleMessage) => boolean; where?: string } = {},
): void {
  const keep = options.keep ?? cspError;
  page.on('pageerror', (error) =>
    problems.push(`page error${options.where === undefined ? '' : ` on ${options.where}`}: ${error.message}`),
  );
  page.on('console', (message) => {
    if (keep(message)) problems.push(message.text());
  });
}
