import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from './build-search-index.ts';
import { loadSearchEngine } from './search-engine-node.ts';
import { searchSections } from './search-sections.ts';

const filler = (n: number) => Array.from({ length: n }, (_, i) => `Sentence ${i} about general matters.`).join(' ');

/** A small site whose words sit deep in long pages, as a reader's queries find them. */
function engine() {
  const page = (title: string, path: string, markdown: string, scope = '') => ({
    title,
    path,
    scope,
    sections: searchSections(markdown, []),
  });
  return loadSearchEngine(
    buildSearchIndex([
      page(
        'Introduction',
        '/intro',
        `${filler(40)}\n\n## Why\n\nAdopt Folio for your docs. Showing previews while you write.`,
      ),
      page(
        'CLI reference',
        '/reference/cli',
        `${filler(80)}\n\n## Environment\n\n${filler(30)} Set NO_COLOR to turn colours off. Pointers follow RFC 6901.`,
      ),
      page('Meals', '/meals', '## Record a meal\n\nLog what you ate.\n\n## Colors\n\nNo color here.'),
      page('Users API', '/api/users', '## getUserById\n\nReturns one user. Send the `x-api-key` header.'),
      page('Keys', '/keys', 'Every key of the API, and x values.'),
      page('快速开始', '/zh/quickstart', '## 安装\n\n使用命令行安装文档工具。', 'zh'),
    ]),
  );
}

describe('the site search engine', () => {
  const search = engine();
  const top = (query: string, scope?: string) => search.search(query, scope)[0];

  it('finds words deep in a page, with the section and a highlighted snippet', () => {
    const hit = top('RFC 6901')!;
    expect(hit.path).toBe('/reference/cli');
    expect(hit.heading).toBe('Environment');
    expect(hit.snippet.filter((part) => part.mark).map((part) => part.text)).toEqual(['RFC', '6901']);
  });

  it('forgives a transposed letter, and meets singular and plural', () => {
    expect(top('adpot')?.path).toBe('/intro');
    // Two letters from `showing`, three from its stem `show`: typos are measured on whole words too.
    expect(top('shownig')?.path).toBe('/intro');
    expect(top('meals')?.href).toBe('/meals');
    expect(search.search('meals').map((hit) => hit.heading)).toContain('Record a meal');
  });

  it('ranks the page with an identifier typed exactly first', () => {
    expect(top('NO_COLOR')?.path).toBe('/reference/cli');
    expect(top('x-api-key')?.path).toBe('/api/users');
    expect(top('getUserById')?.path).toBe('/api/users');
  });

  it('finds CJK text by its characters, within the scope', () => {
    expect(top('安装', 'zh')?.path).toBe('/zh/quickstart');
    expect(top('文档工具', 'zh')?.path).toBe('/zh/quickstart');
    expect(search.search('安装', '')).toEqual([]);
  });

  it('suggests the closest terms when nothing matches, and never throws on odd input', () => {
    expect(search.search('zzqx', '')).toEqual([]);
    expect(search.suggest('colr', '').join(' ')).toContain('colo');
    for (const query of ['', '   ', '"*(', '\u0000', 'a'.repeat(5000), '🙂', '\uD800'])
      expect(() => search.search(query)).not.toThrow();
  });
});
