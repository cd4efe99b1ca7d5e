// The pure parts of reader access: return paths, private headers, the reader's identity.
import { describe, expect, it } from 'vitest';
import { makeHeadersPrivate } from '../src/access/private-headers.ts';
import { readerIdentity } from '../src/access/reader-identity.ts';
import { safeReturnPath } from '../src/access/safe-return-path.ts';
import { isReaderApiIndex, readerApiIndexText } from '../src/serving/reader-api-index.ts';

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

describe('the API index for one reader', () => {
  const entry = {
    blob: 'b',
    contentType: 'application/json',
    size: 1,
    variants: {},
    cacheControl: 'revalidate' as const,
  };
  const manifest = {
    version: 1 as const,
    redirects: [],
    notFound: '/404',
    files: {
      '/_folio/api/index.json': entry,
      '/_folio/api/pets/list.json': entry,
      '/_folio/api/admin/purge.json': { ...entry, groups: [{ includes: ['admin'] }] },
    },
  };
  const index = JSON.stringify({
    version: 1,
    operations: [
      { operationId: 'listPets', data: '/_folio/api/pets/list.json' },
      { operationId: 'purge', data: '/_folio/api/admin/purge.json' },
      { operationId: 'ghost', data: '/_folio/api/ghost.json' },
    ],
    channels: [{ id: 'admin-events', data: '/_folio/api/admin/purge.json' }],
  });
  const ids = (text: string) => {
    const value = JSON.parse(text) as { operations: { operationId: string }[]; channels: { id: string }[] };
    return [
      ...value.operations.map((operation) => operation.operationId),
      ...value.channels.map((channel) => channel.id),
    ];
  };

  it('is filtered only where an API page is restricted', () => {
    expect(isReaderApiIndex(manifest, '/_folio/api/index.json')).toBe(true);
    expect(isReaderApiIndex(manifest, '/_folio/api/pets/list.json')).toBe(false);
    const open = { ...manifest, files: { '/_folio/api/index.json': entry, '/_folio/api/pets/list.json': entry } };
    expect(isReaderApiIndex(open, '/_folio/api/index.json')).toBe(false);
  });

  it('lists what the reader may read; an unknown data file or an unreadable index lists nothing', () => {
    expect(ids(readerApiIndexText(manifest, index, undefined))).toEqual(['listPets']);
    expect(ids(readerApiIndexText(manifest, index, ['staff']))).toEqual(['listPets']);
    expect(ids(readerApiIndexText(manifest, index, ['admin']))).toEqual(['listPets', 'purge', 'admin-events']);
    expect(ids(readerApiIndexText(manifest, '{not json', ['admin']))).toEqual([]);
    expect(ids(readerApiIndexText(manifest, 'null', ['admin']))).toEqual([]);
  });
});
