// The split search index in Chromium, as a phone runs it: the engine script the site serves and
// the index's files served over HTTP, the CPU slowed down four times (DevTools' "4x slowdown", the
// usual stand-in for a mid-range phone). The queries are typed keystroke by keystroke; for each,
// the page fetches the shards the words need, ranks, fetches the shown pages' parts and makes
// their snippets, as assets/js/search.js does (without the DOM). Measured: each keystroke's
// ranking and snippets (a shard's first opening included), and the JavaScript heap the session
// keeps (after a garbage collection).
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SiteFile } from '@folio/site';
import type { BenchQuery } from './queries.ts';

const CHROMIUM = '/usr/bin/chromium';
/** CPU slowdown standing in for a phone. */
const PHONE_SLOWDOWN = 4;

/**
 * The session, run in the page: plain JavaScript in a string, so the TypeScript loader's helpers
 * never reach the page. For each keystroke: the shards its words need (a word that matches
 * nothing asks for its letter's other shards), the ranking, the first ten pages' parts, their
 * snippets; the ranking and the snippets are timed.
 */
const TYPE_QUERIES = `async (typed) => {
  const json = async (path) => (await fetch(path)).json();
  const root = await json('/_folio/search-parts.json');
  const parts = new Map();
  const load = async (name) => {
    if (!parts.has(name)) parts.set(name, await json('/_folio/' + name));
  };
  const engine = FolioSearch.open(MiniSearch, root, {
    shard: (i) => parts.get(root.shards[i][2]),
    page: (p) => parts.get(root.parts[p]),
  });
  const times = [];
  for (const query of typed)
    for (let end = 1; end <= query.query.length; end++) {
      const text = query.query.slice(0, end);
      if (text.trim() === '') continue;
      for (let round = 0; round < 3; round++) {
        const wanted = engine.need(text);
        if (wanted.length === 0) break;
        await Promise.all(wanted.map((i) => load(root.shards[i][2])));
      }
      let started = performance.now();
      const results = engine.rank(text, query.scope).results;
      let spent = performance.now() - started;
      const pages = [];
      const shown = results.slice(0, 200).filter((result) => {
        if (!pages.includes(result.page)) {
          if (pages.length === 10) return false;
          pages.push(result.page);
        }
        return true;
      });
      await Promise.all(pages.map((p) => load(root.parts[p])));
      started = performance.now();
      for (const result of shown) void engine.hit(result)?.snippet;
      spent += performance.now() - started;
      times.push(spent);
    }
  // Kept, as a page keeps its search: the heap is measured after this returns.
  window.benchSession = { engine, parts };
  return times;
}`;

/** What one session in Chromium measured. */
export interface BrowserFigures {
  keystrokeMs: number[];
  heapBytes: number;
}

/** Whether Chromium is installed (the browser figures are skipped without it). */
export const hasChromium = existsSync(CHROMIUM);

/**
 * Types `queries` into the split index made of `files` (the engine script among them) in
 * Chromium with the CPU slowed down as a phone's.
 */
export async function measureInChromium(
  files: readonly SiteFile[],
  enginePath: string,
  queries: readonly BenchQuery[],
): Promise<BrowserFigures> {
  const bodies = new Map(files.map((file) => [file.urlPath, file]));
  const server = createServer((request, response) => {
    const file = bodies.get(new URL(request.url ?? '/', 'http://localhost').pathname);
    if (file === undefined) {
      response.writeHead(request.url === '/' ? 200 : 404, { 'content-type': 'text/html' });
      response.end(`<!doctype html><script src="${enginePath}"></script>`);
      return;
    }
    response.writeHead(200, { 'content-type': file.contentType });
    response.end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_SLOWDOWN });
    const typed = queries.map((query) => ({ query: query.query, scope: query.scope }));
    const keystrokeMs = (await page.evaluate(`(${TYPE_QUERIES})(${JSON.stringify(typed)})`)) as number[];
    // What the session keeps, not the garbage it left.
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    return { keystrokeMs, heapBytes: heap.usedSize };
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  }
}
