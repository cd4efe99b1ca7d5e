// The trees of issue 13 that made a checkout write outside its folder, shared by the worker's tests
// and the reliability suite. Each is a whole docs site (docs.json and a home page) plus the trap.
import type { LiteralEntry } from './literal-tree.ts';

const site = (marker: string): LiteralEntry[] => [
  {
    name: 'docs.json',
    file: JSON.stringify({
      $schema: 'https://mintlify.com/docs.json',
      theme: 'mint',
      name: 'Hostile',
      colors: { primary: '#0E7C66' },
      navigation: { groups: [{ group: 'Docs', pages: ['index'] }] },
    }),
  },
  { name: 'index.mdx', file: `---\ntitle: Home\n---\n\n${marker}\n` },
];

/**
 * A link whose text stays inside the docs folder when read lexically but leaves it on disk:
 * `a1/…/ad/up -> ../…/e` lands in the folder `e`, so `a1/…/ad/up/../…` climbs from `e`, one level
 * more than the text says. `outside` is the target's path relative to the docs folder (as
 * `path.relative` gives it: some `..` then a rest); the chain is as deep as it climbs. A naive
 * checkout writes in tree order, so `landing` must sort before the entries using the link.
 */
function climbingLink(outside: string, landing = 'e'): { entries: LiteralEntry[]; link: string } {
  const parts = outside.split('/');
  const depth = parts.findIndex((part) => part !== '..');
  if (depth < 1) throw new Error(`"${outside}" does not leave the docs folder`);
  const rest = parts.slice(depth).join('/');
  let chain: LiteralEntry[] = [{ name: 'up', link: `${'../'.repeat(depth)}${landing}` }];
  for (let level = depth; level >= 1; level--) chain = [{ name: `a${level}`, tree: chain }];
  return {
    entries: [...chain, { name: landing, tree: [{ name: 'keep.txt', file: landing }] }],
    link: `${Array.from({ length: depth }, (_, i) => `a${i + 1}`).join('/')}/up/${'../'.repeat(depth + 1)}${rest}`,
  };
}

/**
 * Issue 13's tree: `a1/a2/a3/up -> ../../../e`, a link `z -> a1/a2/a3/up/../../../../<outside>`, then
 * a regular file also named `z` whose bytes a naive checkout writes through the link.
 */
export function linkThenFileTree(outsideFile: string, payload = 'ESCAPED'): LiteralEntry[] {
  const climb = climbingLink(outsideFile);
  return [...site('link then file'), ...climb.entries, { name: 'z', link: climb.link }, { name: 'z', file: payload }];
}

/**
 * A link to a folder followed by a folder of the same name whose files a naive checkout writes
 * through it: `d -> <absolute outside folder>` then `d/x`, and `d2 -> <climbing link>` then `d2/x`.
 */
export function linkedFolderTree(
  outsideFolderAbsolute: string,
  outsideFolderRelative: string,
  payload = 'ESCAPED',
): LiteralEntry[] {
  // Folder `b` sorts before `d`: it exists on disk by the time `d2` is followed.
  const climb = climbingLink(outsideFolderRelative, 'b');
  return [
    ...site('linked folder'),
    ...climb.entries,
    { name: 'd', link: outsideFolderAbsolute },
    { name: 'd', tree: [{ name: 'x', file: payload }] },
    { name: 'd2', link: climb.link },
    { name: 'd2', tree: [{ name: 'x', file: payload }] },
  ];
}

/** The blob `blobOid` (written beforehand) named by `names` entries: tiny in the pack, huge on disk. */
export function expansionBombTree(blobOid: string, names: number): LiteralEntry[] {
  const copies: LiteralEntry[] = Array.from({ length: names }, (_, i) => ({
    name: `copy-${String(i).padStart(5, '0')}.bin`,
    oid: blobOid,
    mode: '100644' as const,
  }));
  return [...site('expansion bomb'), { name: 'bomb', tree: copies }];
}
