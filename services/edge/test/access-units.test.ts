// The pure parts of reader access: return paths, private headers, the reader's identity.
import { describe, expect, it } from 'vitest';
import { makeHeadersPrivate } from '../src/access/private-headers.ts';
import { readerIdentity } from '../src/access/reader-identity.ts';
import { safeReturnPath } from '../src/access/safe-return-path.ts';

describe('safeReturnPath', () => {
  it('keeps a path of the site, re-serialised by the URL parser', () => {
    expect(safeReturnPath('/guides/setup?tab=2#install', '', '/')).toBe('/guides/setup?tab=2#install');
    expect(safeReturnPath('/a/../b', '', '/')).toBe('/b');
    expect(safeReturnPath('/%2F%2Fevil.example', '', '/')).toBe('/%2F%2Fevil.example');
  });

  it.each([
    '//evil.example',
    '///evil.example',
    'https://evil.example',
    'http:evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    'evil.example',
    '',
    `/${'a'.repeat(2100)}`,
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value, '', '/')).toBe('/');
  });

  it('keeps the reader under the base path when there is one', () => {
    expect(safeReturnPath('/docs/intro', '/docs', '/docs/')).toBe('/docs/intro');
    expect(safeReturnPath('/admin', '/docs', '/docs/')).toBe('/docs/');
    expect(safeReturnPath('/docsevil', '/docs', '/docs/')).toBe('/docs/');
  });
});

describe('makeHeadersPrivate', () => {
  it('never lets a shared cache keep a signed-in answer, and varies by cookie', () => {
    expect(makeHeadersPrivate({ 'cache-control': 'public, max-age=0, must-revalidate' })).toEqual({
      'cache-control': 'private, max-age=0, must-revalidate',
      vary: 'Cookie',
    });
    expect(
      makeHeadersPrivate({ 'cache-control': 'public, max-age=31536000, immutable', vary: 'Accept-Encoding' }),
    ).toEqual({ 'cache-control': 'private, max-age=31536000, immutable', vary: 'Accept-Encoding, Cookie' });
    expect(makeHeadersPrivate({ 'cache-control': 'no-store', vary: 'Cookie' })).toEqual({
      'cache-control': 'no-store',
      vary: 'Cookie',
    });
    expect(makeHeadersPrivate({})).toEqual({ 'cache-control': 'private, no-cache', vary: 'Cookie' });
  });
});

describe('readerIdentity', () => {
  it('keeps only the allow-listed claims and the groups claim', () => {
    expect(
      readerIdentity(
        { sub: 'u1', given_name: 'Ada', email: 'ada@example.com', secret: 'x', roles: ['a', 7, 'b'], nested: { a: 1 } },
        ['given_name', 'nested', 'missing'],
        'roles',
      ),
    ).toEqual({ subject: 'u1', claims: { given_name: 'Ada' }, groups: ['a', 'b'] });
    expect(readerIdentity({ sub: 'u2', groups: 'staff' }, [], null)).toEqual({
      subject: 'u2',
      claims: {},
      groups: ['staff'],
    });
    expect(readerIdentity({ name: 'no subject' }, [], null)).toBeNull();
  });
});
