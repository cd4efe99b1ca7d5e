import { createDiagnostic, formatJsonPath, type Diagnostic } from '@folio/diagnostics';
import type { SitePage } from '@folio/navigation';
import { buildNavTree } from './build-nav-tree.ts';
import { buildSearchIndex } from './build-search-index.ts';
import { siteCodes } from './codes.ts';
import { escapeHtml } from './escape-html.ts';
import { hashContent } from './hash-content.ts';
import { isExternalHref } from './is-external-href.ts';
import type { LayoutContext } from './layout-context.ts';
import { markdownToText } from './markdown-to-text.ts';
import type { NavNode } from './nav-tree.ts';
import { operationMarkdown } from './operation-markdown.ts';
import { pageUrl } from './page-url.ts';
import { prepareOperations } from './prepare-operations.ts';
import { renderApiSection } from './render-api-section.ts';
import { renderDocument } from './render-document.ts';
import { renderLlmsTxt } from './render-llms-txt.ts';
import { renderPageMain } from './render-page-main.ts';
import { renderRedirectStub } from './render-redirect-stub.ts';
import { renderRobots } from './render-robots.ts';
import { renderSitemap } from './render-sitemap.ts';
import { renderToc } from './render-toc.ts';
import { searchScope } from './search-scope.ts';
import { siteCss } from './site-css.ts';
import { SITE_SCRIPT } from './site-script.ts';
import type { RenderSiteInput, SiteFile } from './types.ts';

const HTML = 'text/html; charset=utf-8';
const MARKDOWN = 'text/markdown; charset=utf-8';
const TEXT = 'text/plain; charset=utf-8';

/** Theme default of `interaction.drilldown` when unset: selecting a group only toggles it. */
export const DEFAULT_DRILLDOWN = false;

/**
 * Builds the static site: one HTML page per site page (plus its Markdown at `<path>.md`), the
 * hashed stylesheet, script and search index under `/_folio/`, `404.html`, redirect stub pages,
 * `sitemap.xml`, `robots.txt`, `llms.txt`, `llms-full.txt` and `_folio/redirects.json` (the
 * redirect list `buildManifest` puts into the manifest). Problems go to `input.onDiagnostic`;
 * nothing throws for bad content.
 */
