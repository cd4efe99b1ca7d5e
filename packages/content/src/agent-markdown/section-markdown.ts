import type { Heading, PhrasingContent, RootContent } from 'mdast';
import { stringProp } from '../components/prop-readers.ts';
import type { StaticValue } from '../read-static-value.ts';
import type { MarkdownComponent, MarkdownComponentInput } from './markdown-component.ts';
import { heading, paragraph, strong, text } from './mdast-nodes.ts';

/** A section the component opens: its title one level below where it stands, then its content there. */
function section(input: MarkdownComponentInput, title: PhrasingContent[], data?: Heading['data']): RootContent[] {
  const titled = heading(input.depth + 1, title);
  if (data !== undefined) titled.data = data;
  return [titled, ...input.blocks(input.depth + 1)];
}

/** A prop as text to show, `undefined` when it is missing or blank. */
function shownProp(input: MarkdownComponentInput, prop: string): string | undefined {
  const value = stringProp(input.props, prop);
  return value === undefined || value.trim() === '' ? undefined : value;
}

function titleOf(input: MarkdownComponentInput, prop: string): PhrasingContent[] {
  const title = shownProp(input, prop);
  return title === undefined ? [] : [text(title)];
}

/** Numbers the step titles among `nodes`: `Step 2: Install`, a `stepNumber` restarting the count. */
function numberSteps(nodes: RootContent[]): RootContent[] {
  let next = 1;
  for (const node of nodes) {
    if (node.type !== 'heading' || node.data?.folioStep === undefined) continue;
    const number = node.data.folioStep.number ?? next;
    node.children =
      node.children.length === 0 ? [text(`Step ${number}`)] : [text(`Step ${number}: `), ...node.children];
    delete node.data.folioStep;
    next = number + 1;
  }
  return nodes;
}

/** Titles the untitled tabs among `nodes` `Tab N`, as the page's tab bar does. */
function numberTabs(nodes: RootContent[]): RootContent[] {
  let count = 0;
  for (const node of nodes) {
    if (node.type !== 'heading' || node.data?.folioTab === undefined) continue;
    count++;
    if (node.children.length === 0) node.children = [text(`Tab ${count}`)];
    delete node.data.folioTab;
  }
  return nodes;
}

function wholeNumber(value: StaticValue | undefined): number | undefined {
  const number = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(number) ? number : undefined;
}

/**
 * Components that open sections: a `Step`, `Tab`, `Accordion`, `View` or `Update` becomes a heading
 * one level below the section it stands in, followed by its content (Steps numbered, untitled tabs
 * `Tab N`); an `Accordion`'s and an `Update`'s description follows its title in italics, an
 * `Update`'s tags in a line of their own. `Heading` is a heading of its `level`; `Frame` keeps its
 * caption (and hint); `Expandable` is its content under a bold title; `Panel`, `Columns` and the
 * groups are their content.
 */
export const sectionMarkdown: Record<string, MarkdownComponent> = {
  Steps: (input) => numberSteps(input.nodes()),
  Step: (input) => {
    const number = wholeNumber(input.props.stepNumber);
    return section(input, titleOf(input, 'title'), { folioStep: number === undefined ? {} : { number } });
  },
  Tabs: (input) => numberTabs(input.nodes()),
  Tab: (input) => section(input, titleOf(input, 'title'), { folioTab: true }),
  AccordionGroup: (input) => input.nodes(),
  Accordion: (input) => {
    const description = shownProp(input, 'description');
    const [title, ...content] = section(input, titleOf(input, 'title'));
    return [
      title as RootContent,
      ...(description === undefined ? [] : [paragraph([{ type: 'emphasis', children: [text(description)] }])]),
      ...content,
    ];
  },
  View: (input) => section(input, [text(shownProp(input, 'title') ?? 'Default')]),
  Update: (input) => {
    const description = shownProp(input, 'description');
    const tags = (Array.isArray(input.props.tags) ? input.props.tags : [input.props.tags])
      .filter((tag): tag is string => typeof tag === 'string' && tag.trim() !== '')
      .map((tag) => tag.trim());
    const [title, ...content] = section(input, titleOf(input, 'label'));
    return [
      title as RootContent,
      ...(description === undefined ? [] : [paragraph([{ type: 'emphasis', children: [text(description)] }])]),
      ...(tags.length === 0 ? [] : [paragraph([text(`Tags: ${[...new Set(tags)].join(', ')}`)])]),
      ...content,
    ];
  },
  Heading: (input) => {
    const level = wholeNumber(input.props.level ?? 2);
    return [heading(level !== undefined && level >= 1 && level <= 6 ? level : 2, input.phrasing())];
  },
  Expandable: (input) => [paragraph([strong(shownProp(input, 'title') ?? 'Properties')]), ...input.blocks()],
  Frame: (input) => {
    const caption = shownProp(input, 'caption');
    const hint = shownProp(input, 'hint');
    return [
      ...(hint === undefined ? [] : [paragraph([text(hint)])]),
      ...input.blocks(),
      ...(caption === undefined ? [] : [paragraph([{ type: 'emphasis', children: [text(caption)] }])]),
    ];
  },
  Panel: (input) => input.blocks(),
  Columns: (input) => input.nodes(),
  Column: (input) => input.nodes(),
};
