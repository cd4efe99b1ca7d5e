import type { ElementContent } from 'hast';
import type { ComponentContext } from '../component-renderer.ts';
import { element, text } from '../hast-builders.ts';

/** One tab of a tab set: its label and its rendered content. */
export interface TabPanel {
  title: string;
  /** An icon name (`Tab icon`), drawn before the title. */
  icon?: string;
  content: ElementContent[];
}

/**
 * Renders a WAI-ARIA tab set. The markup works without JavaScript (the first panel shows) and is
 * the contract with the site's small tabs script:
 *
 * - `[data-folio-tabs]` wraps one tab set; its `[role=tablist]` holds `button[role=tab]`s.
 * - Each tab has `id`, `aria-controls` (its panel's id), `aria-selected` and a roving `tabindex`
 *   (`0` on the selected tab, `-1` on the others) and `data-folio-tab="<index>"`.
 * - Each `[role=tabpanel][data-folio-tab-panel="<index>"]` has `aria-labelledby` (its tab's id);
 *   panels other than the selected one carry `hidden`.
 * - The script selects a tab on click and ArrowLeft/ArrowRight/Home/End by updating
 *   `aria-selected`, `tabindex` and `hidden`; `data-folio-tab-title` lets it sync tabs with the
 *   same title across the page's tab sets and remember the choice (e.g. a language chosen once).
 */
export function renderTabs(
  panels: readonly TabPanel[],
  context: ComponentContext,
  className: string,
  selected = 0,
): ElementContent[] {
  if (panels.length === 0) return [];
  const id = context.uniqueId(className);
  const active = selected >= 0 && selected < panels.length ? selected : 0;
  const tabs = panels.map((panel, index) =>
    element(
      'button',
      {
        type: 'button',
        role: 'tab',
        id: `${id}-tab-${index}`,
        ariaControls: `${id}-panel-${index}`,
        ariaSelected: index === active ? 'true' : 'false',
        tabIndex: index === active ? 0 : -1,
        dataFolioTab: String(index),
        dataFolioTabTitle: panel.title,
      },
      panel.icon === undefined || panel.icon.trim() === ''
        ? [text(panel.title)]
        : [context.icon(panel.icon, 'icon'), text(panel.title)],
    ),
  );
  const bodies = panels.map((panel, index) =>
    element(
      'div',
      {
        className: [`${className}-panel`],
        role: 'tabpanel',
        id: `${id}-panel-${index}`,
        ariaLabelledBy: `${id}-tab-${index}`,
        tabIndex: 0,
        dataFolioTabPanel: String(index),
        hidden: index !== active,
      },
      panel.content,
    ),
  );
  return [
    element('div', { className: [className], dataFolioTabs: '' }, [
      element('div', { className: [`${className}-list`], role: 'tablist' }, tabs),
      ...bodies,
    ]),
  ];
}
