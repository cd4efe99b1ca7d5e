import { describe, expect, it } from 'vitest';
import { diagramAssets, LAZY_DIAGRAM_URLS } from './diagram-assets.ts';
import { renderSite } from '../render-site.ts';
import { SiteRenderCache } from '../site-render-cache.ts';
import { sampleSite } from '../testing/sample-site.ts';

/** A site of three plain pages whose bodies are as `@folio/content` renders a diagram and a formula. */
function build(
  bodies = [
    '<p>plain</p>',
    '<pre class="mermaid">graph TD; A-->B</pre>',
    '<p><span class="katex"><span class="katex-mathml">x</span></span></p>',
  ],
) {
  const input = sampleSite();
  const paths = input.pages.map((page) => page.path).slice(0, bodies.length);
  input.content = new Map(paths.map((path, index) => [path, { html: bodies[index]!, headings: [], markdown: '' }]));
  const files = renderSite({ ...input, onDiagnostic: () => {} });
  const page = (path: string) =>
    String(files.find((file) => file.path === (path === 'index' ? 'index.html' : `${path}/index.html`))!.body);
  return { files, paths, page };
}

describe('diagram and math assets', () => {
  it('gives the layout the URLs of the files it would publish, worked out only when read', () => {
    expect({ ...LAZY_DIAGRAM_URLS }).toEqual(diagramAssets().urls);
    expect(diagramAssets().files.map((file) => file.urlPath)).toEqual(
      expect.arrayContaining(Object.values(LAZY_DIAGRAM_URLS)),
    );
  });

  it('references mermaid only from pages with a diagram and KaTeX only from pages with math', () => {
    const { paths, page } = build();
    const [plain, diagram, math] = paths.map(page) as [string, string, string];
    expect(plain).not.toMatch(/mermaid|katex/);
    expect(diagram).toMatch(
      /<script src="\/_folio\/mermaid-loader\.[0-9a-f]{12}\.js" data-mermaid-src="\/_folio\/mermaid\.[0-9a-f]{12}\.js" defer><\/script>/,
    );
    expect(diagram).not.toContain('katex');
    expect(math).toMatch(/<link rel="stylesheet" href="\/_folio\/katex\.[0-9a-f]{12}\.css">/);
    expect(math).not.toContain('mermaid-loader');
  });

  it('self-hosts the mermaid bundle and KaTeX with every font its stylesheet names', () => {
    const { files, page, paths } = build();
    const byUrl = new Map(files.map((file) => [file.urlPath, file]));
    const diagram = page(paths[1]!);
    const bundle = byUrl.get(/data-mermaid-src="([^"]+)"/.exec(diagram)![1]!)!;
    expect(String(bundle.body)).toContain('mermaid');
    expect(byUrl.get(/src="(\/_folio\/mermaid-loader[^"]+)"/.exec(diagram)![1]!)!.contentType).toBe(
      'text/javascript; charset=utf-8',
    );
    const css = String(byUrl.get(/href="(\/_folio\/katex\.[^"]+)"/.exec(page(paths[2]!))![1]!)!.body);
    const fonts = [...css.matchAll(/url\(([^)]+)\)/g)].map((match) => match[1]!);
    expect(fonts.length).toBe(20);
    for (const font of fonts) {
      expect(font).toMatch(/^\/_folio\/katex\/KaTeX_[\w-]+\.[0-9a-f]{12}\.woff2$/);
      expect(byUrl.get(font)?.contentType).toBe('font/woff2');
    }
  });

  it('puts the files in the output only of a site that uses them', () => {
    const kinds = (files: ReturnType<typeof build>['files']) =>
      ['mermaid-loader.', 'mermaid.', 'katex.', 'katex/'].filter((name) =>
        files.some((file) => file.urlPath.startsWith(`/_folio/${name}`)),
      );
    expect(kinds(build(['<p>plain</p>']).files)).toEqual([]);
    expect(kinds(build(['<p>plain</p>', '<pre class="mermaid">graph TD; A-->B</pre>']).files)).toEqual([
      'mermaid-loader.',
      'mermaid.',
    ]);
    expect(kinds(build(['<p><span class="katex">x</span></p>']).files)).toEqual(['katex.', 'katex/']);
    expect(kinds(build().files)).toEqual(['mermaid-loader.', 'mermaid.', 'katex.', 'katex/']);
  });

  it('keeps the files in a rebuild that reuses the pages using them, and drops them once no page does', () => {
    const input = sampleSite();
    const [first, second] = input.pages.map((page) => page.path);
    const cache = new SiteRenderCache();
    const withBodies = (a: string, b: string) => ({
      ...input,
      content: new Map([
        [first!, { html: a, headings: [], markdown: '' }],
        [second!, { html: b, headings: [], markdown: '' }],
      ]),
      onDiagnostic: () => {},
    });
    const urls = (files: ReturnType<typeof renderSite>) =>
      files.map((file) => file.urlPath).filter((url) => /^\/_folio\/(mermaid|katex)/.test(url));
    const diagram = '<pre class="mermaid">graph TD; A-->B</pre>';
    const built = urls(renderSite(withBodies(diagram, '<p>one</p>'), { cache }));
    expect(built.length).toBe(2);
    // The diagram page is reused from the cache; only the other page is laid out again.
    expect(urls(renderSite(withBodies(diagram, '<p>two</p>'), { cache }))).toEqual(built);
    expect(urls(renderSite(withBodies('<p>none</p>', '<p>two</p>'), { cache }))).toEqual([]);
  });
});
