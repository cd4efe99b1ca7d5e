/**
 * The path the playground posts to when requests go through the site (SPEC.md "Endpoints"): the
 * site's form POSTs here on its own origin, and the edge and `folio dev` answer through
 * @folio/playground-proxy.
 */
export const PLAYGROUND_PROXY_PATH = '/_docs/api/request';
