/** Display names of the language codes docs.json may use, in their own language. */
export const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  ar: 'العربية',
  cs: 'Čeština',
  cn: '简体中文',
  'zh-Hant': '繁體中文',
  nl: 'Nederlands',
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  he: 'עברית',
  hi: 'हिन्दी',
  id: 'Bahasa Indonesia',
  it: 'Italiano',
  jp: '日本語',
  ko: '한국어',
  lv: 'Latviešu',
  no: 'Norsk',
  pl: 'Polski',
  'pt-BR': 'Português (Brasil)',
  ro: 'Română',
  ru: 'Русский',
  es: 'Español',
  sv: 'Svenska',
  tr: 'Türkçe',
  ua: 'Українська',
  uz: 'Oʻzbekcha',
  vi: 'Tiếng Việt',
  // Codes the format's reference implementation also accepts (docs-config warns and keeps them).
  zh: '简体中文',
  'zh-Hans': '简体中文',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  ja: '日本語',
  'ja-JP': '日本語',
  'ja-jp': '日本語',
  pt: 'Português',
  'fr-CA': 'Français (Canada)',
  'fr-ca': 'Français (Canada)',
  uk: 'Українська',
  da: 'Dansk',
  ca: 'Català',
  fi: 'Suomi',
  hu: 'Magyar',
};

/** BCP 47 tags for the codes docs.json uses that are not BCP 47 themselves. */
export const LANGUAGE_TAGS: Readonly<Record<string, string>> = {
  cn: 'zh-Hans',
  jp: 'ja',
  ua: 'uk',
  'ja-jp': 'ja-JP',
  'fr-ca': 'fr-CA',
};

/** Right-to-left languages among SPEC.md's codes. */
export const RTL_LANGUAGES: ReadonlySet<string> = new Set(['ar', 'he']);
