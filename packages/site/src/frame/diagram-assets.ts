import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { hashContent } from '../lib/hash-content.ts';
import type { SiteFile } from '../types.ts';

/** URLs of the diagram and math assets, referenced only by pages that have a diagram or a formula. */
export interface DiagramAssetUrls {
  /** `assets/mermaid-loader.js`, hashed. */
  mermaidLoader: string;
  /** mermaid's single-file browser bundle (`mermaid/dist/mermaid.min.js`), hashed. */
  mermaid: string;
  /** KaTeX's stylesheet, its font URLs pointing at the hashed fonts below. */
  katexCss: string;
}

/** The files and their URLs. */
export interface DiagramAssets {
  urls: DiagramAssetUrls;
  files: SiteFile[];
}

let assets: DiagramAssets | undefined;

/**
 * The self-hosted diagram and math assets of every site, built once per process (they depend on
 * no setting): the mermaid loader and mermaid's browser bundle, and KaTeX's stylesheet with its
 * WOFF2 fonts, all content-hashed under `/_folio/`. Mermaid ships a single-file bundle and an ESM
 * build in ~400 chunks; the single file is one hashed URL, where the chunks import each other by
 * name and would need their imports rewritten to be hashed. Only WOFF2 fonts are kept: every
 * browser that runs the site's scripts reads them.
 */
export function diagramAssets(): DiagramAssets {
  if (assets !== undefined) return assets;
  const require = createRequire(import.meta.url);
  const files: SiteFile[] = [];
  const add = (name: string, ext: string, contentType: string, body: string | Uint8Array): string => {
    const urlPath = `/_folio/${name}.${hashContent(body).slice(0, 12)}.${ext}`;
    files.push({ path: urlPath.slice(1), urlPath, contentType, body });
    return urlPath;
  };
  const js = 'text/javascript; charset=utf-8';
  const mermaidLoader = add(
    'mermaid-loader',
    'js',
    js,
    readFileSync(new URL('../../assets/mermaid-loader.js', import.meta.url), 'utf8'),
  );
  const mermaid = add('mermaid', 'js', js, readFileSync(require.resolve('mermaid/dist/mermaid.min.js'), 'utf8'));

  const katexDist = dirname(require.resolve('katex/dist/katex.min.css'));
  const fontUrls = new Map<string, string>();
  for (const font of readdirSync(join(katexDist, 'fonts'))) {
    if (!font.endsWith('.woff2')) continue;
    fontUrls.set(
      font,
      add(
        `katex/${font.slice(0, -'.woff2'.length)}`,
        'woff2',
        'font/woff2',
        readFileSync(join(katexDist, 'fonts', font)),
      ),
    );
  }
  const css = readFileSync(join(katexDist, 'katex.min.css'), 'utf8')
    // `src:url(fonts/X.woff2) format("woff2"),url(fonts/X.woff) format("woff"),…` → the hashed WOFF2 only.
    .replace(
      /url\(fonts\/([\w-]+\.woff2)\) format\("woff2"\)(?:,url\(fonts\/[\w-]+\.\w+\) format\("\w+"\))*/g,
      (whole, font: string) => {
        const url = fontUrls.get(font);
        return url === undefined ? whole : `url(${url}) format("woff2")`;
      },
    );
  const katexCss = add('katex', 'css', 'text/css; charset=utf-8', css);
  assets = { urls: { mermaidLoader, mermaid, katexCss }, files };
  return assets;
}

/**
 * The diagram and math asset URLs, worked out on first read: most sites have no diagram and no
 * formula, and hashing mermaid's 3.5 MB bundle (~20 ms) would otherwise hold up every layout.
 */
export const LAZY_DIAGRAM_URLS: DiagramAssetUrls = {
  get mermaidLoader() {
    return diagramAssets().urls.mermaidLoader;
  },
  get mermaid() {
    return diagramAssets().urls.mermaid;
  },
  get katexCss() {
    return diagramAssets().urls.katexCss;
  },
};

/** Whether a page body has a mermaid diagram (`@folio/content` renders them as `<pre class="mermaid">`). */
export function hasDiagram(html: string): boolean {
  return html.includes('<pre class="mermaid">');
}

/** Whether a page body has a formula typeset by KaTeX. */
export function hasMath(html: string): boolean {
  return html.includes('<span class="katex">');
}
