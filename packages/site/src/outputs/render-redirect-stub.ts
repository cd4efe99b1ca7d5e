import { html, type SafeHtml } from '@folio/html';

/**
 * A page that sends the browser on to `destination`, for static hosts that cannot answer
 * redirects themselves: `<meta http-equiv="refresh">`, a canonical link and a plain link.
 */
export function renderRedirectStub(destination: string): SafeHtml {
  return html`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Redirecting…</title><meta http-equiv="refresh" content="0; url=${destination}"><link rel="canonical" href="${destination}"><meta name="robots" content="noindex"></head><body><p>This page has moved to <a href="${destination}">${destination}</a>.</p></body></html>`;
}
