import { stringProp } from '../components/prop-readers.ts';
import { calloutMarkdown } from './callout-markdown.ts';
import { codeMarkdown } from './code-markdown.ts';
import { fieldMarkdown } from './field-markdown.ts';
import { inlineMarkdown } from './inline-markdown.ts';
import { linkListMarkdown } from './link-list-markdown.ts';
import type { MarkdownComponent } from './markdown-component.ts';
import { sectionMarkdown } from './section-markdown.ts';
import { treeMarkdown } from './tree-markdown.ts';

/**
 * The Markdown writer of every component of Folio's map (a test keeps the two maps in step).
 * `Visibility for="humans"` is left out of the Markdown; `for="agents"` content (and content of an
 * invalid `for`, which the page shows to both) is kept.
 */
export const markdownComponents: Readonly<Record<string, MarkdownComponent>> = Object.freeze({
  ...calloutMarkdown,
  ...sectionMarkdown,
  ...linkListMarkdown,
  ...fieldMarkdown,
  ...inlineMarkdown,
  ...codeMarkdown,
  ...treeMarkdown,
  Visibility: (input) => (stringProp(input.props, 'for') === 'humans' ? [] : input.nodes()),
});
