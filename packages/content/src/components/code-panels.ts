import type { Element } from 'hast';
import type { ComponentInput } from '../component-renderer.ts';
import type { TabPanel } from './render-tabs.ts';
import { isBlank } from './text-of.ts';

/**
 * One panel per child of a code set (`CodeGroup`, `RequestExample`, `ResponseExample`), titled by
 * the code block's title or language, else `Example N`.
 */
export function codePanels({ children, context }: ComponentInput): TabPanel[] {
  const panels: TabPanel[] = [];
  for (const child of children) {
    if (isBlank(child)) continue;
    const code = context.codeBlockOf(child);
    panels.push({ title: code?.title ?? code?.language ?? `Example ${panels.length + 1}`, content: [child] });
  }
  return panels;
}

/** The tab (or menu) shows each code block's title, so the blocks themselves do not repeat it. */
export function markInGroup(panels: readonly TabPanel[]): void {
  for (const panel of panels) {
    for (const node of panel.content) {
      if (node.type === 'element') node.data = { ...node.data, folioInGroup: true } as Element['data'];
    }
  }
}
