/**
 * `GET` — the site's search as JSON (`?q=&lang=&version=&limit=`), from the deployment's own
 * search index with the browser's ranking. The edge and `folio dev` answer it through
 * @folio/site-endpoints; the path sits in `/_folio/`, which only Folio's own files use.
 */
export const SITE_SEARCH_PATH = '/_folio/search';

/**
 * The site's MCP server (Model Context Protocol, Streamable HTTP, stateless): `POST` carries
 * JSON-RPC messages. The site's page menu names it (`contextual.options` `mcp`, `cursor`,
 * `vscode`), the edge and `folio dev` answer it through @folio/site-endpoints.
 */
export const MCP_PATH = '/mcp';

/**
 * Where the MCP server card (discovery: endpoint, name, tools) is served. Discovery is still a
 * draft proposal that has named all three; the card is the same at each.
 */
export const MCP_SERVER_CARD_PATHS: readonly string[] = Object.freeze([
  '/.well-known/mcp',
  '/.well-known/mcp.json',
  '/.well-known/mcp/server-card.json',
]);

/**
 * `GET` — who reads the page, for personalization (`{user.*}`): `{ "signedIn": true, "claims":
 * {…allow-listed claims}, "groups": […] }` (`Cache-Control: private, no-store`), `{ "signedIn":
 * false }` on a public site, 401 on a private site without a session. Answered by the edge.
 */
export const READER_PATH = '/_folio/reader';

/**
 * `POST` (or `GET`) — forgets the signed-in reader's session and sends them to the site's root.
 * The top bar's sign-out form posts here; the edge answers it (`folio dev` too, as a preview).
 */
export const READER_SIGN_OUT_PATH = '/_folio/auth/sign-out';
