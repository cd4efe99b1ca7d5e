import { html, type SafeHtml } from '@folio/html';

/** One panel of a tab set. */
export interface CodeTab {
  label: string;
  /** Language for the `language-*` class of the code element. */
  lang: string;
  code: string;
}

/**
 * Code in tabs: a `role="tablist"` of buttons whose `aria-controls` name their panels, the same
 * markup the MDX `Tabs` and `CodeGroup` components use, enhanced by the site script. Without
 * script every panel shows, each with its label.
 */
export function renderCodeTabs(idPrefix: string, ariaLabel: string, tabs: readonly CodeTab[]): SafeHtml {
  if (tabs.length === 0) return html``;
  const buttons = tabs.map(
    (tab, i) =>
      html`<button type="button" role="tab" id="${idPrefix}-tab-${i}" aria-controls="${idPrefix}-panel-${i}" aria-selected="${i === 0 ? 'true' : 'false'}"${i === 0 ? '' : html` tabindex="-1"`}>${tab.label}</button>`,
  );
  const panels = tabs.map(
    (tab, i) =>
      html`<div role="tabpanel" id="${idPrefix}-panel-${i}" aria-labelledby="${idPrefix}-tab-${i}" data-label="${tab.label}"><pre><code class="language-${tab.lang}">${tab.code}</code></pre></div>`,
  );
  return html`<div class="code-tabs"><div role="tablist" aria-label="${ariaLabel}">${buttons}</div>${panels}</div>`;
}
