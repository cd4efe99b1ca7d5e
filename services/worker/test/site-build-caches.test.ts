import { describe, expect, it } from 'vitest';
import type { BuildCacheSnapshot } from '@folio/builder';
import { SiteBuildCaches } from '../src/build/site-build-caches.ts';

const snapshot = (settings: string): BuildCacheSnapshot => ({ renderSettings: settings, pages: [] });

describe('SiteBuildCaches', () => {
  it("gives each site its own pages and never another site's", () => {
    const caches = new SiteBuildCaches(4);
    const a = snapshot('a');
    caches.set('site-a', a);
    expect(caches.get('site-a')).toBe(a);
    expect(caches.get('site-b')).toBeUndefined();
    caches.set('site-a', snapshot('a2'));
    expect(caches.get('site-a')?.renderSettings).toBe('a2');
  });

  it('keeps the sites built most recently', () => {
    const caches = new SiteBuildCaches(2);
    caches.set('one', snapshot('1'));
    caches.set('two', snapshot('2'));
    caches.set('one', snapshot('1 again'));
    caches.set('three', snapshot('3'));
    expect(caches.siteIds()).toEqual(['one', 'three']);
    expect(caches.get('two')).toBeUndefined();
  });

  it("drops the variants of the least recently built sites past the byte budget, keeping every site's pages", () => {
    const withVariants = (settings: string, bytes: number): BuildCacheSnapshot => ({
      ...snapshot(settings),
      variants: [[`${settings} br4 gzip4`, { br: { hash: settings, bytes: new Uint8Array(bytes) } }]],
    });
    const caches = new SiteBuildCaches(4, 250);
    caches.set('one', withVariants('1', 100));
    caches.set('two', withVariants('2', 100));
    expect(caches.variantBytes()).toBe(200);
    caches.set('three', withVariants('3', 100));
    expect(caches.siteIds()).toEqual(['one', 'two', 'three']);
    expect(caches.get('one')?.variants).toBeUndefined();
    expect(caches.get('one')?.renderSettings).toBe('1');
    expect(caches.get('two')?.variants).toHaveLength(1);
    expect(caches.get('three')?.variants).toHaveLength(1);
    expect(caches.variantBytes()).toBe(200);
  });

  it('keeps nothing when told to keep no site', () => {
    const caches = new SiteBuildCaches(0);
    caches.set('one', snapshot('1'));
    expect(caches.get('one')).toBeUndefined();
  });
});