export function renderSite(input: RenderSiteInput): SiteFile[] {
  const { config, content, siteUrl } = input;
  const report = (diagnostic: Diagnostic) => input.onDiagnostic?.(diagnostic);
  const pages = new Map<string, SitePage>(input.pages.map((page) => [page.path, page]));
  const tree = buildNavTree(input.navigation, new Set(pages.keys()), report);
  const operations = prepareOperations(input.pages, input.specs, report);
  const titleOf = (path: string) => content.get(path)?.title ?? pages.get(path)?.title ?? titleFromPath(path);
  const files: SiteFile[] = [];

  // Markdown first: the search index and llms-full.txt are made from it.
  const markdown = new Map<string, string>();
  for (const page of input.pages) {
    const parts = [`# ${titleOf(page.path)}`, ''];
    const description = content.get(page.path)?.description;
    if (description !== undefined) parts.push(`> ${description}`, '');
    const operation = operations.get(page.path);
    if (operation !== undefined) parts.push(operationMarkdown(operation.details));
    const body = content.get(page.path)?.markdown;
    if (body !== undefined && body.trim() !== '') parts.push(body.trim(), '');
    markdown.set(page.path, parts.join('\n'));
  }

  const listed = input.pages.filter((page) => page.hidden !== true);
  const searchIndex = buildSearchIndex(
    listed.map((page) => ({
      title: titleOf(page.path),
      path: pageUrl(page.path),
      headings: content.get(page.path)?.headings ?? [],
      scope: searchScope(tree.sectionOf.get(page.path) ?? tree.sections[0]),
      text: markdownToText(content.get(page.path)?.markdown ?? operations.get(page.path)?.details.description ?? ''),
    })),
  );
  const css = siteCss(config.colors);
  const assets = {
    css: `/_folio/style.${hashContent(css).slice(0, 12)}.css`,
    js: `/_folio/app.${hashContent(SITE_SCRIPT).slice(0, 12)}.js`,
    searchIndex: `/_folio/search.${hashContent(searchIndex).slice(0, 12)}.json`,
  };
  const asset = (url: string, contentType: string, body: string) => files.push({ path: url.slice(1), urlPath: url, contentType, body });
  asset(assets.css, 'text/css; charset=utf-8', css);
  asset(assets.js, 'text/javascript; charset=utf-8', SITE_SCRIPT);
  asset(assets.searchIndex, 'application/json', searchIndex);

  const defaultSection = tree.sections[0] ?? tree.root;
  const ctx: LayoutContext = {
    config,
    tree,
    pages,
    titleOf,
    assets,
    drilldown: config.interaction?.drilldown ?? DEFAULT_DRILLDOWN,
    defaultSection,
  };
  if (siteUrl !== undefined) ctx.siteUrl = siteUrl;

  for (const page of input.pages) {
    const section = tree.sectionOf.get(page.path);
    const chain = chainOf(section ?? defaultSection);
    const groups = tree.groupsOf.get(page.path) ?? [];
    const pageContent = content.get(page.path);
    const operation = operations.get(page.path);
    let html = pageContent?.html;
    if (pageContent === undefined && page.source === 'mdx') {
      report(
        createDiagnostic(siteCodes, 'SITE_PAGE_CONTENT_MISSING', {
          message: `Page "${page.path}" has no rendered content; it is published with an error notice.`,
          ...(page.file === undefined ? {} : { file: page.file }),
        }),
      );
      html = '<p class="page-error" role="alert">This page could not be rendered. The build reported why.</p>';
    }
    const order = section === undefined ? [] : [...new Set(section.pages)].filter((path) => pages.get(path)?.hidden !== true);
    const at = order.indexOf(page.path);
    const description = pageContent?.description ?? (operation === undefined ? undefined : page.operation?.summary === titleOf(page.path) ? undefined : page.operation?.summary);
    const main = renderPageMain(
      {
        title: titleOf(page.path),
        ...(description === undefined ? {} : { description }),
        api: operation === undefined ? '' : renderApiSection(operation.details, operation.ctx, config.api?.playground?.proxy !== false),
        html,
        ...(at > 0 ? { prev: order[at - 1]! } : {}),
        ...(at !== -1 && at + 1 < order.length ? { next: order[at + 1]! } : {}),
      },
      chain,
      groups,
      ctx,
    );
    const urlPath = pageUrl(page.path);
    const document = renderDocument(
      {
        chain,
        activePath: page.path,
        title: titleOf(page.path),
        ...(description === undefined ? {} : { description }),
        urlPath,
        main,
        aside: operation === undefined ? renderToc(pageContent?.headings ?? []) : '',
        layout: operation === undefined ? 'page' : 'wide',
      },
      ctx,
    );
    files.push({ path: page.path === 'index' ? 'index.html' : `${page.path}/index.html`, urlPath, contentType: HTML, body: document });
    files.push({ path: `${page.path}.md`, urlPath: `/${page.path}.md`, contentType: MARKDOWN, body: markdown.get(page.path) ?? '' });
  }

  const home = listed[0] === undefined ? '/' : pageUrl(tree.sections.flatMap((s) => s.pages)[0] ?? listed[0].path);
  const notFound = renderDocument(
    {
      chain: chainOf(defaultSection),
      title: 'Page not found',
      urlPath: '/404',
      main: `<article class="page not-found"><h1>404</h1><p>This page does not exist. Try the search above, or go to <a href="${escapeHtml(home)}">the first page</a>.</p></article>`,
      aside: '',
      layout: 'wide',
    },
    ctx,
  );
  files.push({ path: '404.html', urlPath: '/404', contentType: HTML, body: notFound });
  if (!pages.has('index') && home !== '/') files.push({ path: 'index.html', urlPath: '/', contentType: HTML, body: renderRedirectStub(home) });

  const redirects = (config.redirects ?? []).filter((redirect, index) => {
    const isValid = redirect.source.startsWith('/') && (redirect.destination.startsWith('/') || isExternalHref(redirect.destination));
    if (!isValid) {
      report(
        createDiagnostic(siteCodes, 'SITE_REDIRECT_INVALID', {
          message: `Redirect from "${redirect.source}" to "${redirect.destination}" is ignored: both must be paths starting with "/" (the destination may be an absolute URL).`,
          file: 'docs.json',
          path: formatJsonPath(['redirects', index]),
        }),
      );
    }
    return isValid;
  });
  const taken = new Set(files.map((file) => file.urlPath));
  for (const redirect of redirects) {
    // Patterns (`/blog/:slug*`) only the edge can answer; plain paths also get a stub page.
    if (/[:*?()]/.test(redirect.source)) continue;
    const source = redirect.source.replace(/\/+$/, '') || '/';
    if (taken.has(source)) continue;
    taken.add(source);
    const path = source === '/' ? 'index.html' : `${source.slice(1)}/index.html`;
    files.push({ path, urlPath: source, contentType: HTML, body: renderRedirectStub(redirect.destination) });
  }
  files.push({ path: '_folio/redirects.json', urlPath: '/_folio/redirects.json', contentType: 'application/json', body: JSON.stringify(redirects) });

  files.push({ path: 'sitemap.xml', urlPath: '/sitemap.xml', contentType: 'application/xml', body: renderSitemap(listed.map((page) => pageUrl(page.path)), siteUrl) });
  files.push({ path: 'robots.txt', urlPath: '/robots.txt', contentType: TEXT, body: renderRobots(siteUrl) });
  const llmsInfo = (path: string) => {
    const page = pages.get(path);
    if (page === undefined || page.hidden === true) return undefined;
    const description = content.get(path)?.description;
    return { title: titleOf(path), markdownUrl: `/${path}.md`, ...(description === undefined ? {} : { description }) };
  };
  files.push({ path: 'llms.txt', urlPath: '/llms.txt', contentType: TEXT, body: renderLlmsTxt(config.name, config.description, tree, llmsInfo, siteUrl) });
  const full = listed.map((page) => `${markdown.get(page.path) ?? ''}\nSource: ${(siteUrl?.replace(/\/+$/, '') ?? '') + pageUrl(page.path)}\n`);
  files.push({ path: 'llms-full.txt', urlPath: '/llms-full.txt', contentType: TEXT, body: full.join('\n---\n\n') });
  return files;
}

/** The element path from the navigation root down to `node`. */
function chainOf(node: NavNode): NavNode[] {
  const chain: NavNode[] = [];
  for (let current: NavNode | undefined = node; current !== undefined; current = current.parent) chain.unshift(current);
  return chain;
}

function titleFromPath(path: string): string {
  const last = path.slice(path.lastIndexOf('/') + 1);
  return last.split('-').filter((w) => w !== '').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ') || 'Home';
}
