import { describe, expect, it } from 'vitest';
import { buildSite } from './build-site.ts';
import { BuildCache } from './build-cache.ts';
import { createMemoryReader } from './repo-reader.ts';

const CONFIG = JSON.stringify({
  name: 'T',
  theme: 'mint',
  colors: { primary: '#000000' },
  navigation: { groups: [{ group: 'G', pages: ['index', 'a', 'b'] }] },
});
const page = (title: string, body = '## Section\n\nText.') => `---\ntitle: ${title}\ndescription: d\n---\n\n${body}\n`;

describe('BuildCache snapshots', () => {
  it('carry rendered pages to a fresh cache (through a structured clone, as between threads) with the same output', async () => {
    const files: Record<string, string> = {
      'docs.json': CONFIG,
      'index.mdx': page('Home'),
      'a.mdx': page('A', '```js\nconst a = 1;\n```'),
      'b.mdx': page('B'),
    };
    const first = new BuildCache();
    const built = await buildSite(createMemoryReader(files), { cache: first, renderPool: false });
    const restored = new BuildCache();
    restored.restore(structuredClone(first.snapshot()));
    files['b.mdx'] = page('B', 'Changed text.');
    const rebuilt = await buildSite(createMemoryReader(files), { cache: restored, renderPool: false });
    expect([rebuilt.rendered, rebuilt.reused]).toEqual([1, 2]);
    const fresh = await buildSite(createMemoryReader(files), { renderPool: false });
    expect(rebuilt.manifest?.files).toEqual(fresh.manifest?.files);
    expect(built.manifest?.files['/a']).toEqual(rebuilt.manifest?.files['/a']);
  });

  it('carry the generated thumbnails: an unchanged rebuild draws none', async () => {
    const files: Record<string, string> = {
      'docs.json': CONFIG,
      'index.mdx': page('Home'),
      'a.mdx': page('A'),
      'b.mdx': page('B'),
    };
    const first = new BuildCache();
    await buildSite(createMemoryReader(files), { cache: first, renderPool: false, thumbnails: true });
    expect(first.thumbnails.rendered).toBe(3);
    const restored = new BuildCache();
    restored.restore(structuredClone(first.snapshot()));
    const rebuilt = await buildSite(createMemoryReader(files), {
      cache: restored,
      renderPool: false,
      thumbnails: true,
    });
    expect([restored.thumbnails.rendered, restored.thumbnails.reused]).toEqual([0, 3]);
    const fresh = await buildSite(createMemoryReader(files), { renderPool: false, thumbnails: true });
    expect(rebuilt.manifest?.files).toEqual(fresh.manifest?.files);
  });

  it('carry the compressed variants: a rebuild compresses only the bodies that changed, with the same output', async () => {
    const long = (title: string, words = 'Words that make the page worth compressing. ') =>
      page(title, `## Section\n\n${words.repeat(60)}`);
    const files: Record<string, string> = {
      'docs.json': CONFIG,
      'index.mdx': long('Home'),
      'a.mdx': long('A'),
      'b.mdx': long('B'),
    };
    const first = new BuildCache();
    await buildSite(createMemoryReader(files), { cache: first, renderPool: false });
    const snapshot = structuredClone(first.snapshot());
    expect(snapshot.variants?.length).toBe(first.manifest.variantEntries()?.length);
    const restored = new BuildCache();
    restored.restore(snapshot);
    files['b.mdx'] = long('B', 'Other words, so that only this page changes. ');
    const rebuilt = await buildSite(createMemoryReader(files), { cache: restored, renderPool: false });
    const fresh = await buildSite(createMemoryReader(files), { renderPool: false });
    expect(rebuilt.manifest?.files).toEqual(fresh.manifest?.files);
    // Everything that did not change came from the snapshot; the edited page (its HTML and its
    // Markdown copy) and the site-wide files holding its text were compressed again.
    expect(restored.manifest.stats.reused).toBeGreaterThan(0);
    expect(restored.manifest.stats.compressed).toBeLessThan(restored.manifest.stats.reused);
    for (const [path, entry] of Object.entries(rebuilt.manifest?.files ?? {})) {
      for (const hash of Object.values(entry.variants)) expect(rebuilt.blobs.has(hash as string), path).toBe(true);
    }
  });

  it('leave the variants out when they are larger than a snapshot holds', async () => {
    const files: Record<string, string> = {
      'docs.json': CONFIG,
      'index.mdx': page('Home'),
      'a.mdx': page('A'),
      'b.mdx': page('B'),
    };
    const cache = new BuildCache();
    await buildSite(createMemoryReader(files), { cache, renderPool: false });
    expect(cache.manifest.variantEntries()?.length).toBeGreaterThan(0);
    expect(cache.manifest.variantEntries(1)).toBeUndefined();
  });

  it('leave out the pages the caller turns down, which the next build renders again', async () => {
    const files: Record<string, string> = {
      'docs.json': CONFIG,
      'index.mdx': page('Home'),
      'a.mdx': page('A'),
      'b.mdx': page('B'),
    };
    const cache = new BuildCache();
    await buildSite(createMemoryReader(files), { cache, renderPool: false });
    const restored = new BuildCache();
    restored.restore(cache.snapshot((rendered) => rendered.frontMatter.title !== 'A'));
    const rebuilt = await buildSite(createMemoryReader(files), { cache: restored, renderPool: false });
    expect([rebuilt.rendered, rebuilt.reused]).toEqual([1, 2]);
  });

  it('are reused only under the render settings they were made with', async () => {
    const files: Record<string, string> = {
      'docs.json': CONFIG,
      'index.mdx': page('Home'),
      'a.mdx': page('A'),
      'b.mdx': page('B'),
    };
    const cache = new BuildCache();
    await buildSite(createMemoryReader(files), { cache, renderPool: false });
    const restored = new BuildCache();
    restored.restore(cache.snapshot());
    const settings = JSON.parse(CONFIG) as Record<string, unknown>;
    files['docs.json'] = JSON.stringify({ ...settings, icons: { library: 'lucide' } });
    const rebuilt = await buildSite(createMemoryReader(files), { cache: restored, renderPool: false });
    expect([rebuilt.rendered, rebuilt.reused]).toEqual([3, 0]);
  });
});
