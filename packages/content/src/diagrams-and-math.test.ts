import { describe, expect, it } from 'vitest';
import { renderPage } from './render-page.ts';

const render = (body: string) =>
  renderPage({ file: 'guides/math.mdx', source: `---\ntitle: T\ndescription: D\n---\n${body}`, lint: false });

describe('mermaid diagrams', () => {
  it('keeps a mermaid fence as its escaped source in <pre class="mermaid">, not highlighted code', async () => {
    const page = await render('```mermaid\ngraph TD\n  A["<img src=x onerror=alert(1)>"] --> B\n```\n');
    expect(page.html).toContain('<pre class="mermaid">graph TD\n  A["&#x3C;img src=x onerror=alert(1)>"] --> B</pre>');
    expect(page.html).not.toContain('<img');
    expect(page.diagnostics).toEqual([]);
  });

  it('renders <Mermaid> from its chart prop or its text', async () => {
    const page = await render('<Mermaid chart="graph LR; X-->Y" />\n\n<Mermaid>\nsequenceDiagram\n</Mermaid>\n');
    expect(page.html).toContain('<pre class="mermaid">graph LR; X-->Y</pre>');
    expect(page.html).toMatch(/<pre class="mermaid">sequenceDiagram<\/pre>/);
    expect(page.diagnostics.map((d) => d.code)).not.toContain('CONTENT_UNKNOWN_COMPONENT');
  });
});

describe('math', () => {
  it('typesets formulas that only a snippet writes, and <Latex> on a page without a dollar sign (KaTeX loads on demand)', async () => {
    const files: Record<string, string> = { 'snippets/formula.mdx': 'Snippet $$a^2 + b^2$$ here.\n' };
    const page = await renderPage({
      file: 'guides/snippet-math.mdx',
      source: '---\ntitle: T\n---\n\n<Snippet file="formula.mdx" />\n',
      readFile: async (path) => files[path],
      lint: false,
    });
    expect(page.diagnostics).toEqual([]);
    expect(page.html.match(/<span class="katex">/g)).toHaveLength(1);
    const latex = await render('Only <Latex>y_1</Latex>.\n');
    expect(latex.html).toContain('<annotation encoding="application/x-tex">y_1</annotation>');
  });

  it('typesets $$ blocks, inline $$ and <Latex> with KaTeX (HTML and MathML)', async () => {
    const page = await render('$$\n\\frac{a}{b}\n$$\n\nInline $$E=mc^2$$ and <Latex>x^2</Latex>.\n');
    expect(page.html.match(/<span class="katex">/g)).toHaveLength(3);
    expect(page.html).toContain('<span class="katex-display">');
    expect(page.html).toContain('<annotation encoding="application/x-tex">E=mc^2</annotation>');
    expect(page.html).toContain('<math xmlns="http://www.w3.org/1998/Math/MathML">');
    expect(page.diagnostics).toEqual([]);
  });

  it('leaves single-dollar amounts as text', async () => {
    const page = await render('It costs $5 or $10 a month.\n');
    expect(page.html).toBe('<p>It costs $5 or $10 a month.</p>');
  });

  it('reports a formula KaTeX refuses with its place, and shows the source as code', async () => {
    const page = await render('Intro.\n\n$$\n\\frac{a}{\n$$\n\nText <Latex>\\notacommand</Latex>.\n');
    expect(page.html).toContain('<pre class="math-error"><code class="math-error">\\frac{a}{</code></pre>');
    expect(page.html).toContain('<code class="math-error">\\notacommand</code>');
    expect(
      page.diagnostics.map(({ code, severity, file, line, column }) => ({ code, severity, file, line, column })),
    ).toEqual([
      { code: 'CONTENT_MATH_INVALID', severity: 'warning', file: 'guides/math.mdx', line: 7, column: 1 },
      { code: 'CONTENT_MATH_INVALID', severity: 'warning', file: 'guides/math.mdx', line: 11, column: 6 },
    ]);
    expect(page.diagnostics[0]!.message).toContain("expected '}'");
  });

  it('makes no link or attribute from the formula (KaTeX runs untrusted: \\href is refused)', async () => {
    const page = await render('$$\n\\href{javascript:alert(1)}{x} \\htmlClass{evil}{y}\n$$\n');
    expect(page.html).not.toMatch(/<a |href=|class="evil"/);
  });
});
