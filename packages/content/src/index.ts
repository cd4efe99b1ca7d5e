export { contentCodes, type ContentCode } from './codes.ts';
export { parseFrontMatter, type FrontMatter } from './parse-front-matter.ts';
export { renderPage, type RenderPageInput, type RenderedPage } from './render-page.ts';
export type { PageHeading } from './render-state.ts';
export type { ComponentRenderer, ComponentInput, ComponentContext } from './component-renderer.ts';
export type { StaticValue } from './read-static-value.ts';
export type { ReadRepoFile } from './load-snippets.ts';
export { defaultComponents } from './default-components.ts';
export { lintPage, type LintPageInput } from './lint-page.ts';
