import { describe, expect, it } from 'vitest';
import { resolveTreeLink, type TreeNode } from '../src/build/resolve-tree-link.ts';

const tree = (entries: Record<string, string | { link: string } | 'folder'>): Map<string, TreeNode> =>
  new Map(
    Object.entries(entries).map(([path, value]): [string, TreeNode] =>
      value === 'folder'
        ? [path, { kind: 'folder' }]
        : typeof value === 'string'
          ? [path, { kind: 'file', oid: value }]
          : [path, { kind: 'link', text: value.link }],
    ),
  );

describe('resolveTreeLink', () => {
  it('follows links to files inside the docs folder, through other links and folders', () => {
    const nodes = tree({
      guides: 'folder',
      'guides/a.mdx': 'aaa',
      alias: { link: 'guides/a.mdx' },
      'guides/b.mdx': { link: '../alias' },
      g: { link: 'guides' },
      c: { link: 'g/./a.mdx' },
    });
    expect(resolveTreeLink('alias', nodes)).toEqual({ kind: 'file', path: 'guides/a.mdx', oid: 'aaa' });
    expect(resolveTreeLink('guides/b.mdx', nodes)).toEqual({ kind: 'file', path: 'guides/a.mdx', oid: 'aaa' });
    expect(resolveTreeLink('c', nodes)).toEqual({ kind: 'file', path: 'guides/a.mdx', oid: 'aaa' });
    expect(resolveTreeLink('g', nodes)).toEqual({ kind: 'folder', path: 'guides' });
  });

  it('climbs from where a link really leads, as the kernel does: a text that reads inside can land outside', () => {
    // Issue 13: read as text, `a1/a2/a3/up/../../../../x` is `x`; on disk `up` is `e`, so it is `../../../x`.
    const nodes = tree({
      a1: 'folder',
      'a1/a2': 'folder',
      'a1/a2/a3': 'folder',
      'a1/a2/a3/up': { link: '../../../e' },
      e: 'folder',
      x: 'xxx',
      z: { link: 'a1/a2/a3/up/../../../../x' },
    });
    expect(resolveTreeLink('z', nodes)).toEqual({ kind: 'outside' });
    expect(resolveTreeLink('a1/a2/a3/up', nodes)).toEqual({ kind: 'folder', path: 'e' });
  });

  it('refuses absolute texts, loops, missing targets and paths through a file', () => {
    const nodes = tree({
      abs: { link: '/etc/passwd' },
      one: { link: 'two' },
      two: { link: 'one' },
      gone: { link: 'nothing.mdx' },
      f: 'fff',
      through: { link: 'f/x' },
      back: { link: 'f/..' },
    });
    expect(resolveTreeLink('abs', nodes)).toEqual({ kind: 'outside' });
    expect(resolveTreeLink('one', nodes)).toEqual({ kind: 'loop' });
    expect(resolveTreeLink('gone', nodes)).toEqual({ kind: 'missing' });
    expect(resolveTreeLink('through', nodes)).toEqual({ kind: 'missing' });
    expect(resolveTreeLink('back', nodes)).toEqual({ kind: 'missing' });
  });
});
