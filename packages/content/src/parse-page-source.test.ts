import { describe, expect, it } from 'vitest';
import { renderPage } from './render-page.ts';

async function render(source: string) {
  const page = await renderPage({ file: 'docs/page.mdx', source, lint: false });
  return {
    html: page.html,
    diagnostics: page.diagnostics.map((d) => `${d.line}:${d.column} ${d.code} ${d.severity}: ${d.message}`),
  };
}

describe('lenient MDX parsing (COMPAT.md)', () => {
  it('takes `## Heading {#id}` out before parsing and uses it as the id, silently', async () => {
    expect(await render('## Setup {#custom-setup}\n\n```md\n## Not a heading {#kept}\n```\n')).toEqual({
      html: expect.stringMatching(
        /^<h2 id="custom-setup">Setup<\/h2>\n<div class="code-block" data-language="md">[\s\S]*\{#kept\}/,
      ),
      diagnostics: [],
    });
  });

  it('escapes a bare { in prose', async () => {
    expect(await render('Send { "a": 1 } now\n')).toEqual({
      html: '<p>Send { "a": 1 } now</p>',
      diagnostics: [
        '1:6 CONTENT_MDX_REPAIRED warning: invalid MDX (Could not parse expression with acorn); Folio escaped a bare "{" so it shows as text',
      ],
    });
  });

  it('escapes an unclosed {', async () => {
    const result = await render('Para with { unclosed\n\nmore text\n');
    expect(result.html).toBe('<p>Para with { unclosed</p>\n<p>more text</p>');
    expect(result.diagnostics).toEqual([
      expect.stringMatching(/^1:11 CONTENT_MDX_REPAIRED warning: .*escaped a bare "\{"/),
    ]);
  });

  it('escapes a bare < in prose', async () => {
    expect(await render('if a<5 then\n')).toEqual({
      html: '<p>if a&#x3C;5 then</p>',
      diagnostics: [
        expect.stringMatching(
          /^1:5 CONTENT_MDX_REPAIRED warning: invalid MDX \(Unexpected character `5`.*escaped a bare "<"/,
        ),
      ],
    });
  });

  it('closes void elements: <br> and <img>', async () => {
    expect(await render('line<br>next\n\n<img src="/a.png" alt="A">\n')).toEqual({
      html: '<p>line<br>next</p>\n<img src="/a.png" alt="A">',
      diagnostics: [
        '1:5 CONTENT_MDX_REPAIRED warning: invalid MDX (Expected a closing tag for `<br>` before the end of `paragraph`); Folio closed the void element <br> as <br />',
        '3:1 CONTENT_MDX_REPAIRED warning: invalid MDX (Expected a closing tag for `<img>`); Folio closed the void element <img> as <img />',
      ],
    });
  });

  it('turns <https://…> autolinks into links', async () => {
    const result = await render('See <https://example.com/a?b=1> now\n');
    expect(result.html).toBe('<p>See <a href="https://example.com/a?b=1">https://example.com/a?b=1</a> now</p>');
    expect(result.diagnostics).toEqual([
      expect.stringMatching(
        /^1:5 CONTENT_MDX_REPAIRED warning: .*turned the autolink <https:\/\/example.com\/a\?b=1> into a link$/,
      ),
    ]);
  });

  it('quotes unquoted attribute values', async () => {
    const result = await render('<img src=/a.png alt=Logo />\n');
    expect(result.html).toBe('<img src="/a.png" alt="Logo">');
    expect(result.diagnostics).toEqual([
      expect.stringMatching(/^1:10 CONTENT_MDX_REPAIRED warning: .*quoted the attribute value \/a.png$/),
      expect.stringMatching(/^1:21 CONTENT_MDX_REPAIRED warning: .*quoted the attribute value Logo$/),
    ]);
  });

  it('converts HTML comments, block and inline', async () => {
    const result = await render('a\n\n<!-- hidden\nmore -->\n\nb <!-- x --> c\n');
    expect(result.html).toBe('<p>a</p>\n<p>b  c</p>');
    expect(result.diagnostics).toEqual([
      expect.stringMatching(/^3:1 CONTENT_MDX_REPAIRED warning: .*turned an HTML comment into an MDX comment$/),
      expect.stringMatching(/^6:3 CONTENT_MDX_REPAIRED warning: .*turned an HTML comment into an MDX comment$/),
    ]);
  });

  it('removes stray closing tags and closes unclosed ones in place', async () => {
    expect((await render('hello\n\n</div>\n\nmore\n')).html).toBe('<p>hello</p>\n<p>more</p>');
    expect((await render('<div><p>text</div>\n')).html).toBe('<div><p></p>text</div>');
  });

  it('reports each repair at its position in the original file, even after earlier repairs on the line', async () => {
    const result = await render('a<1 b<2 {x y} <br> <https://a.b>\n');
    expect(result.html).toBe('<p>a&#x3C;1 b&#x3C;2 {x y} <br> <a href="https://a.b">https://a.b</a></p>');
    expect(result.diagnostics.map((line) => line.split(' ')[0])).toEqual(['1:2', '1:6', '1:9', '1:15', '1:20']);
  });

  it('falls back to plain Markdown with an error when the page cannot be repaired', async () => {
    const result = await render('import {\n\n# Title\n\n<Note>kept as text</Note>\n');
    expect(result.html).toContain('<h1 id="title">Title</h1>');
    expect(result.html).toContain('&#x3C;Note>kept as text&#x3C;/Note>');
    expect(result.diagnostics).toEqual([
      expect.stringMatching(
        /^3:2 CONTENT_MDX_UNPARSEABLE error: the page is not valid MDX and was rendered as plain Markdown: /,
      ),
    ]);
  });

  it('warns about an invalid heading id and keeps the generated one', async () => {
    const result = await render('## Title {#bad id!}\n');
    expect(result.html).toContain('<h2');
    expect(
      result.diagnostics.some(
        (line) => line.includes('CONTENT_HEADING_ID_INVALID') || line.includes('CONTENT_MDX_REPAIRED'),
      ),
    ).toBe(true);
  });
});
