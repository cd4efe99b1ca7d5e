import { execFileSync } from 'node:child_process';
import { mkdtemp, mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDirectoryReader } from './directory-reader.ts';

let root: string;
let outside: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'folio-reader-'));
  outside = await mkdtemp(join(tmpdir(), 'folio-outside-'));
  await writeFile(join(outside, 'secret.txt'), 'top secret');
  await mkdir(join(root, 'guides'));
  await mkdir(join(root, 'node_modules', 'x'), { recursive: true });
  await writeFile(join(root, 'index.mdx'), '# home');
  await writeFile(join(root, 'guides', 'a.mdx'), '# a');
  await writeFile(join(root, 'node_modules', 'x', 'b.mdx'), '# b');
  await symlink(join(root, 'guides', 'a.mdx'), join(root, 'alias.mdx'));
  await symlink('/etc/passwd', join(root, 'passwd.mdx'));
  await symlink(join(outside, 'secret.txt'), join(root, 'secret.mdx'));
  await symlink(outside, join(root, 'outside-dir'));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
  await rm(outside, { recursive: true, force: true });
});

describe('createDirectoryReader', () => {
  it('lists regular files and in-repo symlinks, skipping node_modules and links that leave the root', async () => {
    expect(await createDirectoryReader(root).listFiles()).toEqual(['alias.mdx', 'guides/a.mdx', 'index.mdx']);
  });

  it('reads files, follows a symlink inside the root, and never one that leaves it', async () => {
    const reader = createDirectoryReader(root);
    expect(await reader.readText('guides/a.mdx')).toBe('# a');
    expect(await reader.readText('/index.mdx')).toBe('# home');
    expect(await reader.readText('alias.mdx')).toBe('# a');
    expect(await reader.readText('passwd.mdx')).toBeUndefined();
    expect(await reader.readText('secret.mdx')).toBeUndefined();
    expect(await reader.readText('outside-dir/secret.txt')).toBeUndefined();
    expect(await reader.readText(`../${outside.split('/').pop()}/secret.txt`)).toBeUndefined();
    expect(await reader.readText('missing.mdx')).toBeUndefined();
    expect(await reader.readText('guides')).toBeUndefined();
  });

  it('never opens a FIFO (a read would wait forever), listed or asked for by name', async () => {
    execFileSync('mkfifo', [join(root, 'pipe.mdx')]);
    try {
      const reader = createDirectoryReader(root);
      expect(await reader.listFiles()).not.toContain('pipe.mdx');
      expect(await reader.readBytes('pipe.mdx')).toBeUndefined();
    } finally {
      await rm(join(root, 'pipe.mdx'));
    }
  });
});
