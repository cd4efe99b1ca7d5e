import { describe, expect, it } from 'vitest';
import { buildSite } from './build-site.ts';
import { createMemoryReader } from './repo-reader.ts';

const files = (timestamp: boolean) => ({
  'docs.json': JSON.stringify({
    name: 'T',
    theme: 'mint',
    colors: { primary: '#000000' },
    metadata: { timestamp },
    navigation: { pages: ['index', 'guide'] },
  }),
  'index.mdx': '---\ntitle: Home\n---\n\nHello.',
  'guide.mdx': '---\ntitle: Guide\n---\n\nSteps.',
});
const html = (result: Awaited<ReturnType<typeof buildSite>>, urlPath: string) =>
  new TextDecoder().decode(result.blobs.get(result.manifest!.files[urlPath]!.blob));
const dates = async () => new Map([['guide.mdx', '2025-03-04T10:00:00+02:00']]);

describe('metadata.timestamp', () => {
  it("shows the date of each page's last commit when the caller knows the history", async () => {
    const result = await buildSite(createMemoryReader(files(true)), { renderPool: false, lastModified: dates });
    expect(html(result, '/guide')).toContain(
      '<p class="page-updated">Last updated <time datetime="2025-03-04T08:00:00.000Z">March 4, 2025</time></p>',
    );
    expect(html(result, '/')).not.toContain('page-updated');
    expect(result.diagnostics.map((d) => d.code)).not.toContain('BUILD_TIMESTAMPS_UNAVAILABLE');
  });

  it('says when there is no history (a hosted build of one commit), and shows no date', async () => {
    const result = await buildSite(createMemoryReader(files(true)), { renderPool: false });
    expect(
      result.diagnostics.filter((d) => d.code === 'BUILD_TIMESTAMPS_UNAVAILABLE').map((d) => [d.severity, d.path]),
    ).toEqual([['info', 'metadata.timestamp']]);
    expect(html(result, '/guide')).not.toContain('page-updated');
  });

  it('neither reads the history nor shows dates when the setting is off', async () => {
    let asked = false;
    const result = await buildSite(createMemoryReader(files(false)), {
      renderPool: false,
      lastModified: async () => {
        asked = true;
        return new Map();
      },
    });
    expect(asked).toBe(false);
    expect(html(result, '/guide')).not.toContain('page-updated');
  });

  it('keeps the date on a page laid out before it is rendered (folio dev renders it on demand)', async () => {
    const result = await buildSite(createMemoryReader(files(true)), {
      renderPool: false,
      lastModified: dates,
      renderOnly: (path) => path !== 'guide',
    });
    expect(result.deferred).toEqual(['guide']);
    expect(result.content.get('guide')?.lastModified).toBe('2025-03-04T10:00:00+02:00');
  });
});
