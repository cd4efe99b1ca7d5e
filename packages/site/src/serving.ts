// What a server of a built site needs on every answer (`folio dev`), without the renderer: this
// entry loads in milliseconds, the package's main one in about a second.
export { securityHeaders } from './policy/security-headers.ts';
export { CSP_SOURCES_URL, cspSourcesOfFiles } from './policy/csp-sources.ts';
export { absoluteLlmsTxt } from './outputs/absolute-llms-txt.ts';
export { URL_STYLE_URL } from './outputs/add-trailing-slashes.ts';
