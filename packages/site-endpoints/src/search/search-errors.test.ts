import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { searchErrorCodes } from './search-errors.ts';

describe('search error codes', () => {
  it('are each listed, with their status, in docs/guides/search-api.mdx', async () => {
    const page = await readFile(new URL('../../../../docs/guides/search-api.mdx', import.meta.url), 'utf8');
    for (const [code, definition] of Object.entries(searchErrorCodes))
      expect(page, code).toContain(`| \`${code}\` | ${definition.statusCode} |`);
  });
});
