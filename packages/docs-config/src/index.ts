// The docs.json model: one file per settings area (src/model/), importing no validator.
export type * from './model/api-settings.ts';
export {
  DEFAULT_SAMPLE_LANGUAGES,
  SAMPLE_LANGUAGES,
  sampleLanguageOf,
  type SampleLanguage,
  type SampleLanguageId,
} from './model/request-sample-languages.ts';
export type * from './model/appearance.ts';
export type * from './model/checks.ts';
export type * from './model/colors.ts';
export { DEFAULT_PRIMARY_COLOR } from './model/colors.ts';
export type * from './model/docs-config.ts';
export type * from './model/fonts.ts';
export type * from './model/icons.ts';
export type * from './model/navigation.ts';
export type * from './model/site-chrome.ts';
export type * from './model/site-settings.ts';
export type * from './model/source.ts';
export type * from './model/styling.ts';
export { APPEARANCE_DEFAULTS, BACKGROUND_DECORATIONS } from './model/appearance.ts';
export { CHECK_SEVERITIES } from './model/checks.ts';
export { ICON_LIBRARIES, ICON_STYLES } from './model/icons.ts';
export { LANGUAGE_CODES } from './model/navigation.ts';
export {
  BANNER_TYPES,
  CONTEXTUAL_OPTION_NAMES,
  CONTEXTUAL_OPTIONS_DRAWN,
  FOOTER_SOCIAL_NETWORKS,
  INTEGRATION_NAMES,
  NAVBAR_PRIMARY_TYPES,
} from './model/site-chrome.ts';
export { REFERENCE_LANGUAGE_CODES } from './reference-language-codes.ts';
export { normaliseIcon } from './normalise-icon.ts';
export { docsConfigCodes, type DocsConfigCode } from './codes.ts';
export { loadDocsConfig, type LoadDocsConfigOptions } from './load-docs-config.ts';
export { loadCustomLanguages, MAX_GRAMMAR_BYTES, type LoadedCustomLanguages } from './load-custom-languages.ts';
export { validateDocsConfig } from './validate-docs-config.ts';
export { DOCS_SETTINGS, type DocsSetting } from './docs-settings.ts';
export { settingSegments } from './settings-tree.ts';
export { primaryChildKey } from './primary-child-key.ts';
export { createMemoryReader } from './create-memory-reader.ts';
export { INTEGRATION_FIELDS } from './validate-integrations.ts';
export { INTEGRATION_SCRIPT_ORIGINS } from './integration-script-origins.ts';
