import { describe, expect, it } from 'vitest';
import { renderPage } from './render-page.ts';

const render = (body: string, latex?: boolean, files: Record<string, string> = {}) =>
  renderPage({
    file: 'guides/math.mdx',
    source: `---\ntitle: T\ndescription: D\n---\n${body}`,
    lint: false,
    readFile: async (path) => files[path],
    ...(latex === undefined ? {} : { latex }),
  });
const formulas = (html: string) => html.match(/<span class="katex">/g)?.length ?? 0;

describe('styling.latex', () => {
  it('unset: typesets $…$ on a page where every pair reads as a formula', async () => {
    const page = await render('Let $x^2$ and $\\alpha$ be given, and $$E=mc^2$$.\n');
    expect(formulas(page.html)).toBe(3);
    expect(page.html).toContain('<annotation encoding="application/x-tex">x^2</annotation>');
  });

  it('unset: a page with prices keeps its single dollars as text, and still typesets $$…$$', async () => {
    for (const prices of ['It costs $5 or $10 a month.', 'From $5-$10.', 'Plans: $5,$10.']) {
      const page = await render(`${prices} Also $x$ and $$y^2$$.\n`);
      expect(page.html).toContain(prices.replace(/&/g, '&#x26;'));
      expect(page.html).toContain('Also $x$ and');
      expect(formulas(page.html)).toBe(1);
    }
  });

  it('unset: a page that single dollars would make unparseable reads them as text, with no repair', async () => {
    // With single dollars, `$5 <Badge>b $` is one formula and `</Badge>` closes nothing.
    const page = await render('From $5 <Badge>or $ more</Badge>.\n');
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toMatch(/^<p>From \$5 <span class="badge"[^>]*>or \$ more<\/span>\.<\/p>$/);
  });

  it('true: typesets every $…$ pair, prices included, as the format reads them', async () => {
    const page = await render('It costs $5 or $10 a month, $x$.\n', true);
    expect(formulas(page.html)).toBe(2);
    expect(page.html).toContain('<annotation encoding="application/x-tex">5 or </annotation>');
  });

  it('false: leaves $…$ and $$…$$ as text; <Latex> is still typeset', async () => {
    const page = await render('Let $x$ be $$y$$.\n\n$$\nz\n$$\n\n<Latex>w^2</Latex>\n', false);
    expect(page.html).toContain('<p>Let $x$ be $$y$$.</p>\n<p>$$\nz\n$$</p>');
    expect(formulas(page.html)).toBe(1);
    expect(page.html).toContain('<annotation encoding="application/x-tex">w^2</annotation>');
    expect(page.diagnostics).toEqual([]);
  });

  it('reads snippets with the page’s setting', async () => {
    const files = { 'snippets/f.mdx': 'Snippet $a+b$.\n' };
    const on = await render('<Snippet file="f.mdx" />\n', true, files);
    const off = await render('<Snippet file="f.mdx" />\n', false, files);
    expect(formulas(on.html)).toBe(1);
    expect(off.html).toContain('Snippet $a+b$.');
    expect(formulas(off.html)).toBe(0);
  });
});
