import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_LANGUAGES } from '../bench/peers/code-sample.ts';
import { type Block, type Corpus, CODE_LINES, generateCorpus, PROSE_WORDS, proseWords } from '../bench/peers/corpus.ts';
import { writeDocusaurusSite } from '../bench/peers/write-docusaurus.ts';
import { writeFolioSite } from '../bench/peers/write-folio.ts';
import { writeStarlightSite } from '../bench/peers/write-starlight.ts';

const PAGES = 60; // two sidebar groups, so some links cross folders
const corpus = generateCorpus(27, PAGES);
const blocksOf = (page: Corpus['pages'][number]): Block[] => [...page.intro, ...page.sections.flatMap((s) => s.blocks)];

describe('the peer benchmark corpus', () => {
  it('is the same for the same seed and differs for another', () => {
    expect(generateCorpus(27, PAGES)).toEqual(corpus);
    expect(generateCorpus(28, PAGES).pages[0]!.intro).not.toEqual(corpus.pages[0]!.intro);
  });

  it('gives every page 600–1,200 words of varied prose and 2–4 headings', () => {
    for (const page of corpus.pages) {
      const words = proseWords(page);
      expect(words, page.slug).toBeGreaterThanOrEqual(PROSE_WORDS.min);
      expect(words, page.slug).toBeLessThanOrEqual(PROSE_WORDS.max);
      expect(page.sections.length).toBeGreaterThanOrEqual(2);
      expect(page.sections.length).toBeLessThanOrEqual(4);
      expect(new Set(page.sections.map((s) => s.heading)).size).toBe(page.sections.length);
      const sentences = blocksOf(page)
        .flatMap((b) => (b.kind === 'paragraph' ? b.text.split(/(?<=\.) /) : []))
        .filter(Boolean);
      expect(new Set(sentences).size / sentences.length, page.slug).toBeGreaterThan(0.95);
    }
    const lengths = corpus.pages.map(proseWords);
    expect(Math.max(...lengths) - Math.min(...lengths)).toBeGreaterThan(200);
  });

  it('gives every page two code blocks, a list, a table, a callout and a link to another page', () => {
    const slugs = new Set(corpus.pages.map((p) => p.slug));
    const languages = new Set<string>();
    for (const page of corpus.pages) {
      const blocks = blocksOf(page);
      const code = blocks.flatMap((b) => (b.kind === 'code' ? [b.sample] : []));
      expect(code).toHaveLength(2);
      expect(code[0]!.language).not.toBe(code[1]!.language);
      for (const sample of code) {
        languages.add(sample.language);
        expect(sample.lines.length).toBeGreaterThanOrEqual(CODE_LINES.min);
        expect(sample.lines.length).toBeLessThanOrEqual(CODE_LINES.max);
      }
      const kinds = blocks.map((b) => b.kind);
      for (const kind of ['list', 'table', 'callout', 'link'] as const)
        expect(kinds.filter((k) => k === kind)).toHaveLength(1);
      const link = blocks.find((b) => b.kind === 'link')!;
      expect(link.kind === 'link' && slugs.has(link.target) && link.target !== page.slug).toBe(true);
    }
    expect([...languages].sort()).toEqual([...CODE_LANGUAGES].sort());
  });

  describe('written for each tool', () => {
    let dir: string;
    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'bench-peers-corpus-'));
      await writeFolioSite(join(dir, 'folio'), corpus);
      await writeStarlightSite(join(dir, 'starlight'), corpus, { astro: '7.3.5' });
      await writeDocusaurusSite(join(dir, 'docusaurus'), corpus, { '@docusaurus/core': '3.10.2' });
    });
    afterAll(() => rm(dir, { recursive: true, force: true }));

    const links = (source: string) => [...source.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]!);

    it('Folio: docs.json lists every page, links name pages of the navigation, callouts are components', async () => {
      const docs = JSON.parse(await readFile(join(dir, 'folio/docs.json'), 'utf8'));
      const listed = new Set(docs.navigation.groups.flatMap((g: { pages: string[] }) => g.pages));
      expect(listed.size).toBe(PAGES);
      for (const page of corpus.pages) {
        const source = await readFile(join(dir, 'folio', `${page.slug}.mdx`), 'utf8');
        expect(source).toMatch(/^<(Note|Tip|Warning)>$/m);
        expect(source).toContain(`## ${page.sections[0]!.heading}`);
        for (const href of links(source)) {
          expect(href.startsWith('/')).toBe(true);
          expect(listed.has(href.slice(1)), href).toBe(true);
          expect(existsSync(join(dir, 'folio', `${href.slice(1)}.mdx`)), href).toBe(true);
        }
      }
    });

    it('Starlight: links are the routes of existing pages, callouts are asides, the sidebar autogenerates', async () => {
      const config = await readFile(join(dir, 'starlight/astro.config.mjs'), 'utf8');
      expect(config).toContain('"autogenerate":{"directory":"section-02"}');
      for (const page of corpus.pages) {
        const source = await readFile(join(dir, 'starlight/src/content/docs', `${page.slug}.md`), 'utf8');
        expect(source).toMatch(/^:::(note|tip|caution)$/m);
        for (const href of links(source)) {
          expect(href).toMatch(/^\/.+\/$/);
          expect(existsSync(join(dir, 'starlight/src/content/docs', `${href.slice(1, -1)}.md`)), href).toBe(true);
        }
      }
    });

    it('Docusaurus: links are relative paths of existing files, callouts are admonitions', async () => {
      const sidebars = await readFile(join(dir, 'docusaurus/sidebars.js'), 'utf8');
      expect(sidebars).toContain("type: 'autogenerated'");
      for (const page of corpus.pages) {
        const file = join(dir, 'docusaurus/docs', `${page.slug}.md`);
        const source = await readFile(file, 'utf8');
        expect(source).toMatch(/^:::(note|tip|warning)$/m);
        for (const href of links(source)) {
          expect(href).toMatch(/^\.\.?\/.+\.md$/);
          expect(existsSync(resolve(dirname(file), href)), href).toBe(true);
        }
      }
    });
  });
});
