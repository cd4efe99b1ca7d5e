import { escapeHtml } from '@folio/html';

/**
 * A page that sends the browser on to `destination`, for static hosts that cannot answer
 * redirects themselves: `<meta http-equiv="refresh">`, a canonical link and a plain link.
 */
export function renderRedirectStub(destination: string): string {
  const to = escapeHtml(destination);
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Redirecting…</title>` +
    `<meta http-equiv="refresh" content="0; url=${to}"><link rel="canonical" href="${to}"><meta name="robots" content="noindex"></head>` +
    `<body><p>This page has moved to <a href="${to}">${to}</a>.</p></body></html>`
  );
}
