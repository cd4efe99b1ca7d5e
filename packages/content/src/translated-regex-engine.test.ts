import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { bundledLanguages, bundledLanguagesInfo, createCssVariablesTheme, createHighlighter, type BundledLanguage, type Highlighter, type RegexEngine } from 'shiki';
import { beforeAll, describe, expect, it } from 'vitest';
import { REAL_WORLD_FIXTURES } from '../../../test/shared-fixtures.ts';
import { grammarRegexSources } from './grammar-regex-sources.ts';
import { HIGHLIGHTED_LANGUAGES } from './highlighted-languages.ts';
import { HIGHLIGHT_SAMPLES } from './testing/highlight-samples.ts';
import { createTranslatedRegexEngine } from './translated-regex-engine.ts';

const THEME = createCssVariablesTheme({ name: 'palette', variablePrefix: '--shiki-', fontStyle: true });
/** No time limit in effect: on a busy machine Oniguruma's first compile of a grammar passes shiki's 500 ms and leaves the line plain. */
const OPTIONS = { theme: 'palette', tokenizeTimeLimit: 60_000 } as const;
const LANGUAGES = [...HIGHLIGHTED_LANGUAGES].filter((language) => Object.prototype.hasOwnProperty.call(bundledLanguages, language));

/** shiki's id of a language name or alias (`sh` → `shellscript`). */
function languageId(language: string): string | undefined {
  return bundledLanguagesInfo.find((info) => info.id === language || info.aliases?.includes(language))?.id;
}

async function highlighterWith(engine: RegexEngine | undefined): Promise<Highlighter> {
  return createHighlighter({ themes: [THEME], langs: LANGUAGES as BundledLanguage[], ...(engine === undefined ? {} : { engine }) });
}

/** Every fenced block of a fixture repository's pages, with its language. */
async function fencedBlocks(root: string): Promise<{ language: string; code: string }[]> {
  const blocks = [];
  for (const entry of await readdir(root, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.mdx?$/.test(entry.name) || entry.parentPath.includes('node_modules')) continue;
    const source = await readFile(join(entry.parentPath, entry.name), 'utf8');
    for (const [, , , info, code] of source.matchAll(/^([ \t]*)(```+)([^\n`]*)\n([\s\S]*?)\n\1\2[ \t]*$/gm)) {
      blocks.push({ language: info!.trim().split(/[\s{]/)[0]!.toLowerCase(), code: code! });
    }
  }
  return blocks;
}

describe("shiki's JavaScript engine with the translations made ahead of time", () => {
  const untranslated = new Set<string>();
  let oniguruma: Highlighter;
  let translated: Highlighter;
  beforeAll(async () => {
    const engine = await createTranslatedRegexEngine((source) => untranslated.add(source));
    expect(engine, 'the table was generated for this Node').toBeDefined();
    oniguruma = await highlighterWith(undefined);
    translated = await highlighterWith(engine!.engine);
  }, 60_000);

  it('has a sample for each highlighted language', () => {
    expect(LANGUAGES.filter((language) => HIGHLIGHT_SAMPLES[languageId(language) ?? ''] === undefined)).toEqual([]);
  });

  it.each(LANGUAGES)('highlights %s as Oniguruma does', (language) => {
    const code = HIGHLIGHT_SAMPLES[languageId(language)!]!;
    const html = translated.codeToHtml(code, { lang: language, ...OPTIONS });
    expect(html).toBe(oniguruma.codeToHtml(code, { lang: language, ...OPTIONS }));
    expect(html.match(/<span style="color:var\(--shiki-token-/g)?.length ?? 0, 'coloured tokens').toBeGreaterThan(1);
  });

  it('highlights the fenced blocks of the real-world fixtures as Oniguruma does', async () => {
    const repositories = (await readdir(REAL_WORLD_FIXTURES, { withFileTypes: true })).filter((entry) => entry.isDirectory());
    let compared = 0;
    for (const repository of repositories) {
      // Every third block: the languages and shapes real pages use, in a test of seconds.
      const blocks = (await fencedBlocks(join(REAL_WORLD_FIXTURES, repository.name))).filter((block, index) => index % 3 === 0 && LANGUAGES.includes(block.language));
      for (const { language, code } of blocks) {
        expect(translated.codeToHtml(code, { lang: language, ...OPTIONS }), `${repository.name} ${language}`).toBe(oniguruma.codeToHtml(code, { lang: language, ...OPTIONS }));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(500);
  }, 120_000);

  it('finds in the table every pattern it is asked for, but ends with the text of a back-reference in them', async () => {
    // Runs after the comparisons: the patterns asked for are those the samples and fixtures reached.
    const grammars = new Set((await Promise.all(LANGUAGES.map(async (language) => (await bundledLanguages[language as BundledLanguage]()).default))).flat());
    const withBackReferences = [...grammars].flatMap((grammar) => [...grammarRegexSources(grammar)]).filter((source) => /\\\d/.test(source));
    const filledIn = withBackReferences.map((source) => new RegExp(`^${source.split(/\\\d+/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[\\s\\S]*')}$`));
    expect([...untranslated].filter((source) => !filledIn.some((pattern) => pattern.test(source)))).toEqual([]);
    expect(untranslated.size).toBeGreaterThan(0);
  });
});
