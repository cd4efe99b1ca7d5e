import type { ComponentRenderer } from '../component-renderer.ts';
import { element } from '../hast-builders.ts';
import { stringProp } from './prop-readers.ts';
import { codePanels, markInGroup } from './code-panels.ts';
import { renderTabs, type TabPanel } from './render-tabs.ts';
import { isBlank } from './text-of.ts';

/** Marks a rendered `Tab` so that its `Tabs` can find it (removed when the tab set is built). */
const TAB_TITLE = 'dataFolioTabTitle';
/** Carries a `Tab`'s `icon` name to its `Tabs`. */
const TAB_ICON = 'dataFolioTabIcon';

function example(className: string, label: string): ComponentRenderer {
  return (input) => {
    const panels = codePanels(input);
    if (panels.length > 1) markInGroup(panels);
    const content =
      panels.length > 1 ? renderTabs(panels, input.context, 'code-group') : panels.flatMap((panel) => panel.content);
    return [element('div', { className: [className], role: 'region', ariaLabel: label }, content)];
  };
}

/**
 * `Tabs`/`Tab` (`title` and `icon` on Tab, optional `defaultTabIndex` on Tabs) and the code tab sets:
 * `CodeGroup` (one tab per code block, titled by the block's title or language),
 * `RequestExample` and `ResponseExample` (a labelled region holding the code or its tabs).
 */
export const tabComponents: Record<string, ComponentRenderer> = {
  Tab: ({ props, children }) => [
    element(
      'div',
      { className: ['tab'], [TAB_TITLE]: stringProp(props, 'title') ?? '', [TAB_ICON]: stringProp(props, 'icon') },
      children,
    ),
  ],
  Tabs: ({ props, children, context }) => {
    const panels: TabPanel[] = [];
    for (const child of children) {
      if (isBlank(child)) continue;
      if (child.type === 'element' && typeof child.properties[TAB_TITLE] === 'string') {
        const icon = child.properties[TAB_ICON];
        panels.push({
          title: child.properties[TAB_TITLE] || `Tab ${panels.length + 1}`,
          content: child.children,
          ...(typeof icon === 'string' ? { icon } : {}),
        });
      } else {
        panels.push({ title: `Tab ${panels.length + 1}`, content: [child] });
      }
    }
    const selected = Number(props.defaultTabIndex ?? 0);
    return renderTabs(panels, context, 'tabs', Number.isInteger(selected) ? selected : 0);
  },
  RequestExample: example('request-example', 'Request example'),
  ResponseExample: example('response-example', 'Response example'),
};
