import { describe, expect, it } from 'vitest';
import { loadDocsConfig } from './load-docs-config.ts';

const load = (docs: unknown) =>
  loadDocsConfig({ readFile: async (path) => (path === 'docs.json' ? JSON.stringify(docs) : undefined) });
const base = { name: 'T', theme: 'mint', colors: { primary: '#000000' } };

describe('asyncapi settings', () => {
  it('keeps `asyncapi` on navigation elements, and lets a group have it instead of `pages`', async () => {
    const loaded = await load({
      ...base,
      navigation: {
        tabs: [
          {
            tab: 'Events',
            asyncapi: { source: 'a.yaml', directory: 'events' },
            groups: [{ group: 'G', asyncapi: ['b.yaml'] }],
          },
        ],
      },
    });
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.config?.navigation).toEqual({
      tabs: [
        {
          tab: 'Events',
          asyncapi: { source: 'a.yaml', directory: 'events' },
          groups: [{ group: 'G', asyncapi: ['b.yaml'] }],
        },
      ],
    });
  });

  it('reports a value of the wrong shape at its path, on elements and in `api`', async () => {
    const loaded = await load({
      ...base,
      api: { asyncapi: 5 },
      navigation: { groups: [{ group: 'G', asyncapi: { directory: 'x' }, pages: ['index'] }] },
    });
    expect(loaded.diagnostics.map((d) => `${d.code} ${d.path}`)).toEqual([
      'CONFIG_WRONG_TYPE api.asyncapi',
      'CONFIG_WRONG_TYPE navigation.groups[0].asyncapi',
    ]);
  });
});
