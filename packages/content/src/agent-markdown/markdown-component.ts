import type { PhrasingContent, RootContent } from 'mdast';
import type { StaticValue } from '../read-static-value.ts';
import type { FlowNode } from './mdast-nodes.ts';

/** What a component's Markdown writer gets: its props, where it stands, and its children on demand. */
export interface MarkdownComponentInput {
  /** The JSX name as written (`Card`, `Tree.Folder`). */
  name: string;
  /** Attribute values read statically, as the HTML renderer reads them. */
  props: Readonly<Record<string, StaticValue>>;
  /** True when the element sits inside a sentence: the writer's nodes are then read as inline content. */
  isInline: boolean;
  /**
   * Depth of the heading of the section the element stands in (1 for the page's title): a
   * component that opens sections of its own (a Tab, an Accordion) titles them one deeper.
   */
  depth: number;
  /** The children as block content; sections they open are titled below `depth` (default: this depth). */
  blocks(depth?: number): FlowNode[];
  /** The children as inline content. */
  phrasing(): PhrasingContent[];
  /** The children as converted, before they are arranged as blocks or inline (list items stay). */
  nodes(depth?: number): RootContent[];
  /** The children's text, as written for code (`CodeBlock`, `Mermaid`, `Latex`). */
  text(): string;
}

/**
 * Writes one component as plain Markdown nodes. Writers never see source code and never run
 * anything: literal props and converted children in, Markdown out.
 */
export type MarkdownComponent = (input: MarkdownComponentInput) => RootContent[];
