import type { DocsConfig } from '@folio/docs-config';
import { html, type SafeHtml } from '@folio/html';
import { renderInlineMarkdown } from '../lib/render-inline-markdown.ts';

/** What the 404 page shows, from docs.json `errors.404`. */
export interface NotFoundPage {
  title: string;
  /** Inside `<main>`. */
  main: SafeHtml;
  /** Extra head markup: the redirect to the first page when `errors.404.redirect` is on. */
  head: SafeHtml;
}

/**
 * The 404 page: `errors.404.title` (default "Page not found") and `errors.404.description`
 * (Markdown: links, bold, italic, code), or Folio's own text. With `errors.404.redirect` (the
 * format's default, `true`) the page sends the reader to the first page at once (a meta refresh,
 * so no script is needed and the status stays 404); `false` keeps the reader on it.
 */
export function renderNotFound(config: DocsConfig, home: string): NotFoundPage {
  const settings = config.errors?.['404'] ?? {};
  const title = settings.title ?? 'Page not found';
  const description =
    settings.description === undefined
      ? 'This page does not exist or has moved. Search the docs above, or start again from the first page.'
      : renderInlineMarkdown(settings.description);
  const redirect = settings.redirect !== false;
  const notice = redirect && html`<p class="not-found-redirect">Taking you there now…</p>`;
  return {
    title,
    main: html`<article class="page not-found"><p class="not-found-code">Error 404</p><h1>${title}</h1><p class="not-found-description">${description}</p><p class="not-found-actions"><a class="not-found-home" href="${home}">Go to the first page <span aria-hidden="true">→</span></a></p>${notice}</article>`,
    head: redirect ? html`<meta http-equiv="refresh" content="0; url=${home}">` : html``,
  };
}
