import type { Element, ElementContent } from 'hast';
import type { ContentCode } from './codes.ts';
import type { IconRequest } from './icons/icon-request.ts';
import type { StaticValue } from './read-static-value.ts';
import type { CodeBlockRequest } from './code-block-request.ts';

/** What a component renderer gets: its name, statically read props, and already-rendered children. */
export interface ComponentInput {
  /** The JSX name as written (`Card`, `Tree.Folder`). */
  name: string;
  /** Attribute values read statically; unreadable ones were dropped with a warning. */
  props: Readonly<Record<string, StaticValue>>;
  /**
   * Attributes given as static markup (`icon={<svg …/>}`), rendered to hast like raw HTML; a
   * component that takes markup there (Card's `icon`) reads it from here.
   */
  elementProps?: Readonly<Record<string, ElementContent[]>>;
  /** The rendered (not yet sanitised) children. */
  children: ElementContent[];
  /** True when the element sits inside a paragraph (`<Icon icon="x" /> text`). */
  isInline: boolean;
  context: ComponentContext;
}

/** Services a component renderer may use while rendering. */
export interface ComponentContext {
  /** Adds a diagnostic at the element's position in the file being rendered. */
  warn(code: ContentCode, message: string, hint?: string): void;
  /** A page-unique id such as `tabs-3`, for ARIA references between elements. */
  uniqueId(prefix: string): string;
  /** The code block (language, title, options) a node among `children` stands for, if it is one. */
  codeBlockOf(node: ElementContent): CodeBlockRequest | undefined;
  /** Queues a code block written by a component (`CodeBlock`) and returns the node that stands for it. */
  addCodeBlock(request: CodeBlockRequest): Element;
  /**
   * An icon (a library name, URL or path; or `{ name, style, library }`) as an inline SVG or image
   * with class `className`, in the page's icon library; an unknown name is reported at the
   * element (`CONTENT_ICON_UNKNOWN`, with the closest names) and drawn as the neutral dot.
   */
  icon(icon: string | IconRequest, className?: string): Element;
  /**
   * Gives a heading the component draws (`<Heading level={2}>`) a page-unique id, from `id` when
   * free else from its text, and lists it in the page's table of contents; returns the id.
   */
  addHeading(depth: number, label: string, id?: string): string;
  /**
   * The element's children as the author wrote them (the markdown between its tags, without the
   * element's indentation), as text: never evaluated. `undefined` where the page text is unknown.
   */
  childrenSource(): string | undefined;
}

/**
 * Renders one component to hast. Renderers never see source code and never run anything: they turn
 * literal props and rendered children into accessible markup, which is sanitised afterwards.
 */
export type ComponentRenderer = (input: ComponentInput) => ElementContent[];
