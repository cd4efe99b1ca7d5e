// `folio check` on a repository large enough for threads: checkSite starts one thread fewer than
// the cores and checks pages on its own thread beside them. Where a page is read must not change
// what is reported of it.
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { formatDiagnostic } from '@folio/diagnostics';
import { describe, expect, it, vi } from 'vitest';
import { REAL_WORLD_FIXTURES } from '../../../test/shared-fixtures.ts';
import { checkSite, LARGEST_PAGE_CHECKED_HERE, type CheckResult } from './check-site.ts';
import { loadChecker } from './content-modules.ts';
import { createDirectoryReader } from './directory-reader.ts';
import { RenderPool } from './render-pool.ts';
import { createMemoryReader } from './repo-reader.ts';

/** 107 page files: over the 64 at which checkSite starts threads of its own. */
const FIXTURE = join(REAL_WORLD_FIXTURES, 'hoppscotch__docs');

const offline = async (url: string): Promise<string> => {
  throw new Error(`offline: ${url}`);
};

/** Everything a check reports, as text: diagnostics, broken links and each page's URLs and ids. */
function report(result: CheckResult) {
  return {
    diagnostics: result.diagnostics.map((d) => formatDiagnostic(d)),
    broken: result.links.broken.length,
    checkedPages: result.checkedPages,
    pageLinks: [...result.pageLinks.entries()].sort(([a], [b]) => a.localeCompare(b)),
  };
}

describe('checkSite with threads of its own', () => {
  it('starts one thread fewer than the cores, reports what one thread reports, and leaves no thread', {
    timeout: 240_000,
  }, async () => {
    const reader = createDirectoryReader(FIXTURE);
    let threadsSeen = 0;
    const threaded = await checkSite(reader, {
      fetchUrl: offline,
      onProgress: () => {
        threadsSeen = Math.max(threadsSeen, RenderPool.runningThreads);
      },
    });
    expect(threadsSeen).toBe(availableParallelism() - 1);
    expect(RenderPool.runningThreads).toBe(0);

    const alone = await checkSite(reader, { fetchUrl: offline, renderPool: false });
    expect(alone.checkedPages).toBeGreaterThan(64);
    expect(report(threaded)).toEqual(report(alone));
  });

  it('checks a page larger than 256 kB on a thread, never on its own (which has no heap limit)', {
    timeout: 240_000,
  }, async () => {
    // The large page comes first, when this thread is free and would otherwise take it.
    const small = Array.from({ length: 70 }, (_, i) => `page-${i}`);
    const files: Record<string, string> = {
      'docs.json': JSON.stringify({
        name: 'T',
        theme: 'mint',
        colors: { primary: '#000000' },
        navigation: { pages: ['large', ...small] },
      }),
      'large.mdx': `---\ntitle: Large\n---\n\n${'A line of prose [to a page](/page-1).\n\n'.repeat(8000)}`,
    };
    for (const name of small) files[`${name}.mdx`] = `---\ntitle: ${name}\n---\n\n## ${name}\n\n[Large](/large)\n`;
    expect(Buffer.byteLength(files['large.mdx']!)).toBeGreaterThan(LARGEST_PAGE_CHECKED_HERE);
    const onThreads = vi.spyOn(RenderPool.prototype, 'check');
    try {
      const checked = await checkSite(createMemoryReader(files), { fetchUrl: offline });
      expect(checked.checkedPages).toBe(71);
      expect(checked.links.broken).toEqual([]);
      expect(onThreads.mock.calls.map(([file]) => file)).toContain('large.mdx');
      // Small pages still go to this thread beside the threads.
      expect(onThreads.mock.calls.length).toBeLessThan(71);
    } finally {
      onThreads.mockRestore();
    }
    expect(RenderPool.runningThreads).toBe(0);
  });

  it.skipIf(availableParallelism() < 2)(
    'keeps its threads fed while this thread checks pages beside them',
    {
      timeout: 240_000,
    },
    async () => {
      // The threads answer as events, as a real thread does (here at once, so only the scheduling
      // is measured). Before, this thread checked page after page without letting an answer in:
      // the threads got their first four pages and nothing more.
      const onThreads = vi
        .spyOn(RenderPool.prototype, 'check')
        .mockImplementation(async (file, source, readFile, frontMatter, settings) => {
          await new Promise((resolve) => setImmediate(resolve));
          const { checkPage } = await loadChecker();
          const { customLanguages: _grammars, ...checkSettings } = settings ?? {};
          return checkPage({ file, source, readFile, ...checkSettings, ...(frontMatter ? { frontMatter } : {}) });
        });
      try {
        // Pages with no snippet: nothing they do waits on a file.
        const names = Array.from({ length: 100 }, (_, i) => `page-${i}`);
        const files: Record<string, string> = {
          'docs.json': JSON.stringify({
            name: 'T',
            theme: 'mint',
            colors: { primary: '#000000' },
            navigation: { pages: names },
          }),
        };
        for (const name of names) files[`${name}.mdx`] = `---\ntitle: ${name}\n---\n\n## ${name}\n\n[Next](/page-1)\n`;
        const checked = await checkSite(createMemoryReader(files), { fetchUrl: offline });
        const threads = availableParallelism() - 1;
        expect(checked.checkedPages).toBeGreaterThan(64);
        // More than the threads' first pages (four each), and some pages left to this thread.
        expect(onThreads.mock.calls.length).toBeGreaterThan(threads * 4);
        expect(onThreads.mock.calls.length).toBeLessThan(checked.checkedPages);
      } finally {
        onThreads.mockRestore();
      }
      expect(RenderPool.runningThreads).toBe(0);
    },
  );
});
