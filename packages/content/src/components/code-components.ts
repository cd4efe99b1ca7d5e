import type { ElementContent } from 'hast';
import type { ComponentInput, ComponentRenderer } from '../component-renderer.ts';
import { element, text } from '../hast-builders.ts';
import type { CodeMeta } from '../parse-code-meta.ts';
import type { StaticValue } from '../read-static-value.ts';
import { codePanels, markInGroup } from './code-panels.ts';
import { booleanProp, stringProp } from './prop-readers.ts';
import { renderTabs, type TabPanel } from './render-tabs.ts';
import { isBlank } from './text-of.ts';

/**
 * `CodeGroup`: one tab per code block, titled by the block's title or language (the block then
 * shows no title of its own); with `dropdown`, a menu (a native `<select>`, so it works from the
 * keyboard and with assistive technology) picks the block instead of tabs.
 * `CodeBlock`: a code block written as a component, `<CodeBlock language="js" filename="a.js"
 * lines highlight="2">{`code`}</CodeBlock>` (a template string, text, or a fenced block inside).
 */
export const codeComponents: Record<string, ComponentRenderer> = {
  CodeGroup: (input) => {
    const panels = codePanels(input);
    markInGroup(panels);
    if (booleanProp(input.props, 'dropdown')) return renderDropdown(panels, input);
    return renderTabs(panels, input.context, 'code-group');
  },
  CodeBlock: ({ props, children, context }) => {
    const meta = metaFromProps(props);
    const language = stringProp(props, 'language') ?? stringProp(props, 'lang');
    if (children.some((child) => context.codeBlockOf(child) !== undefined)) {
      // A fence inside: the component's props add to the fence's own options (a new placeholder,
      // since the header is drawn from them).
      return children.flatMap((child) => {
        const block = context.codeBlockOf(child);
        if (block === undefined) return isBlank(child) ? [] : [child];
        const merged = { ...block.meta, ...meta };
        const lang = language ?? block.language;
        return [
          context.addCodeBlock({
            value: block.value,
            meta: merged,
            ...(lang === undefined ? {} : { language: lang }),
            ...(merged.title === undefined ? {} : { title: merged.title }),
          }),
        ];
      });
    }
    const value = codeText(children).replace(/^\n+|\s+$/g, '');
    return [
      context.addCodeBlock({
        value,
        meta,
        ...(language === undefined ? {} : { language }),
        ...(meta.title === undefined ? {} : { title: meta.title }),
      }),
    ];
  },
};

/**
 * The dropdown form: a bar with the menu, then one panel per block (all but the first `hidden`).
 * The site script shows the panel chosen; without script the first block shows.
 */
function renderDropdown(panels: readonly TabPanel[], { context }: ComponentInput): ElementContent[] {
  if (panels.length === 0) return [];
  const id = context.uniqueId('code-group');
  const options = panels.map((panel, index) =>
    element('option', { dataCodeOption: String(index) }, [text(panel.title)]),
  );
  const bar = element('div', { className: ['code-group-bar'] }, [
    element('span', { className: ['code-group-current'], ariaHidden: 'true' }, [text(panels[0]!.title)]),
    element(
      'select',
      {
        className: ['code-group-select'],
        ariaLabel: 'Choose an example',
        ariaControls: panels.map((_, index) => `${id}-panel-${index}`).join(' '),
      },
      options,
    ),
  ]);
  const bodies = panels.map((panel, index) =>
    element(
      'div',
      {
        className: ['code-group-panel'],
        id: `${id}-panel-${index}`,
        dataCodePanel: String(index),
        hidden: index !== 0,
      },
      panel.content,
    ),
  );
  return [element('div', { className: ['code-group', 'is-dropdown'], dataCodeDropdown: '' }, [bar, ...bodies])];
}

/** The options a `CodeBlock` takes as props, in the form a fence's meta string gives them. */
function metaFromProps(props: Readonly<Record<string, StaticValue>>): CodeMeta {
  const meta: CodeMeta = {};
  const title = stringProp(props, 'filename') ?? stringProp(props, 'title');
  if (title !== undefined) meta.title = title;
  const icon = stringProp(props, 'icon');
  if (icon !== undefined) meta.icon = icon;
  for (const flag of ['lines', 'wrap', 'expandable', 'nocopy'] as const)
    if (props[flag] !== undefined) meta[flag] = booleanProp(props, flag);
  for (const list of ['highlight', 'focus'] as const) {
    const lines = lineList(props[list]);
    if (lines.length > 0) meta[list] = lines;
  }
  return meta;
}

/** `"1,3-5"`, `"{1,3-5}"`, `2` or `[1, 3]` as line numbers. */
function lineList(value: StaticValue | undefined): number[] {
  if (typeof value === 'number') return Number.isInteger(value) && value > 0 ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => lineList(item as StaticValue));
  if (typeof value !== 'string') return [];
  const lines: number[] = [];
  for (const part of value.replace(/[{}]/g, '').split(',')) {
    const [start, end = start] = part
      .trim()
      .split('-')
      .map((n) => n.trim());
    if (!/^\d+$/.test(start ?? '') || !/^\d+$/.test(end ?? '')) continue;
    for (let line = Number(start); line <= Math.min(Number(end), Number(start) + 10_000); line++) lines.push(line);
  }
  return lines;
}

/** The code a component's children spell: text as written, paragraphs and line breaks as new lines. */
function codeText(nodes: readonly ElementContent[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return node.value;
      if (node.type !== 'element') return '';
      if (node.tagName === 'br') return '\n';
      const inner = codeText(node.children);
      return node.tagName === 'p' ? `${inner}\n` : inner;
    })
    .join('');
}
