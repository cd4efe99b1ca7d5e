import { availableParallelism } from 'node:os';
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

describe('buildSite once its pages are rendered', () => {
  it('keeps one render thread of its own through layout and compression, and none after', async () => {
    const inner = createMemoryReader(largeRepository());
    // Assets are read after the site is laid out, while its files are being compressed.
    let threadsAfterRendering: number | undefined;
    const reader: RepoReader = {
      ...inner,
      readBytes: async (path) => {
        if (path === 'logo.png') threadsAfterRendering = RenderPool.runningThreads;
        return inner.readBytes(path);
      },
    };
    const result = await buildSite(reader);
    expect(result.ok).toBe(true);
    expect(result.rendered).toBe(POOL_THRESHOLD);
    expect(threadsAfterRendering).toBe(1);
    expect(RenderPool.runningThreads).toBe(0);
    // The same bytes as a build whose threads were all kept to the end.
    const kept = new RenderPool(Math.max(2, availableParallelism()));
    try {
      const again = await buildSite(inner, { renderPool: kept });
      expect(again.manifest?.files).toEqual(result.manifest?.files);
      expect(kept.size).toBe(Math.max(2, availableParallelism()));
    } finally {
      await kept.close();
    }
  });
});

describe('RenderPool.shrinkTo', () => {
  it('stops the threads it lets go once their tasks are done, and keeps working on the rest', async () => {
    const pool = new RenderPool(3);
    try {
      const body = `<p>${'Some text to compress. '.repeat(400)}</p>`;
      // Tasks in flight on every thread when the pool shrinks: each still finishes.
      const inFlight = Array.from({ length: 6 }, () => pool.digest(body, { brotli: 4, gzip: 4 }));
      await pool.shrinkTo(1);
      expect(new Set((await Promise.all(inFlight)).map((digest) => digest.stored.hash)).size).toBe(1);
      expect(pool.size).toBe(1);
      expect(RenderPool.runningThreads).toBe(1);
      expect((await pool.render('after.mdx', '## After\n', async () => undefined)).html).toContain('After');
      await pool.shrinkTo(0);
      expect([pool.size, RenderPool.runningThreads]).toEqual([1, 1]);
    } finally {
      await pool.close();
    }
    expect(RenderPool.runningThreads).toBe(0);
  });
});
