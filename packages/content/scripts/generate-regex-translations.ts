// Writes packages/content/src/regex-translations.generated.ts (see regex-translations-source.ts):
// `node --conditions=@folio/source --import tsx packages/content/scripts/generate-regex-translations.ts`.
import { writeFile } from 'node:fs/promises';
import { regexTranslationsSource, REGEX_TRANSLATIONS_FILE } from '../src/regex-translations-source.ts';

await writeFile(new URL(`../src/${REGEX_TRANSLATIONS_FILE}`, import.meta.url), await regexTranslationsSource());
console.log(`wrote packages/content/src/${REGEX_TRANSLATIONS_FILE}`);
