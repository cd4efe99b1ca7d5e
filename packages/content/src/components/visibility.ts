import type { ComponentRenderer } from '../component-renderer.ts';
import { element } from '../hast-builders.ts';
import { stringProp } from './prop-readers.ts';

/**
 * `Visibility` (`for="humans"` or `"agents"`): content for readers of the page, or for agents
 * reading its Markdown (`.md`, llms-full.txt). Agents' content is not in the page's HTML at all;
 * `markdownForAgents` does the opposite for the Markdown.
 */
export const visibilityComponents: Record<string, ComponentRenderer> = {
  Visibility: ({ props, children, context }) => {
    const audience = stringProp(props, 'for');
    if (audience !== 'humans' && audience !== 'agents') {
      context.warn(
        'CONTENT_ATTRIBUTE_INVALID',
        `<Visibility for=${JSON.stringify(audience ?? null)}> needs for="humans" or for="agents"; the content is shown to both`,
        'Write for="humans" (the page) or for="agents" (the Markdown).',
      );
    }
    if (audience === 'agents') return [];
    return [element('div', { className: ['visibility'], dataFor: audience ?? 'humans' }, children)];
  },
};
