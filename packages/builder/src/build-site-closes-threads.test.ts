import { describe, expect, it } from 'vitest';
import { buildSite, POOL_THRESHOLD } from './build-site.ts';
import { RenderPool } from './render-pool.ts';
import { createMemoryReader, type RepoReader } from './repo-reader.ts';

/** A repository large enough for buildSite to start render threads of its own. */
function largeRepository(): Record<string, string> {
  const names = Array.from({ length: POOL_THRESHOLD }, (_, i) => `page-${i}`);
  const files: Record<string, string> = {
    'docs.json': JSON.stringify({
      name: 'T',
      theme: 'mint',
      colors: { primary: '#000000' },
      navigation: { groups: [{ group: 'G', pages: names }] },
    }),
    'logo.png': 'not really a png',
  };
  for (const name of names) files[`${name}.mdx`] = `---\ntitle: ${name}\ndescription: d\n---\n\n## Body\n\nText.\n`;
  return files;
}

function ioError(): Error {
  return Object.assign(new Error('EIO: i/o error, read'), { code: 'EIO' });
}

describe('buildSite on an operational failure', () => {
  it('closes the render threads it started when reading the repository fails during the analysis', async () => {
    const inner = createMemoryReader(largeRepository());
    const reader: RepoReader = {
      ...inner,
      readText: async (path) => (path === 'docs.json' ? Promise.reject(ioError()) : inner.readText(path)),
    };
    await expect(buildSite(reader)).rejects.toThrow('EIO');
    expect(RenderPool.runningThreads).toBe(0);
  });

  it('closes the render threads it started when reading an asset fails after the pages rendered', async () => {
    const inner = createMemoryReader(largeRepository());
    const reader: RepoReader = { ...inner, readBytes: async () => Promise.reject(ioError()) };
    await expect(buildSite(reader)).rejects.toThrow('EIO');
    expect(RenderPool.runningThreads).toBe(0);
  });

  it('leaves a pool given by the caller running, for its next build', async () => {
    const pool = new RenderPool(1);
    try {
      const inner = createMemoryReader(largeRepository());
      await expect(
        buildSite({ ...inner, readBytes: async () => Promise.reject(ioError()) }, { renderPool: pool }),
      ).rejects.toThrow('EIO');
      expect(RenderPool.runningThreads).toBe(1);
      expect((await pool.render('again.mdx', '## Again\n', async () => undefined)).html).toContain('Again');
    } finally {
      await pool.close();
    }
    expect(RenderPool.runningThreads).toBe(0);
  });
});
