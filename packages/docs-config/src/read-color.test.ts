import { describe, expect, it } from 'vitest';
import { createMemoryReader } from './create-memory-reader.ts';
import { loadDocsConfig } from './load-docs-config.ts';
import { DEFAULT_PRIMARY_COLOR } from './model/colors.ts';

async function load(colors: unknown) {
  const docsJson = { name: 'A', theme: 'mint', colors, navigation: { pages: ['index'] } };
  return loadDocsConfig({ readFile: createMemoryReader({ 'docs.json': JSON.stringify(docsJson) }) });
}
const codes = (diagnostics: { code: string; path?: string }[]) => diagnostics.map((d) => `${d.path} ${d.code}`);

// The reference's `colors` schema takes `#rgb` / `#rrggbb` only (its `hexColor`); the site, its
// contrast corrections and the thumbnails all read that one refined value.
describe('`colors`', () => {
  it('keeps hex colours as written, trimmed', async () => {
    const loaded = await load({ primary: ' #F80061 ', light: '#abc', dark: '#980039' });
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.config?.colors).toEqual({ primary: '#F80061', light: '#abc', dark: '#980039' });
  });

  it.each(['rgb(10 20 30)', 'hsl(120 50% 40%)', 'tomato', '#0a141eff', 'red;}body{color:red'])(
    'reports %j as `colors.primary` at its path and uses the default',
    async (primary) => {
      const loaded = await load({ primary });
      expect(loaded.diagnostics.map((d) => [d.code, d.severity, d.path, d.message])).toEqual([
        [
          'CONFIG_INVALID_COLOR',
          'warning',
          'colors.primary',
          `\`colors.primary\` ${JSON.stringify(primary)} is not a hex colour; Folio uses "#16A34A"`,
        ],
      ]);
      expect(loaded.diagnostics[0]?.hint).toContain('"#0F766E"');
      expect(loaded.config?.colors).toEqual({ primary: DEFAULT_PRIMARY_COLOR });
    },
  );

  it('drops a `light` or `dark` it cannot honour, so the primary colour applies', async () => {
    const loaded = await load({ primary: '#0D9373', light: 'rgb(7, 201, 131)', dark: 'navy' });
    expect(codes(loaded.diagnostics)).toEqual([
      'colors.light CONFIG_INVALID_COLOR',
      'colors.dark CONFIG_INVALID_COLOR',
    ]);
    expect(loaded.diagnostics[0]?.message).toBe(
      '`colors.light` "rgb(7, 201, 131)" is not a hex colour; Folio uses `colors.primary`',
    );
    expect(loaded.config?.colors).toEqual({ primary: '#0D9373' });
  });

  it('reports a missing or mistyped primary once, with the default', async () => {
    const missing = await load({ light: '#07C983' });
    expect(codes(missing.diagnostics)).toEqual(['colors.primary CONFIG_DEFAULT_USED']);
    expect(missing.config?.colors).toEqual({ primary: '#16A34A', light: '#07C983' });
    const mistyped = await load({ primary: 42 });
    expect(codes(mistyped.diagnostics)).toEqual(['colors.primary CONFIG_WRONG_TYPE']);
    expect(mistyped.config?.colors).toEqual({ primary: '#16A34A' });
    const absent = await load(undefined);
    expect(codes(absent.diagnostics)).toEqual(['colors CONFIG_DEFAULT_USED']);
    expect(absent.config?.colors).toEqual({ primary: '#16A34A' });
  });
});
