import { describe, expect, it } from 'vitest';
import { parseCookies, serializeCookie } from '../../src/accounts/cookies.ts';

describe('parseCookies', () => {
  it('reads pairs, trims spaces, unquotes, keeps the first of a name', () => {
    const cookies = parseCookies(' a=1; __Host-folio_session=abc_-9 ;b="q"; a=2');
    expect([...cookies]).toEqual([
      ['a', '1'],
      ['__Host-folio_session', 'abc_-9'],
      ['b', 'q'],
    ]);
  });

  it('skips malformed pairs instead of throwing', () => {
    expect([...parseCookies('=x; ;novalue; bad name=1; c=ok; d=a b; e=a\\b')]).toEqual([['c', 'ok']]);
    expect(parseCookies(undefined).size).toBe(0);
  });
});

describe('serializeCookie', () => {
  it('writes the attributes a session cookie needs', () => {
    expect(
      serializeCookie('__Host-s', 'v', {
        path: '/',
        httpOnly: true,
        secure: true,
        sameSite: 'Lax',
        maxAgeSeconds: 60.7,
      }),
    ).toBe('__Host-s=v; Max-Age=60; Path=/; HttpOnly; Secure; SameSite=Lax');
  });

  it('refuses values that would inject attributes, and __Host- cookies without Secure', () => {
    expect(() => serializeCookie('s', 'v; Domain=evil.com')).toThrow(/invalid cookie value/);
    expect(() => serializeCookie('s;x', 'v')).toThrow(/invalid cookie name/);
    expect(() => serializeCookie('__Host-s', 'v', { path: '/' })).toThrow(/Secure/);
  });
});
