/** Display names of SPEC.md's language codes, in their own language. */
export const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  ar: 'العربية', cs: 'Čeština', cn: '简体中文', 'zh-Hant': '繁體中文', nl: 'Nederlands', en: 'English',
  fr: 'Français', de: 'Deutsch', he: 'עברית', hi: 'हिन्दी', id: 'Bahasa Indonesia', it: 'Italiano', jp: '日本語',
  ko: '한국어', lv: 'Latviešu', no: 'Norsk', pl: 'Polski', 'pt-BR': 'Português (Brasil)', ro: 'Română',
  ru: 'Русский', es: 'Español', sv: 'Svenska', tr: 'Türkçe', ua: 'Українська', uz: 'Oʻzbekcha', vi: 'Tiếng Việt',
};

/** BCP 47 tags for the codes docs.json uses that are not BCP 47 themselves. */
export const LANGUAGE_TAGS: Readonly<Record<string, string>> = { cn: 'zh-Hans', jp: 'ja', ua: 'uk' };

/** Right-to-left languages among SPEC.md's codes. */
export const RTL_LANGUAGES: ReadonlySet<string> = new Set(['ar', 'he']);
