import { renderSite } from '@folio/site';
import { sampleSite } from '@folio/site/testing';
import { describe, expect, it } from 'vitest';
import { SiteCache } from './site-cache.ts';
import type { SiteFiles } from './site-files.ts';

const built = new Map(renderSite(sampleSite()).map((file) => [file.urlPath, file.body]));
const indexBytes = String(built.get('/_folio/search.json')).length;

/** A deployment of the sample site that counts its reads. */
function deployment(id: string): SiteFiles & { reads: number } {
  const files = {
    id,
    reads: 0,
    read: async (urlPath: string) => {
      files.reads++;
      return built.get(urlPath);
    },
  };
  return files;
}

describe('SiteCache', () => {
  it('loads a deployment once and keeps it', async () => {
    const cache = new SiteCache({ maxBytes: 100 * indexBytes });
    const files = deployment('a');
    const engine = await cache.get(files).search();
    const reads = files.reads;
    expect(await cache.get(files).search()).toBe(engine);
    expect(files.reads).toBe(reads);
  });

  it('drops the least recently used deployments past its memory bound, never the one in use', async () => {
    // Room for about two engines (each counted as 12 bytes per index byte, plus its navigation).
    const cache = new SiteCache({ maxBytes: 30 * indexBytes });
    const a = deployment('a');
    const b = deployment('b');
    const c = deployment('c');
    await cache.get(a).search();
    await cache.get(b).search();
    await cache.get(a).search(); // a is now the most recent
    await cache.get(c).search();
    expect(cache.stats.sites).toBe(2);
    const reads = a.reads;
    await cache.get(a).search();
    expect(a.reads).toBe(reads); // kept
    const readsB = b.reads;
    await cache.get(b).search();
    expect(b.reads).toBeGreaterThan(readsB); // dropped, loaded again
    expect(cache.stats.bytes).toBeLessThanOrEqual(30 * indexBytes);
  });

  it('holds at most maxSites deployments', () => {
    const cache = new SiteCache({ maxBytes: Number.MAX_SAFE_INTEGER, maxSites: 3 });
    for (const id of ['a', 'b', 'c', 'd', 'e']) cache.get(deployment(id));
    expect(cache.stats.sites).toBe(3);
  });
});
