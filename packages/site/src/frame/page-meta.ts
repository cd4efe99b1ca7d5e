/** What a page's front matter says about its head: meta tags, `noindex` and `keywords`. */
export interface PageMeta {
  /** `og:*` and `twitter:*` front matter keys, as written (they override docs.json's). */
  tags?: Record<string, string>;
  /** Front matter `noindex: true`: kept out of search engines and the sitemap. */
  noindex?: boolean;
  keywords?: string[];
  /** Front matter `searchable: false`: kept out of the site's search. */
  searchable?: false;
  /** Front matter `boost` (a positive number): the page's search results score this many times higher. */
  boost?: number;
  /** Front matter `api: "POST /users"` (or a full URL): the endpoint an MDX page describes. */
  endpoint?: { method: string; url: string };
}

/** Front matter keys that become meta tags of the page. */
const TAG_KEY = /^(?:og|twitter|article):[\w:.-]+$/;

/**
 * Reads the head settings of a page's front matter: `og:*`, `twitter:*` and `article:*` tags
 * (strings, numbers or booleans), `noindex: true`, and `keywords` (a list or a comma-separated
 * string), `api` (`"METHOD path-or-URL"`), and for the site's search `searchable: false` and a
 * positive `boost`. Anything else is not read here.
 */
export function readPageMeta(frontMatter: Readonly<Record<string, unknown>>): PageMeta | undefined {
  const meta: PageMeta = {};
  for (const [key, value] of Object.entries(frontMatter)) {
    if (!TAG_KEY.test(key)) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      meta.tags ??= {};
      meta.tags[key] = String(value);
    }
  }
  if (frontMatter.noindex === true || frontMatter.noindex === 'true') meta.noindex = true;
  if (frontMatter.searchable === false || frontMatter.searchable === 'false') meta.searchable = false;
  const boost = Number(frontMatter.boost);
  if (frontMatter.boost !== undefined && Number.isFinite(boost) && boost > 0) meta.boost = boost;
  const keywords = frontMatter.keywords;
  const list = Array.isArray(keywords)
    ? keywords.filter((k): k is string => typeof k === 'string')
    : typeof keywords === 'string'
      ? keywords.split(',')
      : [];
  const cleaned = list.map((k) => k.trim()).filter((k) => k !== '');
  if (cleaned.length > 0) meta.keywords = cleaned;
  const api = typeof frontMatter.api === 'string' ? /^\s*([A-Za-z]+)\s+(\S+)\s*$/.exec(frontMatter.api) : null;
  if (api !== null) meta.endpoint = { method: api[1]!.toUpperCase(), url: api[2]! };
  return Object.keys(meta).length === 0 ? undefined : meta;
}
