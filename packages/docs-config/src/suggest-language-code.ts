import { closestMatch } from './closest-match.ts';
import { LANGUAGE_CODES } from './model/navigation.ts';
import type { LanguageCode } from './model/navigation.ts';

/**
 * Common codes people write for a supported language whose Folio code differs: ISO 639-1 codes
 * where SPEC.md uses another (`ja` → `jp`, `zh` → `cn`, `uk` → `ua`) and regional variants.
 */
const ALIASES: Readonly<Record<string, LanguageCode>> = {
  ja: 'jp',
  'ja-jp': 'jp',
  zh: 'cn',
  'zh-cn': 'cn',
  'zh-hans': 'cn',
  'zh-sg': 'cn',
  'zh-tw': 'zh-Hant',
  'zh-hk': 'zh-Hant',
  uk: 'ua',
  'uk-ua': 'ua',
  pt: 'pt-BR',
  'pt-pt': 'pt-BR',
  nb: 'no',
  nn: 'no',
  iw: 'he',
  in: 'id',
  cz: 'cs',
  kr: 'ko',
};

/**
 * The supported language code a user most likely meant by `code`, or `undefined`.
 *
 * @example suggestLanguageCode('pt-br') // 'pt-BR'
 * @example suggestLanguageCode('ja') // 'jp'
 * @example suggestLanguageCode('en-US') // 'en'
 */
export function suggestLanguageCode(code: string): LanguageCode | undefined {
  const lower = code.trim().toLowerCase().replace(/_/g, '-');
  const sameLetters = LANGUAGE_CODES.find((known) => known.toLowerCase() === lower);
  if (sameLetters !== undefined) return sameLetters;
  const alias = ALIASES[lower];
  if (alias !== undefined) return alias;
  // A regional variant of a supported language: `en-US` → `en`, `es-419` → `es`.
  const base = lower.split('-')[0] ?? '';
  const baseMatch = LANGUAGE_CODES.find((known) => known === base) ?? ALIASES[base];
  if (baseMatch !== undefined) return baseMatch;
  return closestMatch(lower, LANGUAGE_CODES) as LanguageCode | undefined;
}
