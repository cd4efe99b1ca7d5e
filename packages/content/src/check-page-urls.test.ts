import { describe, expect, it } from 'vitest';
import { renderPage, type RenderedPage } from './render-page.ts';

const FRONT = '---\ntitle: T\ndescription: D\n---\n\n';

async function render(body: string, files: Record<string, string> = {}): Promise<RenderedPage> {
  return renderPage({
    file: 'guides/page.mdx',
    source: FRONT + body,
    readFile: async (path) => files[path],
    lint: false,
  });
}

const refusals = (page: RenderedPage) =>
  page.diagnostics
    .filter((d) => d.code === 'CONTENT_URL_REFUSED')
    .map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`);

/** Spellings of `javascript:` a browser runs, written as JSX string literals (escapes read statically). */
const BYPASSES: [string, string][] = [
  ['tab', '"java\\tscript:alert(1)"'],
  ['newline', '"java\\nscript:alert(1)"'],
  ['leading space', '" javascript:alert(1)"'],
  ['upper case', '"JAVASCRIPT:alert(1)"'],
  ['leading control character', '"\\u0001javascript:alert(1)"'],
];

describe('the URL policy on pages', () => {
  it('judges a URL per use and per page, though verdicts are remembered across pages', async () => {
    // The same mailto: URL is a link a reader may follow but not something a page loads.
    const first = await render('[a](mailto:a@example.com)\n\n![i](mailto:a@example.com)\n');
    const second = await render('![i](mailto:a@example.com)\n\n[a](mailto:a@example.com)\n');
    for (const page of [first, second]) {
      expect(page.html).toContain('<a href="mailto:a@example.com">a</a>');
      expect(page.html).toContain('<img alt="i">');
      expect(refusals(page)).toHaveLength(1);
    }
    expect(refusals(first)[0]).toMatch(
      /^guides\/page\.mdx:8:1 the src "mailto:a@example\.com" on <img> uses the "mailto:" scheme/,
    );
    expect(refusals(second)[0]).toMatch(
      /^guides\/page\.mdx:6:1 the src "mailto:a@example\.com" on <img> uses the "mailto:" scheme/,
    );
  });

  it.each(BYPASSES)(
    'refuses a %s javascript: URL in components and raw HTML, with file, line and column',
    async (_, literal) => {
      const page = await render(
        `<Card title="c" href={${literal}}>c</Card>\n\nSee <Link href={${literal}}>l</Link> and <a href={${literal}}>a</a>.\n\n<img src={${literal}} alt="i" />\n`,
      );
      expect(page.html).not.toMatch(/script:|alert/i);
      expect(page.html).toContain('<a class="card"><div class="card-body"><p class="card-title">c</p>');
      expect(refusals(page)).toEqual([
        expect.stringMatching(
          /^guides\/page\.mdx:6:1 the href ".*" on <a> uses the "javascript:" scheme, which is not allowed here; it was removed$/,
        ),
        expect.stringMatching(/^guides\/page\.mdx:8:5 the href ".*" on <a> uses the "javascript:" scheme/),
        expect.stringMatching(/^guides\/page\.mdx:8:\d+ the href ".*" on <a> uses the "javascript:" scheme/),
        expect.stringMatching(/^guides\/page\.mdx:10:1 the src ".*" on <img> uses the "javascript:" scheme/),
      ]);
      expect(page.diagnostics.find((d) => d.code === 'CONTENT_URL_REFUSED')?.hint).toMatch(/http\(s\)/);
    },
  );

  it('refuses javascript:, data: and vbscript: in Markdown links and images', async () => {
    const page = await render('[a](JAVASCRIPT:alert(1)) [b](vbscript:x) ![c](data:image/svg+xml;base64,PHN2Zz4=)\n');
    expect(page.html).toBe('<p><a>a</a> <a>b</a> <img alt="c"></p>');
    expect(refusals(page)).toEqual([
      'guides/page.mdx:6:1 the href "JAVASCRIPT:alert(1)" on <a> uses the "javascript:" scheme, which is not allowed here; it was removed',
      'guides/page.mdx:6:26 the href "vbscript:x" on <a> uses the "vbscript:" scheme, which is not allowed here; it was removed',
      'guides/page.mdx:6:42 the src "data:image/svg+xml;base64,PHN2Zz4=" on <img> uses the "data:" scheme, which is not allowed here; it was removed',
    ]);
  });

  it('keeps http(s), mailto:, tel:, relative and fragment links as the browser reads them', async () => {
    const page = await render(
      '[a](HTTPS://example.com/x) [b](mailto:team@example.com) [c](tel:+1555) [d](/guides/setup) [e](#install) [f](../up)\n\n<Card title="t" href=" https://example.com/card" img="/images/c.png">x</Card>\n',
    );
    expect(page.html).toContain('<a href="https://example.com/x">a</a>');
    expect(page.html).toContain('<a href="mailto:team@example.com">b</a>');
    expect(page.html).toContain('<a href="tel:+1555">c</a>');
    expect(page.html).toContain('<a href="/guides/setup">d</a>');
    expect(page.html).toContain('<a href="#install">e</a>');
    expect(page.html).toContain('<a href="../up">f</a>');
    expect(page.html).toContain(
      '<a class="card card-with-image" href="https://example.com/card"><img class="card-image" src="/images/c.png" alt="">',
    );
    expect(refusals(page)).toEqual([]);
  });

  it('reports a refused URL inside a snippet at the snippet file', async () => {
    const page = await render('import Bad from "/snippets/bad.mdx";\n\n<Bad />\n', {
      'snippets/bad.mdx': 'Intro\n\n[x](javascript:alert(1))\n',
    });
    expect(page.html).not.toMatch(/javascript/);
    expect(refusals(page)).toEqual([
      'snippets/bad.mdx:3:1 the href "javascript:alert(1)" on <a> uses the "javascript:" scheme, which is not allowed here; it was removed',
    ]);
  });

  it('embeds only https iframes, however the scheme is written', async () => {
    const page = await render(
      '<iframe src=" HTTPS://www.youtube.com/embed/x" />\n\n<iframe src="http://www.youtube.com/embed/x" />\n',
    );
    expect(page.html).toContain('<iframe src="https://www.youtube.com/embed/x" loading="lazy"></iframe>');
    expect(page.html).not.toContain('http://www.youtube.com');
  });
});
