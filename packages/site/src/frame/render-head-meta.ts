import { checkUrl } from '@folio/diagnostics';
import type { DocsConfig } from '@folio/docs-config';
import { html, type SafeHtml } from '@folio/html';
import { renderJsonScript } from '../lib/render-json-script.ts';
import type { PageMeta } from './page-meta.ts';

/** The page a head is for. */
export interface HeadMetaInput {
  config: DocsConfig;
  siteUrl?: string;
  /** Page path (`guides/setup`), for `seo.paths`; absent for the 404 page. */
  pagePath?: string;
  urlPath: string;
  /** URL path of the page's Markdown twin (`/guides/setup.md`); absent for the 404 page. */
  markdownUrl?: string;
  /** The document title as the `<title>` shows it. */
  title: string;
  description?: string;
  meta?: PageMeta;
  /** URL path of the page's generated 1200×630 Open Graph image (docs.json `thumbnails`). */
  thumbnail?: string;
  /** The page has no navigation entry (front matter `hidden`, or not listed). */
  hidden?: boolean;
  /** Always `noindex` (the 404 page). */
  noindex?: boolean;
}

/**
 * The meta tags docs.json and front matter put in a page's head, later sources winning:
 * Folio's defaults (`og:title`, `og:description`, `og:url`, `og:site_name`, `og:type`, the page's
 * generated thumbnail with its size, else the `thumbnails.background` image, `twitter:card`),
 * then `seo.metatags`, then `seo.paths` from the
 * shortest folder to the longest, then the page's front matter. Also `keywords`, `robots`
 * (`noindex` for front matter `noindex`, and for hidden pages unless `seo.indexing` is `all`), a
 * canonical link from `seo.metatags.canonical` when the site URL is not known, the page's
 * Markdown as `<link rel="alternate" type="text/markdown">`, and the `seo.organization` JSON-LD
 * block.
 */
export function renderHeadMeta(input: HeadMetaInput): SafeHtml {
  const tags = headTags(input);
  const metas: SafeHtml[] = [];
  for (const [name, content] of Object.entries(tags)) {
    if (name === 'canonical') continue;
    const attribute = /^(?:og|article|fb):/.test(name) ? 'property' : 'name';
    metas.push(html`<meta ${attribute}="${name}" content="${content}">`);
  }
  const canonical = tags.canonical;
  if (input.siteUrl === undefined && canonical !== undefined) {
    const verdict = checkUrl(canonical, 'link');
    if (verdict.allowed && verdict.isExternal)
      metas.push(html`<link rel="canonical" href="${verdict.url.replace(/\/+$/, '') + input.urlPath}">`);
  }
  // The page's Markdown for agents; root-relative, as the one deployment serves several hosts.
  if (input.markdownUrl !== undefined)
    metas.push(html`<link rel="alternate" type="text/markdown" href="${encodeURI(input.markdownUrl)}">`);
  return html`${metas}${organizationJsonLd(input.config)}`;
}

/** The meta tags of a page by name, after every source is applied (see `renderHeadMeta`). */
export function headTags(input: HeadMetaInput): Record<string, string> {
  const { config } = input;
  const tags: Record<string, string> = {
    'og:title': input.title,
    'og:type': 'website',
    'og:site_name': config.name,
  };
  if (input.description !== undefined) tags['og:description'] = input.description;
  const base = input.siteUrl?.replace(/\/+$/, '');
  if (base !== undefined) tags['og:url'] = base + input.urlPath;
  const thumbnail = input.thumbnail === undefined ? undefined : absolute(input.thumbnail, base);
  const background = config.thumbnails?.background;
  if (thumbnail !== undefined) tags['og:image'] = thumbnail;
  else if (background !== undefined) tags['og:image'] = absolute(background, base);
  Object.assign(tags, config.seo?.metatags);
  if (input.pagePath !== undefined) {
    const folders = (config.seo?.paths ?? []).filter(
      (entry) => entry.path === '' || input.pagePath === entry.path || input.pagePath!.startsWith(`${entry.path}/`),
    );
    for (const entry of folders.sort((a, b) => a.path.length - b.path.length)) Object.assign(tags, entry.metatags);
  }
  Object.assign(tags, input.meta?.tags);
  if (tags['og:image'] !== undefined) {
    tags['og:image'] = absolute(tags['og:image'], base);
    tags['twitter:image'] ??= tags['og:image'];
  }
  // The size lets crawlers lay the card out before they fetch it; only for the image drawn here.
  if (thumbnail !== undefined && tags['og:image'] === thumbnail) {
    tags['og:image:width'] ??= '1200';
    tags['og:image:height'] ??= '630';
  }
  tags['twitter:card'] ??= tags['og:image'] === undefined ? 'summary' : 'summary_large_image';
  if (input.meta?.keywords !== undefined) tags.keywords = input.meta.keywords.join(', ');
  if (
    input.noindex === true ||
    input.meta?.noindex === true ||
    (input.hidden === true && config.seo?.indexing !== 'all')
  )
    tags.robots = 'noindex';
  return tags;
}

/** True when search engines may index the page: its effective `robots` tag has no `noindex`. */
export function isIndexable(input: HeadMetaInput): boolean {
  return !/\bnoindex\b/i.test(headTags(input).robots ?? '');
}

/** A repository path made absolute when the site URL is known (crawlers need absolute image URLs). */
function absolute(url: string, base: string | undefined): string {
  if (/^https?:\/\//i.test(url) || base === undefined) return url;
  return base + (url.startsWith('/') ? url : `/${url}`);
}

/** `seo.organization` as schema.org JSON-LD (data, not script: the CSP does not apply to it). */
function organizationJsonLd(config: DocsConfig): SafeHtml | undefined {
  const org = config.seo?.organization;
  if (org === undefined) return undefined;
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: org.name ?? config.name,
  };
  if (org.id !== undefined) data['@id'] = org.id;
  if (org.legalName !== undefined) data.legalName = org.legalName;
  if (org.url !== undefined) data.url = org.url;
  if (org.logo !== undefined) data.logo = org.logo;
  if (org.sameAs !== undefined && org.sameAs.length > 0) data.sameAs = org.sameAs;
  return renderJsonScript('application/ld+json', data);
}
