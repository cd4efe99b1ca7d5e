import { escapeHtml } from '@folio/html';

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
export function renderCodeTabs(idPrefix: string, ariaLabel: string, tabs: readonly CodeTab[]): string {
  if (tabs.length === 0) return '';
  const buttons = tabs.map(
    (tab, i) =>
      `<button type="button" role="tab" id="${idPrefix}-tab-${i}" aria-controls="${idPrefix}-panel-${i}" aria-selected="${i === 0}"${i === 0 ? '' : ' tabindex="-1"'}>${escapeHtml(tab.label)}</button>`,
  );
  const panels = tabs.map(
    (tab, i) =>
      `<div role="tabpanel" id="${idPrefix}-panel-${i}" aria-labelledby="${idPrefix}-tab-${i}" data-label="${escapeHtml(tab.label)}">` +
      `<pre><code class="language-${escapeHtml(tab.lang)}">${escapeHtml(tab.code)}</code></pre></div>`,
  );
  return `<div class="code-tabs"><div role="tablist" aria-label="${escapeHtml(ariaLabel)}">${buttons.join('')}</div>${panels.join('')}</div>`;
}
