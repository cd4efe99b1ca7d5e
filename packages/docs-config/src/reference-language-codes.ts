import type { LanguageCode } from './model/navigation.ts';
import type { ReferenceLanguageCode } from './model/navigation.ts';

/**
 * Language codes the reference implementation accepts beyond SPEC.md's 26 (its `locales` list of
 * 40), each with the SPEC.md code for the same language where there is one. Real repositories use
 * them (`zh`, `ja` most of all), so Folio builds them under the code written and warns.
 */
export const REFERENCE_LANGUAGE_CODES: Readonly<Record<string, LanguageCode | undefined>> = {
  zh: 'cn',
  'zh-Hans': 'cn',
  'zh-CN': 'cn',
  'zh-TW': 'zh-Hant',
  'fr-CA': 'fr',
  'fr-ca': 'fr',
  ja: 'jp',
  'ja-jp': 'jp',
  'ja-JP': 'jp',
  // SPEC.md has no European Portuguese; Brazilian Portuguese is the nearest it lists.
  pt: 'pt-BR',
  uk: 'ua',
  // Danish, Catalan, Finnish, Hungarian: no SPEC.md code.
  da: undefined,
  ca: undefined,
  fi: undefined,
  hu: undefined,
};

/** Whether `code` is one of `REFERENCE_LANGUAGE_CODES` (written exactly so, as the reference requires). */
export function isReferenceLanguageCode(code: string): code is ReferenceLanguageCode {
  return Object.hasOwn(REFERENCE_LANGUAGE_CODES, code);
}
