import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { playgroundProxyCodes } from './codes.ts';
import { createProxyError, isProxyError } from './proxy-error.ts';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

describe('playgroundProxyCodes', () => {
  it('matches the error table of the README, code for code and status for status', () => {
    const documented = [...readme.matchAll(/^\| `(PROXY_[A-Z_]+)` \| (\d{3}) \|/gm)].map((m) => [m[1], Number(m[2])]);
    const declared = Object.entries(playgroundProxyCodes).map(([code, entry]) => [code, entry.statusCode]);
    expect(documented).toEqual(declared);
  });

  it('builds errors with the catalogue status and fix', () => {
    const error = createProxyError('PROXY_TIMEOUT', 'https://api.example.com did not answer within 100 ms.');
    expect(error).toEqual({
      code: 'PROXY_TIMEOUT',
      statusCode: 504,
      message: 'https://api.example.com did not answer within 100 ms.',
      fix: playgroundProxyCodes.PROXY_TIMEOUT.fix,
    });
    expect(isProxyError(error)).toBe(true);
    expect(isProxyError({ status: 200, body: '' })).toBe(false);
    expect(isProxyError({ code: 'ENOTFOUND' })).toBe(false);
  });
});
