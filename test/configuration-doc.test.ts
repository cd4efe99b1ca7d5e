import { readFile } from 'node:fs/promises';
import { createMemoryReader, DOCS_SETTINGS, loadDocsConfig, settingSegments } from '@folio/docs-config';
import { describe, expect, it } from 'vitest';
import { renderSettingsDoc } from '../scripts/render-settings-doc.ts';

/** A key to stand for `*` in a map setting: one the validators accept there. */
const SAMPLE_KEYS: Record<string, string> = {
  'footer.socials': 'github',
  'seo.metatags': 'og:title',
  'seo.paths[].metatags': 'robots',
  variables: 'version',
};

/** A value of a row's type when its example is not a complete JSON value. */
function sampleValue(type: string): unknown {
  if (type.startsWith('boolean')) return true;
  if (type.startsWith('number')) return 1;
  if (type.startsWith('object')) return {};
  if (type.endsWith('[]')) return [];
  return 'x';
}

/** The smallest docs.json that sets one row's path to its example. */
function configSetting(path: string, example: string | undefined, type: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = example === undefined ? sampleValue(type) : JSON.parse(example);
  } catch {
    value = sampleValue(type);
  }
  const segments = settingSegments(path);
  const root: Record<string, unknown> = {
    name: 'A',
    theme: 'mint',
    colors: { primary: '#000000' },
    navigation: { pages: ['index'] },
  };
  // The top-level setting's own example around it, so required siblings (a banner's content) are there.
  const top = DOCS_SETTINGS.find((row) => row.path === segments[0]);
  if (segments.length > 1 && top?.example !== undefined && top.example.startsWith('{'))
    root[segments[0]!] = JSON.parse(top.example);
  let holder: Record<string, unknown> | unknown[] = root;
  let key: string | number = segments[0]!;
  for (let index = 1; index <= segments.length; index++) {
    const next = segments[index];
    if (next === undefined) break;
    const existing: unknown = (holder as Record<string | number, unknown>)[key];
    const container: Record<string, unknown> | unknown[] =
      next === '[]'
        ? Array.isArray(existing) && typeof existing[0] === 'object'
          ? existing
          : [{}]
        : existing !== null && typeof existing === 'object' && !Array.isArray(existing)
          ? (existing as Record<string, unknown>)
          : {};
    (holder as Record<string | number, unknown>)[key] = container;
    holder = container;
    key =
      next === '[]'
        ? 0
        : next === '*'
          ? (SAMPLE_KEYS[
              segments
                .slice(0, index)
                .join('.')
                .replace(/\.\[\]/g, '[]')
            ] ?? 'example')
          : next;
  }
  (holder as Record<string | number, unknown>)[key] = value;
  return root;
}

describe('docs/configuration.md', () => {
  it('is the settings table as the code has it (run `npm run docs:settings` to update)', async () => {
    const onDisk = await readFile(new URL('../docs/configuration.md', import.meta.url), 'utf8');
    expect(onDisk).toBe(renderSettingsDoc());
  });

  it('documents every setting with a type and an effect, and every top-level setting with an example', () => {
    for (const row of DOCS_SETTINGS) {
      expect(row.type.length, row.path).toBeGreaterThan(2);
      expect(row.effect.length, row.path).toBeGreaterThan(10);
      if (!/[.[]/.test(row.path)) expect(row.example, row.path).toBeDefined();
    }
  });

  it('documents no key the validator does not know: each documented setting, set alone, is no unknown key', async () => {
    const unknown: string[] = [];
    for (const row of DOCS_SETTINGS) {
      if (row.path === 'navigation') continue;
      const text = JSON.stringify(configSetting(row.path, row.example, row.type));
      const loaded = await loadDocsConfig({ readFile: createMemoryReader({ 'docs.json': text }) });
      for (const d of loaded.diagnostics) if (d.code === 'CONFIG_UNKNOWN_KEY') unknown.push(`${row.path}: ${d.path}`);
    }
    expect(unknown).toEqual([]);
  });

  it('leaves no key the validator knows undocumented: any other key is reported as unknown, at every level', async () => {
    const missed: string[] = [];
    const objects = DOCS_SETTINGS.filter(
      (row) =>
        row.type.startsWith('object') &&
        !row.type.endsWith('[]') &&
        !row.type.includes('→') &&
        row.path !== 'navigation',
    );
    for (const row of [{ path: '', type: 'object' }, ...objects]) {
      const probe = configSetting(
        row.path === '' ? 'undocumentedProbe' : `${row.path}.undocumentedProbe`,
        '"x"',
        'string',
      );
      const loaded = await loadDocsConfig({ readFile: createMemoryReader({ 'docs.json': JSON.stringify(probe) }) });
      if (!loaded.diagnostics.some((d) => d.code === 'CONFIG_UNKNOWN_KEY' && d.path?.endsWith('undocumentedProbe')))
        missed.push(row.path || '(top level)');
    }
    expect(missed).toEqual([]);
  });
});
