import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { devReader, readReaderClaims } from './dev-reader.ts';

const folder = mkdtempSync(join(tmpdir(), 'folio-dev-reader-unit-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const write = (name: string, text: string) => {
  const file = join(folder, name);
  writeFileSync(file, text);
  return file;
};

describe('who reads a folio dev preview', () => {
  it('is the documented sample reader for oidc and jwt, a reader without claims for password, nobody for public', async () => {
    for (const mode of ['oidc', 'jwt'] as const)
      expect(await devReader(mode, undefined)()).toEqual({
        claims: { firstName: 'Ada', lastName: 'Lovelace', name: 'Ada Lovelace', email: 'ada@example.com' },
        groups: [],
      });
    expect(await devReader('password', undefined)()).toEqual({ claims: {}, groups: [] });
    expect(await devReader('public', undefined)()).toBeNull();
  });

  it('is the claims file’s reader, its groups from "groups", whatever the mode', async () => {
    const file = write('reader.json', JSON.stringify({ firstName: 'Grace', groups: ['admin', 'beta'] }));
    expect(await devReader('public', file)()).toEqual({
      claims: { firstName: 'Grace', groups: ['admin', 'beta'] },
      groups: ['admin', 'beta'],
    });
  });

  it('refuses a file that is not one object of claims, naming the file', async () => {
    await expect(readReaderClaims(join(folder, 'missing.json'))).rejects.toThrow(/--reader-claims .*missing\.json/);
    await expect(readReaderClaims(write('list.json', '[1]'))).rejects.toThrow(/one JSON object of claims/);
    await expect(readReaderClaims(write('bad.json', '{'))).rejects.toThrow(/bad\.json/);
    await expect(readReaderClaims(write('groups.json', '{"groups":"admin"}'))).rejects.toThrow(
      /"groups" must be an array of strings/,
    );
  });
});
