export type * from './types.ts';
export { renderSite, DEFAULT_DRILLDOWN } from './render-site.ts';
export { buildManifest } from './build-manifest.ts';
export { siteCodes, type SiteCode } from './codes.ts';
export { PLAYGROUND_PROXY_PATH } from './render-playground.ts';
