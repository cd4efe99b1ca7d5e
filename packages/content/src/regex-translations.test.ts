import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { regexTranslationsSource, REGEX_TRANSLATIONS_FILE } from './regex-translations-source.ts';

describe('the generated regex translations', () => {
  it('are what the installed shiki grammars translate to today (regenerate with packages/content/scripts/generate-regex-translations.ts)', async () => {
    const checkedIn = await readFile(new URL(`./${REGEX_TRANSLATIONS_FILE}`, import.meta.url), 'utf8');
    expect(checkedIn === (await regexTranslationsSource())).toBe(true);
  }, 60_000);
});
