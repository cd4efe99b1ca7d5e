import type { ComponentRenderer } from '../component-renderer.ts';
import { element } from '../hast-builders.ts';
import { stringProp } from './prop-readers.ts';
import { textOf } from './text-of.ts';

/**
 * `Heading` (`level` 1–6, default 2; `id`): a heading written as a component, often inside tabs.
 * It gets a page-unique id (its `id` when free) and is listed in the table of contents like a
 * Markdown heading.
 */
export const headingComponents: Record<string, ComponentRenderer> = {
  Heading: ({ props, children, context }) => {
    const level = Number(props.level ?? 2);
    const depth = Number.isInteger(level) && level >= 1 && level <= 6 ? level : 2;
    const id = context.addHeading(depth, textOf(children).trim(), stringProp(props, 'id'));
    return [element(`h${depth}`, { id }, children)];
  },
};
