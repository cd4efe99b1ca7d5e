import { describe, expect, it } from 'vitest';
import { BuildCache } from './build-cache.ts';
import { buildSite } from './build-site.ts';
import { RenderPool } from './render-pool.ts';
import { createMemoryReader } from './repo-reader.ts';

// docs.json `icons.library` picks the library of every named icon on the pages, not only in the
// navigation: a Lucide site's `<Card icon="rocket">` is Lucide's outline rocket, not Font Awesome's.
const config = (library?: string) =>
  JSON.stringify({
    name: 'T',
    theme: 'mint',
    colors: { primary: '#000000' },
    ...(library ? { icons: { library } } : {}),
    navigation: { pages: ['index'] },
  });
const INDEX = '---\ntitle: Home\ndescription: d\n---\n\n<Card title="Launch" icon="rocket">Go.</Card>\n';

async function cardIcon(files: Record<string, string>, options: Parameters<typeof buildSite>[1]): Promise<string> {
  const result = await buildSite(createMemoryReader(files), options);
  const html = new TextDecoder().decode(result.blobs.get(result.manifest!.files['/']!.blob));
  const svg = html.match(
    /<a[^>]*class="card[^"]*"[^>]*>[\s\S]*?(<svg[\s\S]*?<\/svg>)|<div[^>]*class="card[^"]*"[^>]*>[\s\S]*?(<svg[\s\S]*?<\/svg>)/,
  );
  const found = svg?.[1] ?? svg?.[2];
  if (found === undefined) throw new Error(`no card icon in ${html.slice(0, 2000)}`);
  return found;
}

describe('buildSite with icons.library', () => {
  it('draws page icons from the configured library, on the main thread and on render threads', async () => {
    const fontAwesome = await cardIcon({ 'docs.json': config(), 'index.mdx': INDEX }, { renderPool: false });
    expect(fontAwesome).toContain('fill="currentColor"');
    const lucide = await cardIcon({ 'docs.json': config('lucide'), 'index.mdx': INDEX }, { renderPool: false });
    expect(lucide).toContain('stroke="currentColor"');
    const pool = new RenderPool();
    try {
      expect(await cardIcon({ 'docs.json': config('lucide'), 'index.mdx': INDEX }, { renderPool: pool })).toBe(lucide);
    } finally {
      await pool.close();
    }
  });

  it('renders every page again when the library changes, even from a warm cache', async () => {
    const cache = new BuildCache();
    const first = await cardIcon({ 'docs.json': config(), 'index.mdx': INDEX }, { renderPool: false, cache });
    const second = await cardIcon({ 'docs.json': config('lucide'), 'index.mdx': INDEX }, { renderPool: false, cache });
    expect(second).not.toBe(first);
    expect(second).toContain('stroke="currentColor"');
  });
});
