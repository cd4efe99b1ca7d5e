import type { Element, ElementContent } from 'hast';
import type { ComponentInput, ComponentRenderer } from '../component-renderer.ts';
import { element } from '../hast-builders.ts';
import { stringProp } from './prop-readers.ts';
import { renderTabs, type TabPanel } from './render-tabs.ts';

/** Marks a rendered `Tab` so that its `Tabs` can find it (removed when the tab set is built). */
const TAB_TITLE = 'dataFolioTabTitle';

function isBlank(node: ElementContent): boolean {
  return node.type === 'text' && node.value.trim() === '';
}

function codePanels({ children, context }: ComponentInput): TabPanel[] {
  const panels: TabPanel[] = [];
  for (const child of children) {
    if (isBlank(child)) continue;
    const code = context.codeBlockOf(child);
    panels.push({ title: code?.title ?? code?.language ?? `Example ${panels.length + 1}`, content: [child] });
  }
  return panels;
}

/** The tab shows the code block's title, so the block itself does not repeat it. */
function markInGroup(panels: readonly TabPanel[]): void {
  for (const panel of panels) {
    for (const node of panel.content) {
      if (node.type !== 'element') continue;
      node.data = { ...node.data, folioInGroup: true } as Element['data'];
    }
  }
}

function example(className: string, label: string): ComponentRenderer {
  return (input) => {
    const panels = codePanels(input);
    if (panels.length > 1) markInGroup(panels);
    const content = panels.length > 1 ? renderTabs(panels, input.context, 'code-group') : panels.flatMap((panel) => panel.content);
    return [element('div', { className: [className], role: 'region', ariaLabel: label }, content)];
  };
}

/**
 * `Tabs`/`Tab` (`title` on Tab, optional `defaultTabIndex` on Tabs) and the code tab sets:
 * `CodeGroup` (one tab per code block, titled by the block's title or language),
 * `RequestExample` and `ResponseExample` (a labelled region holding the code or its tabs).
 */
export const tabComponents: Record<string, ComponentRenderer> = {
  Tab: ({ props, children }) => [element('div', { className: ['tab'], [TAB_TITLE]: stringProp(props, 'title') ?? '' }, children)],
  Tabs: ({ props, children, context }) => {
    const panels: TabPanel[] = [];
    for (const child of children) {
      if (isBlank(child)) continue;
      if (child.type === 'element' && typeof child.properties[TAB_TITLE] === 'string') {
        panels.push({ title: child.properties[TAB_TITLE] || `Tab ${panels.length + 1}`, content: child.children });
      } else {
        panels.push({ title: `Tab ${panels.length + 1}`, content: [child] });
      }
    }
    const selected = Number(props.defaultTabIndex ?? 0);
    return renderTabs(panels, context, 'tabs', Number.isInteger(selected) ? selected : 0);
  },
  CodeGroup: (input) => {
    const panels = codePanels(input);
    markInGroup(panels);
    return renderTabs(panels, input.context, 'code-group');
  },
  RequestExample: example('request-example', 'Request example'),
  ResponseExample: example('response-example', 'Response example'),
};
