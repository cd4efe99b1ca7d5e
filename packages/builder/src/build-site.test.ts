import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { buildSite } from './build-site.ts';
import { BuildCache } from './build-cache.ts';
import { createDirectoryReader } from './directory-reader.ts';
import { createMemoryReader } from './repo-reader.ts';
import { REAL_WORLD_FIXTURES } from '../../../test/shared-fixtures.ts';

const FIXTURES = REAL_WORLD_FIXTURES;
const offline = async (url: string): Promise<string> => Promise.reject(new Error(`offline: ${url}`));
const CONFIG = JSON.stringify({
  name: 'T',
  theme: 'mint',
  colors: { primary: '#000000' },
  navigation: { groups: [{ group: 'G', pages: ['index', 'a', 'b'] }] },
});
const page = (title: string, body = '## Section\n\nText.') => `---\ntitle: ${title}\ndescription: d\n---\n\n${body}\n`;

describe('buildSite', () => {
  it('builds every page of the five real-world repositories, with no page failing that the repository does not break', async () => {
    // The repositories' README.md and AGENTS.md are not pages (COMPAT.md).
    const expected: Record<string, number> = {
      CleoNHSPS__docs: 17,
      coinbase__x402: 20,
      hoppscotch__docs: 104,
      mintlify__starter: 13,
      ollama__ollama: 71,
    };
    for (const [name, pages] of Object.entries(expected)) {
      const result = await buildSite(createDirectoryReader(join(FIXTURES, name)), { fetchUrl: offline });
      expect(result.ok, name).toBe(true);
      expect(result.analysis.pages, name).toHaveLength(pages);
      for (const sitePage of result.analysis.pages) {
        expect(
          result.manifest?.files[sitePage.path === 'index' ? '/' : `/${sitePage.path}`],
          `${name} ${sitePage.path}`,
        ).toBeDefined();
      }
      expect(
        result.diagnostics.filter((d) => d.severity === 'error'),
        name,
      ).toEqual([]);
    }
  }, 120_000);

  it('re-renders only the changed page on a rebuild with the same cache', async () => {
    const files: Record<string, string> = {
      'docs.json': CONFIG,
      'index.mdx': page('Home'),
      'a.mdx': page('A'),
      'b.mdx': page('B'),
    };
    const cache = new BuildCache();
    const first = await buildSite(createMemoryReader(files), { cache });
    expect([first.rendered, first.reused]).toEqual([3, 0]);
    files['a.mdx'] = page('A', '## Changed\n\nNew text.');
    const second = await buildSite(createMemoryReader(files), { cache });
    expect([second.rendered, second.reused]).toEqual([1, 2]);
    const html = new TextDecoder().decode(second.blobs.get(second.manifest!.files['/a']!.blob));
    expect(html).toContain('New text.');
  });

  it('re-renders a page when a snippet it imports changes', async () => {
    const files: Record<string, string> = {
      'docs.json': CONFIG,
      'index.mdx': page('Home'),
      'a.mdx': page('A', "import Support from '/snippets/support.mdx';\n\n<Support />"),
      'b.mdx': page('B'),
      'snippets/support.mdx': 'Write to help@example.com.',
    };
    const cache = new BuildCache();
    await buildSite(createMemoryReader(files), { cache });
    files['snippets/support.mdx'] = 'Write to support@example.com.';
    const second = await buildSite(createMemoryReader(files), { cache });
    expect([second.rendered, second.reused]).toEqual([1, 2]);
    expect(new TextDecoder().decode(second.blobs.get(second.manifest!.files['/a']!.blob))).toContain(
      'support@example.com',
    );
  });

  it('never runs code from the repository: exports, expressions and imports are data', async () => {
    const exit = vi.spyOn(process, 'exit');
    const environment = { ...process.env };
    const result = await buildSite(
      createMemoryReader({
        'docs.json': CONFIG,
        'index.mdx': page(
          'Home',
          "import fs from 'fs'\nexport const x = process.exit(1)\n\n## Where\n\n{process.env.HOME}\n\n{fs.writeFileSync('/tmp/pwned', 'x')}",
        ),
        'a.mdx': page('A'),
        'b.mdx': page('B'),
      }),
    );
    expect(exit).not.toHaveBeenCalled();
    expect(process.env).toEqual(environment);
    expect(result.ok).toBe(true);
    const html = new TextDecoder().decode(result.blobs.get(result.manifest!.files['/']!.blob));
    expect(html).not.toContain(process.env.HOME ?? '/root');
    expect(result.diagnostics.filter((d) => d.file === 'index.mdx').length).toBeGreaterThan(0);
    exit.mockRestore();
  });

  it('publishes nothing when docs.json is broken, so the live site is never replaced', async () => {
    const result = await buildSite(
      createMemoryReader({ 'docs.json': '{ "navigation": { "groups": [ }', 'index.mdx': page('Home') }),
    );
    expect(result.ok).toBe(false);
    expect(result.manifest).toBeUndefined();
    expect(result.diagnostics.some((d) => d.code === 'CONFIG_JSON_SYNTAX' && d.line === 1)).toBe(true);
  });

  it('still publishes when one page is broken, showing it as broken and reporting it', async () => {
    const result = await buildSite(
      createMemoryReader({
        'docs.json': CONFIG,
        'index.mdx': page('Home'),
        'a.mdx': page('A', '<Steps>\n<Step title="x">\nunclosed'),
        'b.mdx': page('B'),
      }),
    );
    expect(result.ok).toBe(true);
    expect(result.manifest!.files['/b']).toBeDefined();
    expect(result.manifest!.files['/a']).toBeDefined();
  });
});

describe('buildSite with renderOnly (folio dev on large sites)', () => {
  it('lays out deferred pages with a placeholder, and renders them when asked', async () => {
    const files: Record<string, string> = {
      'docs.json': CONFIG,
      'index.mdx': page('Home'),
      'a.mdx': page('A', '## Real\n\nReal text.'),
      'b.mdx': page('B'),
    };
    const cache = new BuildCache();
    const laidOut = await buildSite(createMemoryReader(files), { cache, renderOnly: () => false });
    expect([laidOut.rendered, laidOut.deferred.sort()]).toEqual([0, ['a', 'b', 'index']]);
    const pending = new TextDecoder().decode(laidOut.blobs.get(laidOut.manifest!.files['/a']!.blob));
    expect(pending).toContain('This page is being rendered');
    expect(pending).toContain('<title>A');

    const one = await buildSite(createMemoryReader(files), { cache, renderOnly: (path) => path === 'a' });
    expect([one.rendered, one.deferred.sort()]).toEqual([1, ['b', 'index']]);
    expect(new TextDecoder().decode(one.blobs.get(one.manifest!.files['/a']!.blob))).toContain('Real text.');
  });
});
