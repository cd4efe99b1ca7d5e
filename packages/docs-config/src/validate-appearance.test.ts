import { describe, expect, it } from 'vitest';
import { createMemoryReader } from './create-memory-reader.ts';
import { loadDocsConfig } from './load-docs-config.ts';

const BASE = `"name": "A", "theme": "mint", "colors": { "primary": "#000" }, "navigation": { "pages": ["index"] }`;

async function load(settings: string) {
  return loadDocsConfig({ readFile: createMemoryReader({ 'docs.json': `{ ${BASE}, ${settings} }` }) });
}
const codes = (diagnostics: { code: string; path?: string }[]) => diagnostics.map((d) => `${d.path} ${d.code}`);

describe('appearance, background and fonts', () => {
  it('reads the settings real repositories write', async () => {
    const loaded = await load(
      `"appearance": { "default": "dark", "strict": true }, "background": { "color": { "light": "#ffffff", "dark": "#0F0F0F" }, "image": "/images/bg.png", "decoration": "grid" }, ` +
        `"fonts": { "family": "system-ui", "heading": { "family": "Inter Display", "weight": 700, "source": "/fonts/inter.woff2", "format": "woff2" } }`,
    );
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.config?.appearance).toEqual({ default: 'dark', strict: true });
    expect(loaded.config?.background).toEqual({
      color: { light: '#ffffff', dark: '#0F0F0F' },
      image: { light: '/images/bg.png', dark: '/images/bg.png' },
      decoration: 'grid',
    });
    expect(loaded.config?.fonts).toEqual({
      all: { family: 'system-ui' },
      heading: { family: 'Inter Display', weight: 700, source: '/fonts/inter.woff2', format: 'woff2' },
    });
  });

  it('drops each bad value alone, with its JSON path', async () => {
    const loaded = await load(
      `"appearance": { "default": "dim", "strict": "yes" }, "background": { "color": { "dark": "red;}" }, "image": { "light": "javascript:alert(1)", "dark": "https://cdn.example.com/d.png" }, "decoration": "stars" }, ` +
        `"fonts": { "family": "x\\"}body{", "body": { "family": "Geist", "weight": "bold", "format": "ttf" } }`,
    );
    expect(codes(loaded.diagnostics)).toEqual([
      'appearance.default CONFIG_INVALID_VALUE',
      'appearance.strict CONFIG_WRONG_TYPE',
      'background.color.dark CONFIG_INVALID_VALUE',
      'background.image.light CONFIG_URL_REFUSED',
      'background.decoration CONFIG_INVALID_VALUE',
      'fonts.family CONFIG_INVALID_VALUE',
      'fonts.body.family CONFIG_FONT_NOT_LOADED',
      'fonts.body.weight CONFIG_INVALID_VALUE',
      'fonts.body.format CONFIG_INVALID_VALUE',
    ]);
    expect(loaded.config?.appearance).toEqual({});
    expect(loaded.config?.background).toEqual({ color: {}, image: { dark: 'https://cdn.example.com/d.png' } });
    expect(loaded.config?.fonts).toEqual({ body: { family: 'Geist' } });
  });

  it('says a family without a source is only seen where it is installed', async () => {
    const loaded = await load(`"fonts": { "family": "Geist" }`);
    expect(loaded.diagnostics.map((d) => [d.code, d.severity, d.path, d.message])).toEqual([
      [
        'CONFIG_FONT_NOT_LOADED',
        'warning',
        'fonts.family',
        '`fonts.family` "Geist" has no `source`: Folio does not load fonts from a font service by name, so readers see "Geist" only when it is installed, else the theme\'s font',
      ],
    ]);
    expect(loaded.config?.fonts).toEqual({ all: { family: 'Geist' } });
  });
});
