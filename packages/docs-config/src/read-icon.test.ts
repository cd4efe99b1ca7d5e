import { describe, expect, it } from 'vitest';
import { createMemoryReader } from './create-memory-reader.ts';
import { loadDocsConfig } from './load-docs-config.ts';
import { normaliseIcon } from './normalise-icon.ts';

async function load(navigation: unknown) {
  const docsJson = JSON.stringify({ name: 'A', theme: 'mint', colors: { primary: '#000' }, navigation }, null, 2);
  return loadDocsConfig({ readFile: createMemoryReader({ 'docs.json': docsJson }) });
}

describe('icons (COMPAT.md: a string or an object { name, style, library }, everywhere an icon string is)', () => {
  it('accepts the object form on every kind of navigation element and on global anchors', async () => {
    const icon = { name: 'rocket', style: 'duotone', library: 'fontawesome' };
    const loaded = await load({
      global: { anchors: [{ anchor: 'Blog', icon, href: 'https://example.com' }] },
      products: [
        {
          product: 'P',
          icon,
          versions: [
            {
              version: 'v1',
              icon,
              tabs: [
                {
                  tab: 'T',
                  icon,
                  menu: [
                    {
                      item: 'M',
                      icon,
                      groups: [{ group: 'G', icon, pages: ['a', { group: 'N', icon: { name: 'x' }, pages: ['b'] }] }],
                    },
                  ],
                },
                {
                  tab: 'U',
                  icon: 'book',
                  anchors: [{ anchor: 'A', icon, dropdowns: [{ dropdown: 'D', icon, pages: ['c'] }] }],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(loaded.diagnostics.filter((d) => d.severity === 'error' || /ICON|WRONG_TYPE/.test(d.code))).toEqual([]);
    const product = loaded.config?.navigation.products?.[0];
    expect(product?.icon).toEqual(icon);
    const tabs = product?.versions?.[0]?.tabs;
    expect(tabs?.[0]?.menu?.[0]?.groups?.[0]).toEqual({
      group: 'G',
      icon,
      pages: ['a', { group: 'N', icon: { name: 'x' }, pages: ['b'] }],
    });
    expect(tabs?.[1]?.icon).toBe('book');
    expect(tabs?.[1]?.anchors?.[0]?.dropdowns?.[0]?.icon).toEqual(icon);
    expect(loaded.config?.navigation.global?.anchors?.[0]?.icon).toEqual(icon);
  });

  it('drops an unknown style or library with a warning, keeping the icon', async () => {
    const loaded = await load({
      groups: [{ group: 'G', icon: { name: 'rocket', style: 'bold', library: 'material', size: 3 }, pages: ['a'] }],
    });
    expect(loaded.diagnostics.map((d) => `${d.severity} ${d.code} ${d.path}`)).toEqual([
      'warning CONFIG_ICON_INVALID navigation.groups[0].icon.style',
      'warning CONFIG_ICON_INVALID navigation.groups[0].icon.library',
      'warning CONFIG_UNKNOWN_KEY navigation.groups[0].icon.size',
    ]);
    expect(loaded.config?.navigation.groups?.[0]?.icon).toEqual({ name: 'rocket' });
  });

  it('leaves out an icon of another type, never the element', async () => {
    const loaded = await load({
      groups: [
        { group: 'G', icon: ['rocket'], pages: ['a'] },
        { group: 'H', icon: { style: 'solid' }, pages: ['b'] },
      ],
    });
    expect(loaded.diagnostics.map((d) => `${d.severity} ${d.code} ${d.path}`)).toEqual([
      'error CONFIG_WRONG_TYPE navigation.groups[0].icon',
      'error CONFIG_WRONG_TYPE navigation.groups[1].icon.name',
    ]);
    expect(loaded.config?.navigation.groups).toEqual([
      { group: 'G', pages: ['a'] },
      { group: 'H', pages: ['b'] },
    ]);
  });

  it('normalises either form to { name, style, library } for renderers', () => {
    expect(normaliseIcon('rocket')).toEqual({ name: 'rocket' });
    expect(normaliseIcon('rocket', 'lucide')).toEqual({ name: 'rocket', library: 'lucide' });
    expect(normaliseIcon({ name: 'rocket', style: 'duotone', library: 'tabler' }, 'lucide')).toEqual({
      name: 'rocket',
      style: 'duotone',
      library: 'tabler',
    });
    expect(normaliseIcon('/images/logo.svg')).toEqual({ name: '/images/logo.svg' });
    expect(normaliseIcon(undefined)).toBeUndefined();
  });
});
