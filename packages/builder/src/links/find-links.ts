import { formatJsonPath } from '@folio/diagnostics';
import type { CheckResult } from '../check-site.ts';
import { collectConfigLinks } from './collect-config-links.ts';
import { findTarget, resolveUrl } from './resolve-link.ts';
import { collectSiteTargets, pageLocation } from './site-targets.ts';

/** One link as written, and where it leads (for moving a page: `folio rename`). */
export interface LinkSite {
  /** The file it is written in: a page, a snippet, docs.json or a `$ref`'d file. */
  file: string;
  line?: number;
  column?: number;
  /** Source offsets of the link or its component (pages), when known. */
  span?: [number, number];
  /** The JSON path, for a link written in docs.json. */
  path?: string;
  /** The URL as written. */
  url: string;
  /** The site path it resolves to (decoded), and its query and fragment as written. */
  target: string;
  rest: string;
}

/**
 * Every link of a checked site that leads to page `pagePath` directly (not through a redirect):
 * in pages and their snippets (resolved from each page's URL, as the link graph resolves them) and
 * in docs.json.
 */
export function findLinksTo(checked: CheckResult, pagePath: string): LinkSite[] {
  const { analysis } = checked;
  const config = analysis.config;
  if (config === undefined) return [];
  const trailingSlash = config.seo?.trailingSlash === true;
  const targets = collectSiteTargets({
    pages: analysis.pages,
    files: analysis.files,
    redirects: config.redirects,
    trailingSlash,
    ids: new Map(),
    feeds: new Set(),
    unknownFolders: [],
  });
  const sites: LinkSite[] = [];
  const leadsThere = (url: string, location: string) => {
    const resolved = resolveUrl(url, location);
    if (resolved.kind !== 'internal') return undefined;
    const found = findTarget(targets, resolved.path);
    return found.kind === 'page' && found.page === pagePath ? resolved.path : undefined;
  };
  const seen = new Set<string>();
  for (const [from, links] of checked.pageLinks) {
    const location = pageLocation(from, trailingSlash);
    for (const reference of links.references) {
      // `#id` alone stays on the page it is written on, wherever that goes.
      if (reference.url.startsWith('#')) continue;
      const target = leadsThere(reference.url, location);
      if (target === undefined) continue;
      // A snippet included by several pages holds one link, met once per page.
      const key = `${reference.file}:${reference.line}:${reference.column}:${reference.url}`;
      if (seen.has(key)) continue;
      seen.add(key);
      sites.push({
        file: reference.file,
        line: reference.line,
        column: reference.column,
        ...(reference.span === undefined ? {} : { span: reference.span }),
        url: reference.url,
        target,
        rest: restOf(reference.url),
      });
    }
  }
  for (const link of collectConfigLinks(config.raw)) {
    if (link.use !== 'link') continue;
    const url = /^[a-z][a-z0-9+.-]*:|^[/#]/i.test(link.url) ? link.url : `/${link.url}`;
    const target = leadsThere(url, '/');
    if (target === undefined) continue;
    const position = analysis.locate(link.path);
    sites.push({
      file: position?.file ?? 'docs.json',
      ...(position === undefined ? {} : { line: position.line, column: position.column }),
      path: formatJsonPath(link.path),
      url: link.url,
      target,
      rest: restOf(link.url),
    });
  }
  return sites;
}

/**
 * The relative links written in page `pagePath`'s own file (not its snippets'), with the site path
 * each resolves to from the page's URL: what must be rewritten when the page moves to another
 * folder, where they would resolve elsewhere.
 */
export function findRelativeLinksOf(checked: CheckResult, pagePath: string): LinkSite[] {
  const { analysis } = checked;
  const page = analysis.pages.find((candidate) => candidate.path === pagePath);
  const links = checked.pageLinks.get(pagePath);
  if (page?.file === undefined || links === undefined) return [];
  const location = pageLocation(pagePath, analysis.config?.seo?.trailingSlash === true);
  const sites: LinkSite[] = [];
  for (const reference of links.references) {
    if (reference.file !== page.file || /^[a-z][a-z0-9+.-]*:|^[/#]/i.test(reference.url)) continue;
    const resolved = resolveUrl(reference.url, location);
    if (resolved.kind !== 'internal') continue;
    sites.push({
      file: reference.file,
      line: reference.line,
      column: reference.column,
      ...(reference.span === undefined ? {} : { span: reference.span }),
      url: reference.url,
      target: resolved.path,
      rest: restOf(reference.url),
    });
  }
  return sites;
}

/** The query and fragment of a URL as written (`?a=1#b`), or `''`. */
function restOf(url: string): string {
  const at = url.search(/[?#]/);
  return at === -1 ? '' : url.slice(at);
}
