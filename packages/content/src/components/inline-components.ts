import type { ComponentRenderer } from '../component-renderer.ts';
import { element, text } from '../hast-builders.ts';
import { booleanProp, stringProp } from './prop-readers.ts';
import { safeColor } from './safe-color.ts';

/** Badge colours the stylesheet knows by name (`data-color`); other colours go in `--badge-color`. */
const BADGE_COLORS = new Set([
  'gray',
  'blue',
  'green',
  'yellow',
  'orange',
  'red',
  'purple',
  'white',
  'surface',
  'white-destructive',
  'surface-destructive',
]);
const BADGE_SHAPES = new Set(['rounded', 'pill']);
const BADGE_SIZES = new Set(['xs', 'sm', 'md', 'lg']);

/**
 * Inline components: `Icon` (`icon`, `iconType`, `library`, `size`, `color`; an inline SVG of the
 * site's icon library), `Badge` (`color` — a named colour or a CSS colour —, `shape`, `size`,
 * `variant` `solid`|`outline` (`stroke` the older form), `leadIcon`/`tailIcon` (`icon` the older
 * form) with `iconType`/`iconLibrary`, `href`, `disabled`), `Tooltip` (`tip`, `headline`, `cta` with `href`: a popover shown on hover and focus
 * through `role="tooltip"` and `aria-describedby`) and `Link` (`href`).
 */
export const inlineComponents: Record<string, ComponentRenderer> = {
  Icon: ({ props, context }) => {
    const name = stringProp(props, 'icon');
    if (name === undefined || name.trim() === '')
      return [element('span', { className: ['icon'], dataIcon: '', ariaHidden: 'true' })];
    const style = stringProp(props, 'iconType');
    const library = stringProp(props, 'library');
    const drawn = context.icon(
      { name, ...(style === undefined ? {} : { style }), ...(library === undefined ? {} : { library }) },
      'icon',
    );
    const size = Number(stringProp(props, 'size'));
    const color = safeColor(stringProp(props, 'color'));
    const styles = [
      ...(Number.isFinite(size) && size > 0 && size <= 512 ? [`width:${size}px`, `height:${size}px`] : []),
      ...(color === undefined ? [] : [`color:${color}`]),
    ];
    if (styles.length > 0) drawn.properties.style = styles.join(';');
    return [drawn];
  },
  Badge: ({ props, children, context }) => {
    const style = stringProp(props, 'iconType');
    const library = stringProp(props, 'iconLibrary');
    const badgeIcon = (name: string | undefined, className: string) =>
      name === undefined || name.trim() === ''
        ? []
        : [
            context.icon(
              { name, ...(style === undefined ? {} : { style }), ...(library === undefined ? {} : { library }) },
              className,
            ),
          ];
    const color = stringProp(props, 'color');
    const custom = color === undefined || BADGE_COLORS.has(color) ? undefined : safeColor(color);
    const shape = stringProp(props, 'shape');
    const size = stringProp(props, 'size');
    // `stroke` is the older spelling of variant="outline".
    const variant = stringProp(props, 'variant') ?? (booleanProp(props, 'stroke') ? 'outline' : 'solid');
    const disabled = booleanProp(props, 'disabled');
    const href = stringProp(props, 'href');
    const properties = {
      className: [
        'badge',
        ...(shape !== undefined && BADGE_SHAPES.has(shape) ? [`badge-${shape}`] : []),
        ...(size !== undefined && BADGE_SIZES.has(size) ? [`badge-${size}`] : []),
        ...(variant === 'outline' ? ['badge-outline'] : []),
      ],
      dataColor: color,
      dataDisabled: disabled ? 'true' : undefined,
      style: custom === undefined ? undefined : `--badge-color: ${custom}`,
    };
    // `icon` (older) and `leadIcon` before the text, `tailIcon` after it.
    const content = [
      ...badgeIcon(stringProp(props, 'leadIcon') ?? stringProp(props, 'icon'), 'icon'),
      ...children,
      ...badgeIcon(stringProp(props, 'tailIcon'), 'icon'),
    ];
    return [
      href === undefined || disabled
        ? element('span', properties, content)
        : element('a', { ...properties, href }, content),
    ];
  },
  Tooltip: ({ props, children, context }) => {
    const id = context.uniqueId('tooltip');
    const headline = stringProp(props, 'headline');
    const cta = stringProp(props, 'cta');
    const href = stringProp(props, 'href');
    // The popover stays open while the pointer or focus is inside it (CSS `:hover`/`:focus-within`
    // on the wrapper), so its link can be reached; the script closes it on Escape.
    return [
      element('span', { className: ['tooltip'] }, [
        element('span', { className: ['tooltip-trigger'], tabIndex: 0, ariaDescribedBy: id }, children),
        element('span', { className: ['tooltip-content'], role: 'tooltip', id }, [
          ...(headline === undefined ? [] : [element('strong', { className: ['tooltip-headline'] }, [text(headline)])]),
          element('span', { className: ['tooltip-text'] }, [text(stringProp(props, 'tip') ?? '')]),
          ...(cta === undefined || href === undefined
            ? []
            : [element('a', { className: ['tooltip-cta'], href }, [text(cta)])]),
        ]),
      ]),
    ];
  },
  Link: ({ props, children }) => [element('a', { href: stringProp(props, 'href') }, children)],
};
