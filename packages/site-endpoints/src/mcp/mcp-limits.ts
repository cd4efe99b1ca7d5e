/**
 * Largest request body the MCP endpoint reads. Tool arguments are a query or a path: a body
 * beyond this is no request of this server's, and is refused (413) before it is parsed.
 */
export const MAX_MCP_BODY_BYTES = 64 * 1024;
/** Characters of a page's Markdown one `get_page` call returns; `offset` reads on. */
export const MAX_PAGE_CHARS = 40_000;
/** Characters of the text `list_pages` returns; past it, descriptions go, then pages (narrow with `section`). */
export const MAX_LIST_CHARS = 60_000;
/** Results one `search` call returns at most. */
export const MAX_SEARCH_RESULTS = 20;
/** Longest `page`, `path` or other string argument. */
export const MAX_ARGUMENT_CHARS = 2048;
