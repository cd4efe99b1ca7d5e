import { describe, expect, it } from 'vitest';
import { EVERY_GROUP, isAllowedForGroups } from './page-groups.ts';
import { isPathAllowedForGroups } from './is-path-allowed-for-groups.ts';
import { restrictedSegmentMarkers, stripRestrictedSegments } from './restricted-segments.ts';

const admin = restrictedSegmentMarkers([{ includes: ['admin'] }]);
const beta = restrictedSegmentMarkers([{ includes: ['beta'] }]);

describe('isAllowedForGroups', () => {
  it('follows the format: no groups for all, [] for nobody, any listed group, excludes first, * for any reader', () => {
    expect(isAllowedForGroups(undefined, undefined)).toBe(true);
    expect(isAllowedForGroups([], ['admin'])).toBe(false);
    expect(isAllowedForGroups([{ includes: ['admin', 'beta'] }], ['beta'])).toBe(true);
    expect(isAllowedForGroups([{ includes: ['admin'] }], ['beta'])).toBe(false);
    expect(isAllowedForGroups([{ includes: ['admin'] }], undefined)).toBe(false);
    expect(isAllowedForGroups([{ includes: ['*'] }], [])).toBe(true);
    expect(isAllowedForGroups([{ excludes: ['contractor'] }], ['staff'])).toBe(true);
    expect(isAllowedForGroups([{ includes: ['staff'], excludes: ['contractor'] }], ['staff', 'contractor'])).toBe(
      false,
    );
  });

  it('lets EVERY_GROUP read every page, excludes included, and only by identity', () => {
    const rules = [{ includes: ['staff'], excludes: ['contractor'] }];
    expect(isAllowedForGroups([], EVERY_GROUP)).toBe(true);
    expect(isAllowedForGroups(rules, EVERY_GROUP)).toBe(true);
    expect(isAllowedForGroups([{ excludes: [...EVERY_GROUP] }], EVERY_GROUP)).toBe(true);
    // A copy (a claim holding the same words) is an ordinary list of groups.
    expect(isAllowedForGroups(rules, [...EVERY_GROUP])).toBe(false);
    expect(stripRestrictedSegments(`${admin.open}secret${admin.close}`, EVERY_GROUP)).toBe('secret');
  });

  it('reads a manifest entry’s groups', () => {
    const entry = { blob: 'x', contentType: 'text/html', size: 1, variants: {}, cacheControl: 'revalidate' as const };
    expect(isPathAllowedForGroups(entry, undefined)).toBe(true);
    expect(isPathAllowedForGroups({ ...entry, groups: [{ includes: ['admin'] }] }, ['admin'])).toBe(true);
    expect(isPathAllowedForGroups({ ...entry, groups: [{ includes: ['admin'] }] }, ['beta'])).toBe(false);
  });
});

describe('stripRestrictedSegments', () => {
  const text = `<li>Intro</li>${admin.open}<li>Admin</li>${beta.open}<li>Admin beta</li>${beta.close}${admin.close}<li>End</li>`;

  it('keeps what a reader may see and always drops the markers', () => {
    expect(stripRestrictedSegments(text, ['admin', 'beta'])).toBe(
      '<li>Intro</li><li>Admin</li><li>Admin beta</li><li>End</li>',
    );
    expect(stripRestrictedSegments(text, ['admin'])).toBe('<li>Intro</li><li>Admin</li><li>End</li>');
    // Nested: the inner segment needs the outer one too.
    expect(stripRestrictedSegments(text, ['beta'])).toBe('<li>Intro</li><li>End</li>');
    expect(stripRestrictedSegments(text, undefined)).toBe('<li>Intro</li><li>End</li>');
  });

  it('returns a text without markers unchanged', () => {
    expect(stripRestrictedSegments('<p>a</p>', [])).toBe('<p>a</p>');
  });

  it('strips to the safe side on malformed input, and never throws', () => {
    expect(stripRestrictedSegments(`a${admin.open}secret`, ['beta'])).toBe('a');
    expect(stripRestrictedSegments(`a${admin.open}shown`, ['admin'])).toBe('ashown');
    expect(stripRestrictedSegments('a<!--folio:groups %E0%A4%A-->secret<!--/folio:groups-->b', ['admin'])).toBe('ab');
    expect(stripRestrictedSegments('a<!--folio:groups [{"includes":7}]-->secret<!--/folio:groups-->b', [])).toBe('ab');
    expect(stripRestrictedSegments('a<!--folio:groups{}-->secret<!--/folio:groups-->b', ['admin'])).toBe('ab');
    expect(stripRestrictedSegments('a<!--folio:groups [{"includes":["admin"]}] secret', ['admin'])).toBe('a');
    expect(stripRestrictedSegments('a<!--/folio:groups-->b', [])).toBe('ab');
    for (const hostile of ['<!--folio:groups', '<!--folio:groups -->', '<!--/folio:groups--><!--folio:groups x-->']) {
      expect(() => stripRestrictedSegments(hostile.repeat(1000), ['a'])).not.toThrow();
    }
  });

  it('keeps a group name with markup-like characters inside its marker', () => {
    const odd = restrictedSegmentMarkers([{ includes: ['a-->b'] }]);
    expect(odd.open).not.toContain('a-->b');
    expect(stripRestrictedSegments(`${odd.open}x${odd.close}`, ['a-->b'])).toBe('x');
    expect(stripRestrictedSegments(`${odd.open}x${odd.close}`, ['a'])).toBe('');
  });
});
