import type { ElementContent } from 'hast';
import type { ContentCode } from './codes.ts';
import type { StaticValue } from './read-static-value.ts';

/** What a component renderer gets: its name, statically read props, and already-rendered children. */
export interface ComponentInput {
  /** The JSX name as written (`Card`, `Tree.Folder`). */
  name: string;
  /** Attribute values read statically; unreadable ones were dropped with a warning. */
  props: Readonly<Record<string, StaticValue>>;
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
  /** The language and title of a code block rendered among `children`, if the element is one. */
  codeBlockOf(node: ElementContent): { language?: string; title?: string } | undefined;
}

/**
 * Renders one component to hast. Renderers never see source code and never run anything: they turn
 * literal props and rendered children into accessible markup, which is sanitised afterwards.
 */
export type ComponentRenderer = (input: ComponentInput) => ElementContent[];
