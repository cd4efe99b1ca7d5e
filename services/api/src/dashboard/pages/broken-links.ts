import { html, type SafeHtml } from '@folio/html';
import { card } from './components.ts';

/** The fields of a stored diagnostic this card reads (stored as jsonb: nothing is guaranteed). */
interface StoredLinkDiagnostic {
  code?: unknown;
  severity?: unknown;
  message?: unknown;
  file?: unknown;
  path?: unknown;
  line?: unknown;
  column?: unknown;
  suggestion?: unknown;
}

/** What each link code says is missing, for the column a reader scans first. */
const MISSING: Record<string, string> = {
  LINK_PAGE_NOT_FOUND: 'page',
  LINK_ANCHOR_NOT_FOUND: 'anchor',
  LINK_FILE_NOT_FOUND: 'file',
  LINK_REDIRECT_TARGET_NOT_FOUND: 'redirect target',
  LINK_REDIRECT_LOOP: 'redirect loop',
  LINK_REDIRECT_CHAIN: 'redirect chain',
  LINK_EXTERNAL_BROKEN: 'external page',
};

/**
 * The build page's "Broken links" card: every `LINK_*` diagnostic of the build, grouped by the
 * page (or snippet, or docs.json) it is written in, each with its place, what is missing, the
 * message and the suggested target. Nothing when the build found none.
 */
export function brokenLinksCard(diagnostics: readonly unknown[]): SafeHtml | '' {
  const links = diagnostics.filter(
    (d): d is StoredLinkDiagnostic =>
      typeof d === 'object' &&
      d !== null &&
      typeof (d as StoredLinkDiagnostic).code === 'string' &&
      ((d as StoredLinkDiagnostic).code as string).startsWith('LINK_'),
  );
  if (links.length === 0) return '';
  const byFile = new Map<string, StoredLinkDiagnostic[]>();
  for (const link of links) {
    const file = typeof link.file === 'string' && link.file !== '' ? link.file : '(site)';
    byFile.set(file, [...(byFile.get(file) ?? []), link]);
  }
  const groups = [...byFile].sort(([a, x], [b, y]) => y.length - x.length || a.localeCompare(b));
  const title = `Broken links (${links.length})`;
  return card(
    title,
    html`<div class="diag-groups" data-broken-links>${groups.map(
      ([file, items]) => html`<section class="diag-file" aria-label="${file}">
        <div class="diag-file-head"><h3 class="mono">${file}</h3><span class="counts"><span class="count count-${items.some((d) => d.severity === 'error') ? 'error' : 'warning'}">${items.length} broken</span></span></div>
        <ul class="diag-list" role="list">${[...items].sort(byPlace).map(
          (d) => html`<li class="diag diag-${d.severity === 'error' ? 'error' : 'warning'}">
            <span class="sev">${MISSING[d.code as string] ?? 'link'}</span>
            <div class="diag-main">
              <p><span class="mono loc">${place(d)}</span> ${typeof d.message === 'string' ? d.message : ''}</p>
              ${typeof d.suggestion === 'string' ? html`<p class="hint"><strong>Suggested:</strong> <code>${d.suggestion}</code></p>` : ''}
            </div>
          </li>`,
        )}</ul>
      </section>`,
    )}</div>`,
  );
}

function place(d: StoredLinkDiagnostic): string {
  if (typeof d.line === 'number') return `${d.line}:${typeof d.column === 'number' ? d.column : 1}`;
  return typeof d.path === 'string' ? d.path : '';
}

function byPlace(a: StoredLinkDiagnostic, b: StoredLinkDiagnostic): number {
  const line = (d: StoredLinkDiagnostic) => (typeof d.line === 'number' ? d.line : 0);
  const column = (d: StoredLinkDiagnostic) => (typeof d.column === 'number' ? d.column : 0);
  return line(a) - line(b) || column(a) - column(b);
}
