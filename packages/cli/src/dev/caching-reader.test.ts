import { describe, expect, it } from 'vitest';
import { createMemoryReader } from '@folio/builder';
import { createCachingReader } from './caching-reader.ts';

describe('createCachingReader', () => {
  it('serves remembered contents until the path is invalidated', async () => {
    const files: Record<string, string> = { 'a.mdx': 'one', 'guides/b.mdx': 'two' };
    let reads = 0;
    const inner = createMemoryReader(files);
    const counting = {
      ...inner,
      readBytes: (path: string) => {
        reads++;
        return createMemoryReader(files).readBytes(path);
      },
    };
    const reader = createCachingReader(counting);
    expect(await reader.readText('a.mdx')).toBe('one');
    files['a.mdx'] = 'changed';
    expect(await reader.readText('a.mdx')).toBe('one');
    expect(reads).toBe(1);
    reader.invalidate(['a.mdx']);
    expect(await reader.readText('a.mdx')).toBe('changed');
  });

  it('forgets everything under a changed folder, and relists files after any change', async () => {
    const files: Record<string, string> = { 'guides/b.mdx': 'two' };
    const reader = createCachingReader({
      listFiles: async () => Object.keys(files).sort(),
      readText: async (path) => files[path],
      readBytes: async (path) => (files[path] === undefined ? undefined : new TextEncoder().encode(files[path])),
    });
    expect(await reader.readText('guides/b.mdx')).toBe('two');
    expect(await reader.listFiles()).toEqual(['guides/b.mdx']);
    files['guides/b.mdx'] = 'new';
    files['guides/c.mdx'] = 'three';
    reader.invalidate(['guides']);
    expect(await reader.readText('guides/b.mdx')).toBe('new');
    expect(await reader.listFiles()).toEqual(['guides/b.mdx', 'guides/c.mdx']);
  });
});

describe('CachingReader.view', () => {
  it('shows a build each file as it first read it, while later views see the change', async () => {
    const files: Record<string, string> = { 'snippets/a.mdx': 'old', 'b.mdx': 'page' };
    const reader = createCachingReader({
      listFiles: async () => Object.keys(files).sort(),
      readText: async (path) => files[path],
      readBytes: async (path) => (files[path] === undefined ? undefined : new TextEncoder().encode(files[path])),
    });
    const build = reader.view();
    expect(await build.readText('snippets/a.mdx')).toBe('old');
    files['snippets/a.mdx'] = 'new';
    files['c.mdx'] = 'added';
    reader.invalidate(['snippets/a.mdx']);
    expect(await build.readText('snippets/a.mdx')).toBe('old');
    expect(await reader.view().readText('snippets/a.mdx')).toBe('new');
    expect(await reader.view().listFiles()).toEqual(['b.mdx', 'c.mdx', 'snippets/a.mdx']);
  });
});
