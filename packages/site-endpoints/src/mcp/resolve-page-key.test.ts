import { describe, expect, it } from 'vitest';
import { matchApiPath } from './match-api-path.ts';
import { resolvePageKey } from './resolve-page-key.ts';

const page = { title: 't', url: '/', markdown: '/index.md' };
const pages = { '/': page, '/guides/setup': page, '/guides/index': page, '/café': page };

describe('resolvePageKey', () => {
  it('reads paths and URLs as agents write them', () => {
    for (const input of [
      '/guides/setup',
      'guides/setup',
      '/guides/setup/',
      '/guides/setup.md',
      'https://docs.acme.com/guides/setup?x=1#install',
      'http://other.example/guides/setup',
    ])
      expect(resolvePageKey(input, pages), input).toBe('/guides/setup');
    expect(resolvePageKey('/', pages)).toBe('/');
    expect(resolvePageKey('/index.md', pages)).toBe('/');
    expect(resolvePageKey('https://docs.acme.com', pages)).toBe('/');
    expect(resolvePageKey('/guides/index', pages)).toBe('/guides/index');
    expect(resolvePageKey('/caf%C3%A9', pages)).toBe('/café');
  });

  it('finds nothing for other paths and odd input, without throwing', () => {
    for (const input of [
      '/nope',
      '/guides',
      '%',
      'http://[bad',
      '/guides/setup/../../etc/passwd',
      '\u0000',
      '/constructor',
    ])
      expect(resolvePageKey(input, pages), input).toBeUndefined();
  });
});

describe('matchApiPath', () => {
  it('matches templates exactly, by concrete path, and under a server base path', () => {
    expect(matchApiPath('/pets/{petId}', '/pets/{petId}')).toBe('exact');
    expect(matchApiPath('/pets/{petId}', '/pets/42')).toBe('concrete');
    expect(matchApiPath('/pets/{petId}', '/v1/pets/42')).toBe('suffix');
    expect(matchApiPath('/pets/{petId}', '/pets')).toBeUndefined();
    expect(matchApiPath('/pets/{petId}', '/pets/42/toys')).toBeUndefined();
    expect(matchApiPath('/pets', '/pets/')).toBe('concrete');
  });
});
