import { withBasePath } from '@folio/deployment';
import type { RenderedSitePage } from '../rendered-site-page.ts';
import type { SiteFile } from '../types.ts';

/** Where `renderSite` writes the base path of a site built for one; `buildManifest` copies it into the manifest. */
export const BASE_PATH_URL = '/_folio/base-path.json';

// Attributes that hold a URL the reader's browser follows or fetches: links, sources, forms, and
// the `data-*` attributes the site's scripts read their endpoints and files from. Other `data-*`
// values that start with `/` (`data-path="/pets/{petId}"`, an API operation's path) are not URLs
// of the site and stay as written.
const URL_ATTRIBUTE =
  /(\s(?:href|src|action|poster|data-(?:search-index|search-events|runtime|search-engine|nav-src|page-feedback|proxy-url|callback-path|mcp|markdown|mermaid-src|reader-url|search-api))=")(\/(?!\/)[^"]*)"/g;
const SRCSET = /(\ssrcset=")([^"]*)"/g;
// `<meta http-equiv="refresh" content="0; url=/new">` (redirect stubs) and a root-relative
// `<meta property="og:image" content="/…">`.
const META_CONTENT =
  /(<meta\s(?=[^>]*(?:http-equiv="refresh"|property="og:(?:image|url)"|name="twitter:image"))[^>]*\bcontent=")((?:\d+;\s*url=)?)(\/(?!\/)[^"]*)"/g;
// The page's body, which tells the site's scripts the base path (a base path holds nothing to escape).
const BODY = /<body(?=[\s>])/;
// CSS `url(/…)`, quoted or not.
const CSS_URL = /url\((['"]?)\/(?!\/)/g;
// Markdown links and images `](/x)` (llms.txt, `.md` twins and so llms-full.txt).
const MARKDOWN_LINK = /\]\(\/(?!\/)/g;
// `<loc>/x</loc>` (sitemap without a site URL), `<link>/x</link>` (feeds).
const XML_URL = /<(loc|link)>\/(?!\/)/g;

/**
 * The one place a built site's root-relative URLs take its base path (`/docs`), applied to the
 * finished files as `addTrailingSlashes` is: the links authors write in their pages (`/guides/x`,
 * `/images/a.png`) get it exactly as the sidebar's and the assets' do, and no renderer needs to
 * know about it. Absolute URLs made from the site URL already carry it (`renderSite` appends it to
 * the site URL). Text that shows code is escaped in HTML (`href=&quot;/x`), so only markup changes.
 */
export function prefixSiteFile(file: SiteFile, basePath: string): SiteFile {
  if (typeof file.body !== 'string') return file;
  const type = file.contentType;
  let body = file.body;
  if (type.startsWith('text/html')) body = prefixHtml(body, basePath);
  else if (type.startsWith('text/css')) body = body.replace(CSS_URL, `url($1${basePath}/`);
  else if (type.startsWith('text/markdown') || type.startsWith('text/plain'))
    body = body.replace(MARKDOWN_LINK, `](${basePath}/`);
  else if (type.includes('xml')) body = body.replace(XML_URL, `<$1>${basePath}/`);
  return body === file.body ? file : { ...file, body };
}

/**
 * A rendered page with its HTML and Markdown twin under `basePath`. Its search entry keeps the
 * deployment's path, as the site's other data (`navigation.json`, API data) does: the browser's
 * search (`data-base-path`), the edge's search endpoint and MCP server put the base path before
 * what they show, and the edge finds files by those paths.
 */
export function prefixSitePage(page: RenderedSitePage, basePath: string): RenderedSitePage {
  const markdown = prefixSiteFile(page.markdown, basePath) as RenderedSitePage['markdown'];
  return {
    ...page,
    html: prefixSiteFile(page.html, basePath),
    markdown,
    ...(page.llmsMarkdown === undefined
      ? {}
      : { llmsMarkdown: page.llmsMarkdown.replace(MARKDOWN_LINK, `](${basePath}/`) }),
  };
}

function prefixHtml(html: string, basePath: string): string {
  return html
    .replace(BODY, `<body data-base-path="${basePath}"`)
    .replace(URL_ATTRIBUTE, (_whole, head: string, url: string) => `${head}${withBasePath(basePath, url)}"`)
    .replace(SRCSET, (_whole, head: string, list: string) => `${head}${prefixSrcset(list, basePath)}"`)
    .replace(
      META_CONTENT,
      (_whole, head: string, refresh: string, url: string) => `${head}${refresh}${withBasePath(basePath, url)}"`,
    );
}

// `srcset="/a.png 1x, /a@2x.png 2x"`: each candidate's URL.
function prefixSrcset(list: string, basePath: string): string {
  return list
    .split(',')
    .map((candidate) =>
      candidate.replace(/^(\s*)(\/(?!\/)\S*)/, (_w, space: string, url: string) => space + basePath + url),
    )
    .join(',');
}
