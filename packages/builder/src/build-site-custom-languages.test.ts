import { afterAll, describe, expect, it } from 'vitest';
import { analyzeRepository } from './analyze-repository.ts';
import { buildSite } from './build-site.ts';
import { RenderPool } from './render-pool.ts';
import { createMemoryReader } from './repo-reader.ts';

// A tenant's grammar runs its regular expressions on Folio's threads. `(a+)+$` against a line of
// a's ending in "b" backtracks catastrophically (Oniguruma stops each search at its retry limit,
// so a line costs about half a second here and a page of them minutes): the page's deadline stops
// the thread, the page is published broken with its diagnostic, and the rest of the site builds.
const ACME = {
  name: 'acme',
  scopeName: 'source.acme',
  patterns: [{ match: '\\b(emit|let)\\b', name: 'keyword.control.acme' }],
};
const EVIL = { name: 'evil', scopeName: 'source.evil', patterns: [{ match: '(a+)+$', name: 'keyword.evil' }] };
const docsJson = (custom: string[]) =>
  JSON.stringify({
    name: 'T',
    theme: 'mint',
    colors: { primary: '#000000' },
    styling: { codeblocks: { languages: { custom } } },
    navigation: { pages: ['index', 'slow', 'other'] },
  });
const SLOW_LINES = Array.from({ length: 200 }, () => `${'a'.repeat(28)}b`).join('\n');

/** A short deadline so the test does not wait the default 20 s. */
const pool = new RenderPool(2, { pageDeadlineMs: 3_000 });
afterAll(() => pool.close());

const pageHtml = (result: Awaited<ReturnType<typeof buildSite>>, urlPath: string) =>
  String(result.files.find((file) => file.urlPath === urlPath)?.body);

describe('buildSite with styling.codeblocks.languages.custom', () => {
  it('highlights fences in the custom language, and stops a page whose grammar backtracks without end', async () => {
    const files = {
      'docs.json': docsJson(['/languages/acme.json', 'languages/evil.json', 'languages/missing.json']),
      'languages/acme.json': JSON.stringify(ACME),
      'languages/evil.json': JSON.stringify(EVIL),
      'index.mdx': '---\ntitle: Home\n---\n\n```acme\nlet x = emit 1\n```\n',
      'slow.mdx': `---\ntitle: Slow\n---\n\n\`\`\`evil\n${SLOW_LINES}\n\`\`\`\n`,
      'other.mdx': '---\ntitle: Other\n---\n\nStill here.\n\n```missing\nplain\n```\n',
    };
    const result = await buildSite(createMemoryReader(files), { manifest: false, renderPool: pool });
    const found = result.diagnostics
      .filter((d) => d.severity !== 'info' && !d.code.startsWith('LINT_'))
      .map((d) => [d.code, d.file, d.path ?? '']);
    expect(found).toEqual([
      ['CONFIG_LANGUAGE_MISSING', 'docs.json', 'styling.codeblocks.languages.custom[2]'],
      ['BUILD_PAGE_RENDER_TIMEOUT', 'slow.mdx', ''],
    ]);
    const timeout = result.diagnostics.find((d) => d.code === 'BUILD_PAGE_RENDER_TIMEOUT');
    expect(timeout?.message).toContain('took longer than 3 s');
    expect(timeout?.hint).toContain('simplify the grammar');
    expect(pageHtml(result, '/')).toContain('<span style="color:var(--shiki-token-keyword)">emit</span>');
    expect(pageHtml(result, '/other')).toContain('Still here.');
    expect(pageHtml(result, '/other')).toContain('plain');
    expect(pageHtml(result, '/slow')).toContain('could not be rendered');
    // The pool replaced the stopped thread: it still renders.
    expect((await pool.render('after.mdx', '# After\n', async () => undefined)).html).toContain('After');
  });

  it('reports grammar problems in the analysis `folio check` runs, which renders nothing', async () => {
    const files = {
      'docs.json': docsJson(['languages/evil.json', 'languages/not-json.json']),
      'languages/evil.json': JSON.stringify(EVIL),
      'languages/not-json.json': '{ "name": "x",\n  "scopeName": \n}',
      'index.mdx': '---\ntitle: Home\n---\n\nHi.\n',
    };
    const analysis = await analyzeRepository(createMemoryReader(files));
    const found = analysis.diagnostics
      .filter((d) => d.code.startsWith('CONFIG_LANGUAGE'))
      .map((d) => [d.code, d.file, d.line]);
    expect(found).toEqual([['CONFIG_LANGUAGE_INVALID', 'languages/not-json.json', 3]]);
  });
});
