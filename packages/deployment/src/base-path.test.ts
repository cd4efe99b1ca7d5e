import { describe, expect, it } from 'vitest';
import { parseBasePath, withBasePath } from './base-path.ts';
import { mapBasePath } from './map-base-path.ts';

describe('parseBasePath', () => {
  it('accepts a path of plain segments, and null for the root', () => {
    expect(parseBasePath('/docs')).toEqual({ ok: true, basePath: '/docs' });
    expect(parseBasePath('/help/v2.1_x~y-z')).toEqual({ ok: true, basePath: '/help/v2.1_x~y-z' });
    expect(parseBasePath(null)).toEqual({ ok: true, basePath: null });
  });

  it.each([
    ['docs', 'basePath must start with "/" (write "/docs")'],
    ['/docs/', 'basePath must not end with "/" (write "/docs")'],
    ['/', 'basePath use null to serve the site at the root'],
    ['', 'basePath use null to serve the site at the root'],
    ['/../x', 'basePath must not contain "." or ".." segments'],
    ['/a/./b', 'basePath must not contain "." or ".." segments'],
    ['/a%2Fb', 'basePath must not contain percent-escapes such as %2F; write the path as plain text'],
    ['/a//b', 'basePath must not contain an empty segment ("//")'],
    ['/a b', 'basePath segment "a b" may only hold letters, digits and "." "_" "~" "-"'],
    ['/a\\b', 'basePath segment "a\\b" may only hold letters, digits and "." "_" "~" "-"'],
    ['/ünïcode', 'basePath segment "ünïcode" may only hold letters, digits and "." "_" "~" "-"'],
    [`/${'a'.repeat(100)}`, 'basePath must be at most 100 characters'],
    [42, 'basePath must be a string such as "/docs", or null for the root'],
  ])('refuses %j', (value, message) => {
    expect(parseBasePath(value)).toEqual({ ok: false, message });
  });
});

describe('withBasePath', () => {
  it('prefixes root-relative URLs only', () => {
    expect(withBasePath('/docs', '/')).toBe('/docs/');
    expect(withBasePath('/docs', '/_folio/app.1.js')).toBe('/docs/_folio/app.1.js');
    expect(withBasePath('/docs', '//cdn.test/x')).toBe('//cdn.test/x');
    expect(withBasePath('/docs', 'https://a.test/x')).toBe('https://a.test/x');
    expect(withBasePath(undefined, '/x')).toBe('/x');
  });
});

describe('mapBasePath', () => {
  it('strips the prefix from targets inside it, query kept', () => {
    expect(mapBasePath('/docs', '/docs/guides/intro?q=1')).toEqual({ kind: 'inside', url: '/guides/intro?q=1' });
    expect(mapBasePath('/docs', '/docs/')).toEqual({ kind: 'inside', url: '/' });
    expect(mapBasePath('/docs', '/docs?x')).toEqual({ kind: 'inside', url: '/?x' });
    expect(mapBasePath('/docs', '/docs/_docs/api/request')).toEqual({ kind: 'inside', url: '/_docs/api/request' });
  });

  it('sends the root to the base path and refuses everything else outside it', () => {
    expect(mapBasePath('/docs', '/?a=1')).toEqual({ kind: 'root', location: '/docs/?a=1' });
    expect(mapBasePath('/docs', '/guides/intro')).toEqual({ kind: 'outside' });
    expect(mapBasePath('/docs', '/docsx/intro')).toEqual({ kind: 'outside' });
    expect(mapBasePath('/docs', '/_folio/search')).toEqual({ kind: 'outside' });
  });

  it('refuses dot segments and encoded separators before comparing', () => {
    for (const url of [
      '/docs/../admin',
      '/docs/./x',
      '/docs%2Fguides',
      '/docs/a%2fb',
      '/docs/%2e%2e/x',
      '/docs\\x',
      'x',
    ])
      expect(mapBasePath('/docs', url)).toEqual({ kind: 'refused' });
  });

  it('takes a target as the deployment’s when a trusted proxy says it stripped the prefix', () => {
    expect(mapBasePath('/docs', '/guides/intro', '/docs')).toEqual({ kind: 'inside', url: '/guides/intro' });
    expect(mapBasePath('/docs', '/guides/intro', '/docs/')).toEqual({ kind: 'inside', url: '/guides/intro' });
    expect(mapBasePath('/docs', '/guides/intro', '/other')).toEqual({ kind: 'outside' });
    expect(mapBasePath('/docs', '/../x', '/docs')).toEqual({ kind: 'refused' });
  });
});
