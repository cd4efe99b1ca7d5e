export type * from './types.ts';
export { LANGUAGE_CODES } from './types.ts';
export { docsConfigCodes, type DocsConfigCode } from './codes.ts';
export { loadDocsConfig, type LoadDocsConfigOptions } from './load-docs-config.ts';
export { validateDocsConfig } from './validate-docs-config.ts';
export { primaryChildKey } from './primary-child-key.ts';
export { createMemoryReader } from './create-memory-reader.ts';
