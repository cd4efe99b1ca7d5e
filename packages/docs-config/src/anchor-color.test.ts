import { describe, expect, it } from 'vitest';
import { createMemoryReader } from './create-memory-reader.ts';
import { loadDocsConfig } from './load-docs-config.ts';

const BASE = `"name": "A", "theme": "mint", "colors": { "primary": "#000" }`;

async function load(navigation: string) {
  return loadDocsConfig({ readFile: createMemoryReader({ 'docs.json': `{ ${BASE}, "navigation": ${navigation} }` }) });
}
const codes = (diagnostics: { code: string; path?: string }[]) => diagnostics.map((d) => `${d.path} ${d.code}`);

// The reference keeps an anchor's `color` ({ light, dark }) in the navigation it resolves (lmnr-ai's
// Discord anchor): Folio keeps it too, as validated hex colours, for the anchor's icon.
describe('anchor `color`', () => {
  it('is kept on a global anchor and on an anchor of the navigation', async () => {
    const loaded = await load(
      `{ "global": { "anchors": [{ "anchor": "Community", "icon": "discord", "color": { "light": "#5562ea", "dark": "#5562EA" }, "href": "https://discord.gg/x" }] }, ` +
        `"anchors": [{ "anchor": "Docs", "color": { "light": "#0F766E" }, "pages": ["index"] }] }`,
    );
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.config?.navigation.global?.anchors?.[0]?.color).toEqual({ light: '#5562ea', dark: '#5562EA' });
    expect(loaded.config?.navigation.anchors?.[0]?.color).toEqual({ light: '#0F766E' });
  });

  it('drops a value that is not a hex colour alone, with its JSON path', async () => {
    const loaded = await load(
      `{ "global": { "anchors": [{ "anchor": "A", "href": "/a", "color": { "light": "red;background:url(x)", "dark": "#111" } }] }, ` +
        `"anchors": [{ "anchor": "Docs", "color": "#0F766E", "pages": ["index"] }] }`,
    );
    expect(codes(loaded.diagnostics)).toEqual([
      'navigation.global.anchors[0].color.light CONFIG_INVALID_VALUE',
      'navigation.anchors[0].color CONFIG_WRONG_TYPE',
    ]);
    expect(loaded.config?.navigation.global?.anchors?.[0]).toEqual({
      anchor: 'A',
      href: '/a',
      color: { dark: '#111' },
    });
    expect(loaded.config?.navigation.anchors?.[0]).not.toHaveProperty('color');
  });
});
