import type { ComponentRenderer } from '../component-renderer.ts';
import { element, text } from '../hast-builders.ts';
import { stringProp } from './prop-readers.ts';

/**
 * Inline components: `Icon` (`icon`, `size`, `color`; drawn by the site's icon font from
 * `data-icon`), `Badge`, `Tooltip` (`tip`, shown through `role="tooltip"` and
 * `aria-describedby`), `Link` (`href`) and `Latex` (source kept for the client to typeset).
 */
export const inlineComponents: Record<string, ComponentRenderer> = {
  Icon: ({ props }) => [
    element('span', {
      className: ['icon'],
      dataIcon: stringProp(props, 'icon') ?? '',
      dataIconType: stringProp(props, 'iconType'),
      dataSize: stringProp(props, 'size'),
      dataColor: stringProp(props, 'color'),
      ariaHidden: 'true',
    }),
  ],
  Badge: ({ props, children }) => [element('span', { className: ['badge'], dataColor: stringProp(props, 'color') }, children)],
  Tooltip: ({ props, children, context }) => {
    const id = context.uniqueId('tooltip');
    return [
      element('span', { className: ['tooltip'], tabIndex: 0, ariaDescribedBy: id }, [
        ...children,
        element('span', { className: ['tooltip-content'], role: 'tooltip', id }, [text(stringProp(props, 'tip') ?? '')]),
      ]),
    ];
  },
  Link: ({ props, children }) => [element('a', { href: stringProp(props, 'href') }, children)],
  Latex: ({ children }) => [element('span', { className: ['latex'] }, children)],
};
