// `folio check` with a page cache (`.folio-cache/check.bin`): a page whose text, snippets and
// render settings are unchanged is taken from the cache, never read again, and the check reports
// exactly what a check without the cache reports; anything that changes a page's reading misses.
import { availableParallelism } from 'node:os';
import { formatDiagnostic } from '@folio/diagnostics';
import type { CheckedPage } from '@folio/content/check';
import { describe, expect, it } from 'vitest';
import { BuildCache } from './build-cache.ts';
import { checkSite, type CheckResult } from './check-site.ts';
import { RenderPool } from './render-pool.ts';
import { createMemoryReader } from './repo-reader.ts';

const offline = async (url: string): Promise<string> => {
  throw new Error(`offline: ${url}`);
};

/** Everything a check reports, as text. */
function report(result: CheckResult) {
  return {
    diagnostics: result.diagnostics.map((d) => formatDiagnostic(d)),
    broken: result.links.broken.map((link) => `${link.file} ${link.url}`).sort(),
    pageLinks: [...result.pageLinks.entries()].sort(([a], [b]) => a.localeCompare(b)),
  };
}

/** A site of `count` pages: page-0 inlines a snippet, page-1 links to a heading of page-2. */
function site(count: number, change: Record<string, string> = {}): Record<string, string> {
  const names = Array.from({ length: count }, (_, i) => `page-${i}`);
  const files: Record<string, string> = {
    'docs.json': JSON.stringify({
      name: 'T',
      theme: 'mint',
      colors: { primary: '#000000' },
      navigation: { pages: names },
    }),
    'snippets/note.mdx': 'A snippet that links to [the second page](/page-1).\n',
  };
  for (const name of names) files[`${name}.mdx`] = `---\ntitle: ${name}\n---\n\n## ${name} heading\n\nText.\n`;
  files['page-0.mdx'] = `---\ntitle: Zero\n---\n\nimport Note from '/snippets/note.mdx';\n\n<Note />\n`;
  files['page-1.mdx'] = `---\ntitle: One\n---\n\n[Two's heading](/page-2#page-2-heading)\n`;
  return { ...files, ...change };
}

const check = (files: Record<string, string>, pageCache?: BuildCache<CheckedPage>) =>
  checkSite(createMemoryReader(files), { fetchUrl: offline, renderPool: false, ...(pageCache ? { pageCache } : {}) });

describe('checkSite with a page cache', () => {
  it('takes unchanged pages from the cache and reports what a check without it reports', async () => {
    const cache = new BuildCache<CheckedPage>();
    const first = await check(site(5), cache);
    expect(first.reusedPages).toBe(0);
    const again = await check(site(5), cache);
    expect(again.reusedPages).toBe(5);
    expect(report(again)).toEqual(report(first));
    expect(again.links.broken).toEqual([]);
  });

  it('reads again a page that changed, and the pages whose snippet changed', async () => {
    const cache = new BuildCache<CheckedPage>();
    await check(site(5), cache);
    // page-2's heading renamed: page-1's link to it breaks though page-1 itself did not change.
    const renamed = site(5, { 'page-2.mdx': '---\ntitle: Two\n---\n\n## Renamed\n' });
    const afterRename = await check(renamed, cache);
    expect(afterRename.reusedPages).toBe(4);
    expect(report(afterRename)).toEqual(report(await check(renamed)));
    expect(afterRename.links.broken.map((link) => link.url)).toEqual(['/page-2#page-2-heading']);

    const snippetBroken = site(5, { 'snippets/note.mdx': 'Now it links to [nowhere](/missing-page).\n' });
    const afterSnippet = await check(snippetBroken, cache);
    // page-2 changed back, page-0 inlines the snippet: both read again.
    expect(afterSnippet.reusedPages).toBe(3);
    expect(report(afterSnippet)).toEqual(report(await check(snippetBroken)));
    expect(afterSnippet.links.broken.map((link) => link.url)).toEqual(['/missing-page']);
  });

  it('reads every page again when a setting every page is read with changes, and forgets removed pages', async () => {
    const cache = new BuildCache<CheckedPage>();
    await check(site(5), cache);
    const config = JSON.parse(site(5)['docs.json']!) as Record<string, unknown>;
    const fontawesome = await check(
      site(5, { 'docs.json': JSON.stringify({ ...config, icons: { library: 'lucide' } }) }),
      cache,
    );
    expect(fontawesome.reusedPages).toBe(0);

    const fewer = site(3, { 'docs.json': JSON.stringify({ ...config, icons: { library: 'lucide' } }) });
    expect((await check(fewer, cache)).reusedPages).toBe(3);
    expect(
      cache
        .snapshot()
        .pages.map(([file]) => file)
        .sort(),
    ).toEqual(['page-0.mdx', 'page-1.mdx', 'page-2.mdx']);
  });

  it('starts no thread when a warm cache leaves few pages to read, and threads when many changed', {
    timeout: 240_000,
  }, async () => {
    if (availableParallelism() < 2) return;
    const cache = new BuildCache<CheckedPage>();
    const threadsDuring = async (files: Record<string, string>) => {
      let seen = 0;
      const result = await checkSite(createMemoryReader(files), {
        fetchUrl: offline,
        pageCache: cache,
        onProgress: () => {
          seen = Math.max(seen, RenderPool.runningThreads);
        },
      });
      return { seen, reused: result.reusedPages };
    };
    expect(await threadsDuring(site(100))).toEqual({ seen: availableParallelism() - 1, reused: 0 });
    expect(await threadsDuring(site(100, { 'page-50.mdx': '---\ntitle: Fifty\n---\n\nChanged.\n' }))).toEqual({
      seen: 0,
      reused: 99,
    });
    const manyChanged: Record<string, string> = {};
    for (let i = 2; i < 100; i++) manyChanged[`page-${i}.mdx`] = `---\ntitle: New ${i}\n---\n\nNew text.\n`;
    expect(await threadsDuring(site(100, manyChanged))).toEqual({ seen: availableParallelism() - 1, reused: 2 });
    expect(RenderPool.runningThreads).toBe(0);
  });
});
