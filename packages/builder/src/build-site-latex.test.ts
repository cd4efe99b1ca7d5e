import { describe, expect, it } from 'vitest';
import { BuildCache } from './build-cache.ts';
import { buildSite } from './build-site.ts';
import { pageRenderSettings } from './page-render-settings.ts';
import { RenderPool } from './render-pool.ts';
import { createMemoryReader } from './repo-reader.ts';
import type { DocsConfig } from '@folio/docs-config';

// docs.json `styling.latex` decides which dollar signs are math, on the main thread and on render
// threads alike: `true` reads `$…$` even beside prices, `false` reads no dollar sign as math.
const config = (latex?: boolean) =>
  JSON.stringify({
    name: 'T',
    theme: 'mint',
    colors: { primary: '#000000' },
    ...(latex === undefined ? {} : { styling: { latex } }),
    navigation: { pages: ['index'] },
  });
const INDEX = '---\ntitle: Home\ndescription: d\n---\n\nIt costs $5 or $10; the area is $\\pi r^2$ and $$E=mc^2$$.\n';

async function formulas(latex: boolean | undefined, options: Parameters<typeof buildSite>[1]): Promise<string[]> {
  const result = await buildSite(createMemoryReader({ 'docs.json': config(latex), 'index.mdx': INDEX }), {
    manifest: true,
    ...options,
  });
  const html = new TextDecoder().decode(result.blobs.get(result.manifest!.files['/']!.blob));
  return [...html.matchAll(/<annotation encoding="application\/x-tex">([^<]*)<\/annotation>/g)].map(
    (match) => match[1]!,
  );
}

describe('buildSite with styling.latex', () => {
  it('maps styling.latex into the page render settings, absent when unset', () => {
    const withLatex = (latex: unknown) =>
      ({ raw: {}, styling: latex === undefined ? undefined : { latex } }) as unknown as DocsConfig;
    expect(pageRenderSettings(withLatex(true))).toEqual({
      iconLibrary: 'fontawesome',
      codeTheme: 'system',
      latex: true,
    });
    expect(pageRenderSettings(withLatex(false))).toEqual({
      iconLibrary: 'fontawesome',
      codeTheme: 'system',
      latex: false,
    });
    expect(pageRenderSettings(withLatex(undefined))).not.toHaveProperty('latex');
  });

  it('typesets the dollar signs the setting asks for, on the main thread and on render threads', async () => {
    expect(await formulas(undefined, { renderPool: false })).toEqual(['E=mc^2']);
    expect(await formulas(true, { renderPool: false })).toEqual(['5 or ', '\\pi r^2', 'E=mc^2']);
    expect(await formulas(false, { renderPool: false })).toEqual([]);
    const pool = new RenderPool();
    try {
      expect(await formulas(true, { renderPool: pool })).toEqual(['5 or ', '\\pi r^2', 'E=mc^2']);
      expect(await formulas(false, { renderPool: pool })).toEqual([]);
    } finally {
      await pool.close();
    }
  });

  it('renders every page again when the setting changes, even from a warm cache', async () => {
    const cache = new BuildCache();
    expect(await formulas(undefined, { renderPool: false, cache })).toEqual(['E=mc^2']);
    expect(await formulas(false, { renderPool: false, cache })).toEqual([]);
  });
});
