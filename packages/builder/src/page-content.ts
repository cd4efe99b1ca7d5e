import type { PageContent } from '@folio/site';
import { readPageMeta } from '@folio/site';
import type { RenderedPage } from '@folio/content';
import type { Diagnostic } from '@folio/diagnostics';
import type { SitePage } from '@folio/navigation';

/** A page laid out before it is rendered: its title and description, and a note in its body. */
export function placeholderContent(page: SitePage, source: string): PageContent {
  const content: PageContent = {
    html: '<p class="folio-pending" role="status">This page is being rendered…</p>',
    headings: [],
    markdown: stripFrontMatter(source),
  };
  if (page.title !== undefined) content.title = page.title;
  return content;
}

export function brokenPage(source: string, diagnostic: Diagnostic): RenderedPage {
  return {
    html: `<div class="folio-broken-page" role="alert"><p>This page could not be rendered.</p></div>`,
    frontMatter: {},
    headings: [],
    diagnostics: [diagnostic],
    dependencies: [],
    markdown: stripFrontMatter(source),
  };
}

/** A rendered page as the site layout takes it. */
export function toPageContent(page: RenderedPage, source: string): PageContent {
  const content: PageContent = {
    html: page.html,
    headings: page.headings,
    markdown: page.markdown ?? stripFrontMatter(source),
  };
  if (page.title !== undefined) content.title = page.title;
  if (page.description !== undefined) content.description = page.description;
  if (page.feed !== undefined) content.feed = page.feed;
  if (page.searchMarkdown !== undefined) content.searchMarkdown = page.searchMarkdown;
  const meta = readPageMeta(page.frontMatter);
  if (meta !== undefined) content.meta = meta;
  return content;
}

function stripFrontMatter(source: string): string {
  return source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n?/, '');
}
