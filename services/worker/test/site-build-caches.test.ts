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

  it('keeps nothing when told to keep no site', () => {
    const caches = new SiteBuildCaches(0);
    caches.set('one', snapshot('1'));
    expect(caches.get('one')).toBeUndefined();
  });
});
