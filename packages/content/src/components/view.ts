import type { ComponentRenderer } from '../component-renderer.ts';
import { element } from '../hast-builders.ts';
import { stringProp } from './prop-readers.ts';

/**
 * `View` (`title`, `icon`): one variant of a page's content, such as a language or platform.
 * `arrangeViews` gives the page one switcher over its views' titles and shows the first title's
 * views without script. The icon travels in a hidden `.view-icon` until the switcher takes it.
 */
export const viewComponents: Record<string, ComponentRenderer> = {
  View: ({ props, children, context }) => {
    const title = stringProp(props, 'title') ?? 'Default';
    const icon = stringProp(props, 'icon');
    return [
      element('div', { className: ['view'], dataViewTitle: title }, [
        ...(icon === undefined || icon.trim() === ''
          ? []
          : [element('span', { className: ['view-icon'], hidden: true }, [context.icon(icon, 'icon')])]),
        ...children,
      ]),
    ];
  },
};
