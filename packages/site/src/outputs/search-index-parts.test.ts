import { brotliCompressSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildManifest } from '../manifest/build-manifest.ts';
import { buildSearchIndex, type SearchPage } from './build-search-index.ts';
import { SEARCH_PARTS_URL, searchIndexParts } from './search-index-parts.ts';
import { searchSections } from './search-sections.ts';

const page = (name: string, text: string): SearchPage => ({
  title: name,
  path: `/${name}`,
  scope: '',
  sections: searchSections(`## About ${name}\n\n${text}`, [{ depth: 2, text: `About ${name}`, id: 'about' }]),
});
const site = (setupText: string) =>
  searchIndexParts(
    buildSearchIndex([page('intro', 'Welcome to the docs.'), page('setup', setupText), page('deploy', 'Ship it.')]),
  );
const rootOf = (files: ReturnType<typeof site>) =>
  JSON.parse(String(files.find((file) => file.urlPath === SEARCH_PARTS_URL)!.body)) as {
    parts: string[];
    shards: [string[], string, string][];
  };

describe('searchIndexParts', () => {
  it('names every part by its content, so a page whose text did not change keeps its part', () => {
    const before = rootOf(site('Install the command line tool.'));
    const after = rootOf(site('Install the command line tool with npm.'));
    expect(after.parts[0]).toBe(before.parts[0]);
    expect(after.parts[2]).toBe(before.parts[2]);
    expect(after.parts[1]).not.toBe(before.parts[1]);
    for (const name of [...after.parts, ...after.shards.map(([, , shard]) => shard)])
      expect(name).toMatch(/^search-[tp]\.[0-9a-f]{12}\.json$/);
  });

  it('writes parts the edge caches for good, and the root it asks for again', async () => {
    const files = searchIndexParts(
      buildSearchIndex([
        page('setup', `Install it. ${'Every step of the setup, written out in full. '.repeat(60)}`),
        ...Array.from({ length: 60 }, (_, i) => page(`topic-${i}`, `Topic ${i} in brief.`)),
      ]),
    );
    const { manifest, blobs } = await buildManifest(files);
    for (const file of files)
      expect(manifest.files[file.urlPath]?.cacheControl).toBe(
        file.urlPath === SEARCH_PARTS_URL ? 'revalidate' : 'immutable',
      );
    // The root, read by every first search, gets brotli 10 (as small as 11, three times faster);
    // the term shards 6 (a tenth of 10's CPU for 11% more bytes); the many small page parts 5.
    const brotli = (url: string) => blobs.get(manifest.files[url]!.variants.br!);
    const body = (url: string) => String(files.find((file) => file.urlPath === url)!.body);
    const quality = (url: string, level: number) =>
      brotliCompressSync(body(url), { params: { [constants.BROTLI_PARAM_QUALITY]: level } });
    expect(brotli(SEARCH_PARTS_URL)).toEqual(new Uint8Array(quality(SEARCH_PARTS_URL, 10)));
    const shard = `/_folio/${rootOf(files).shards[0]![2]}`;
    expect(brotli(shard)).toEqual(new Uint8Array(quality(shard, 6)));
    const setup = `/_folio/${rootOf(files).parts[0]}`;
    expect(brotli(setup)).toEqual(new Uint8Array(quality(setup, 5)));
    // Two pages with the same text share one part.
    const twins = searchIndexParts(buildSearchIndex([page('a', 'Same.'), { ...page('a', 'Same.') }]));
    expect(new Set(twins.map((file) => file.urlPath)).size).toBe(twins.length);
  });
});
