// `folio check` keeps each page's problems and links in `.folio-cache/check.bin`: the next check
// reads only the pages that changed and prints exactly what a check reading every page prints.
import { appendFile, cp, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REAL_WORLD_FIXTURES } from '../../../../test/shared-fixtures.ts';
import type { CheckReport } from '../check-report.ts';
import { runFolio, useTemporaryFolders } from '../testing/cli-harness.ts';

const tempDir = useTemporaryFolders('folio-check-cache-');

/** A copy of hoppscotch's docs (107 page files: the check starts threads of its own). */
async function copyOfFixture(): Promise<string> {
  const dir = join(await tempDir(), 'site');
  await cp(join(REAL_WORLD_FIXTURES, 'hoppscotch__docs'), dir, { recursive: true });
  return dir;
}

const summaryOf = (stdout: string) => stdout.trim().split('\n').pop() ?? '';

describe('folio check with its cache (.folio-cache/check.bin)', () => {
  it('reads only the page that changed and prints what a full check prints', { timeout: 240_000 }, async () => {
    const dir = await copyOfFixture();
    const first = await runFolio('check', dir, '--json', '--offline');
    expect(existsSync(join(dir, '.folio-cache/check.bin'))).toBe(true);
    expect(await readFile(join(dir, '.folio-cache/.gitignore'), 'utf8')).toContain('*');
    const again = await runFolio('check', dir, '--json', '--offline');
    expect(again.stdout).toBe(first.stdout);
    expect(again.code).toBe(first.code);
    const plain = await runFolio('check', dir, '--offline');
    const pages = (JSON.parse(first.stdout) as CheckReport).pages.filter((page) => page.file?.endsWith('.mdx')).length;
    expect(summaryOf(plain.stdout)).toMatch(new RegExp(`; ${pages} unchanged pages reused from \\.folio-cache/\\)$`));

    // A link to a page that does not exist, added to one page: found, and only that page read.
    const report = JSON.parse(first.stdout) as CheckReport;
    const page = report.pages.find((p) => p.file?.endsWith('.mdx'))!.file!;
    await appendFile(join(dir, page), '\n\nSee [the missing guide](/no-such-guide).\n');
    const edited = await runFolio('check', dir, '--offline');
    expect(edited.stdout).toContain('/no-such-guide');
    expect(summaryOf(edited.stdout)).toContain(`; ${pages - 1} unchanged pages reused from .folio-cache/`);
    const full = await runFolio('check', dir, '--offline', '--no-cache');
    const withoutTimes = (stdout: string) => stdout.replace(/\(\d+\.\d+ s[^)]*\)/, '');
    expect(withoutTimes(edited.stdout)).toBe(withoutTimes(full.stdout));
  });

  it('reads every page when the cache is damaged, and --no-cache neither reads nor writes it', {
    timeout: 240_000,
  }, async () => {
    const dir = await copyOfFixture();
    await runFolio('check', dir, '--no-cache', '--offline');
    expect(existsSync(join(dir, '.folio-cache'))).toBe(false);

    const first = await runFolio('check', dir, '--json', '--offline');
    const cacheFile = join(dir, '.folio-cache/check.bin');
    const bytes = await readFile(cacheFile);
    await writeFile(cacheFile, bytes.subarray(0, bytes.length >> 1));
    const damaged = await runFolio('check', dir, '--offline');
    expect(summaryOf(damaged.stdout)).not.toContain('reused');
    const rewritten = await runFolio('check', dir, '--json', '--offline');
    expect(rewritten.stdout).toBe(first.stdout);
    // Written whole again: the next check reuses every page.
    expect(summaryOf((await runFolio('check', dir, '--offline')).stdout)).toContain('unchanged pages reused');
  });
});

describe('folio rename with the check cache', () => {
  it('finds the links to the page from the cached pages as from a full read', { timeout: 240_000 }, async () => {
    const cached = await copyOfFixture();
    const uncached = await copyOfFixture();
    await runFolio('check', cached, '--offline');
    const report = JSON.parse((await runFolio('check', cached, '--json', '--offline')).stdout) as CheckReport;
    // The first page of the navigation: the links to it are found in pages taken from the cache.
    const target = report.pages.find((page) => page.file?.endsWith('.mdx'))!.file!;
    const withCache = await runFolio('rename', target, `moved/${target}`, '--dir', cached, '--json');
    const withoutCache = await runFolio('rename', target, `moved/${target}`, '--dir', uncached, '--json', '--no-cache');
    expect(withCache.code).toBe(0);
    expect((JSON.parse(withCache.stdout) as { changes: unknown[] }).changes.length).toBeGreaterThan(1);
    expect(withCache.stdout).toBe(withoutCache.stdout);
    expect(existsSync(join(uncached, '.folio-cache'))).toBe(false);
  });
});
