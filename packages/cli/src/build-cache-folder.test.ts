import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REAL_WORLD_FIXTURES } from '../../../test/shared-fixtures.ts';
import { runFolio as run, useTemporaryFolders } from './testing/cli-harness.ts';

const tempDir = useTemporaryFolders('folio-build-cache-');

/** A site of `count` short pages in groups of 50. */
async function writeSite(dir: string, count: number): Promise<void> {
  const groups: Array<{ group: string; pages: string[] }> = [];
  for (let index = 0; index < count; index++) {
    const group = Math.floor(index / 50);
    if (groups[group] === undefined) {
      groups[group] = { group: `Group ${group}`, pages: [] };
      await mkdir(join(dir, `group-${group}`), { recursive: true });
    }
    groups[group].pages.push(`group-${group}/page-${index}`);
    await writeFile(
      join(dir, `group-${group}/page-${index}.mdx`),
      `---\ntitle: Page ${index}\n---\n\nPage ${index} links to [the first](/group-0/page-0).\n\n\`\`\`ts\nconst page = ${index};\n\`\`\`\n`,
    );
  }
  await writeFile(join(dir, 'docs.json'), JSON.stringify({ name: 'Cache test', navigation: { groups } }));
}

/** Every file under `dir`, by path, as bytes. */
async function readTree(dir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      const path = join(entry.parentPath, entry.name);
      files.set(relative(dir, path), await readFile(path));
    }
  return files;
}

const built = (stdout: string) => JSON.parse(stdout) as { ok: boolean; rendered: number; reused: number };

describe('folio build with its cache (.folio-cache/)', () => {
  it('renders only the page that changed of 1,000, in a new process', async () => {
    const dir = await tempDir();
    await writeSite(dir, 1000);
    const out = join(await tempDir(), 'dist');
    const first = await run('build', dir, '--out', out, '--json');
    expect(built(first.stdout)).toMatchObject({ ok: true, rendered: 1000, reused: 0 });
    expect(await readFile(join(dir, '.folio-cache/.gitignore'), 'utf8')).toContain('*');

    const page = join(dir, 'group-7/page-377.mdx');
    await writeFile(page, (await readFile(page, 'utf8')).replace('links to', 'now links to'));
    const second = await run('build', dir, '--out', out, '--json');
    expect(built(second.stdout)).toMatchObject({ ok: true, rendered: 1, reused: 999 });
    expect(await readFile(join(out, 'group-7/page-377/index.html'), 'utf8')).toContain('now links to');
    // The cache is never published, nor read as the site's content.
    expect(await readdir(out)).not.toContain('.folio-cache');

    const uncached = await run('build', dir, '--out', out, '--json', '--no-cache');
    expect(built(uncached.stdout)).toMatchObject({ ok: true, rendered: 1000, reused: 0 });
  }, 300_000);

  it('writes byte for byte the same site from its cache as without it (a real repository)', async () => {
    const dir = await tempDir();
    await cp(join(REAL_WORLD_FIXTURES, 'Chainlit__docs'), dir, { recursive: true });
    const cold = join(await tempDir(), 'cold');
    const warm = join(await tempDir(), 'warm');
    const uncached = join(await tempDir(), 'uncached');
    expect((await run('build', dir, '--out', cold, '--offline')).code).toBeLessThan(2);
    const reused = await run('build', dir, '--out', warm, '--offline');
    expect(reused.stdout).toMatch(/\d+ unchanged pages reused from \.folio-cache\/, 0 rendered/);
    expect((await run('build', dir, '--out', uncached, '--offline', '--no-cache')).code).toBeLessThan(2);
    const expected = await readTree(uncached);
    for (const tree of [await readTree(cold), await readTree(warm)]) {
      expect([...tree.keys()].sort()).toEqual([...expected.keys()].sort());
      for (const [path, bytes] of tree) expect(bytes.equals(expected.get(path)!), path).toBe(true);
    }
  }, 300_000);
});
