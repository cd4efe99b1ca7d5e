import type {
  BlockContent,
  Blockquote,
  Code,
  DefinitionContent,
  Heading,
  List,
  ListItem,
  Paragraph,
  PhrasingContent,
  RootContent,
  Strong,
  Text,
} from 'mdast';

/** What a page's Markdown holds at block level (list items and table rows only inside their parents). */
export type FlowNode = BlockContent | DefinitionContent;

/**
 * Lists that read as one: the fields of a `ParamField` run, the cards of a `CardGroup`. Adjacent
 * lists of the same kind are merged into one (`mergeLists`).
 */
export type ListKind = 'fields' | 'cards' | 'colors' | 'tree';

declare module 'mdast' {
  interface ListData {
    /** Set on the lists components write, so that neighbours of the same kind merge. */
    folioList?: ListKind;
  }
  interface HeadingData {
    /** A `Step`'s title, numbered by its `Steps`; `number` is its `stepNumber`, if set. */
    folioStep?: { number?: number };
    /** A `Tab`'s title, `Tab N` when it has none. */
    folioTab?: true;
  }
}

/** A text node. */
export function text(value: string): Text {
  return { type: 'text', value };
}

/** A paragraph of the given inline content. */
export function paragraph(children: PhrasingContent[]): Paragraph {
  return { type: 'paragraph', children };
}

/** Bold text. */
export function strong(children: PhrasingContent[] | string): Strong {
  return { type: 'strong', children: typeof children === 'string' ? [text(children)] : children };
}

/** A heading, its depth kept between 1 and 6. */
export function heading(depth: number, children: PhrasingContent[]): Heading {
  return { type: 'heading', depth: Math.min(6, Math.max(1, depth)) as Heading['depth'], children };
}

/** A quotation block. */
export function blockquote(children: FlowNode[]): Blockquote {
  return { type: 'blockquote', children };
}

/** A fenced code block. */
export function code(value: string, lang?: string, meta?: string): Code {
  return { type: 'code', value, lang: lang ?? null, meta: meta ?? null };
}

/** A bulleted list of one item per entry, tight unless an item holds more than one block. */
export function list(items: FlowNode[][], kind?: ListKind): List {
  const children: ListItem[] = items.map((blocks) => ({ type: 'listItem', spread: false, children: blocks }));
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children,
    ...(kind === undefined ? {} : { data: { folioList: kind } }),
  };
}

const PHRASING = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'break',
  'link',
  'linkReference',
  'image',
  'imageReference',
  'footnoteReference',
  'inlineMath',
  'html',
]);

/** Whether a node is inline content. */
export function isPhrasing(node: RootContent): node is PhrasingContent {
  return PHRASING.has(node.type);
}

/** True for text that holds only white space (line breaks between JSX children). */
export function isBlankText(node: RootContent): boolean {
  return node.type === 'text' && node.value.trim() === '';
}
