import type { ComponentRenderer } from '../component-renderer.ts';
import { element } from '../hast-builders.ts';
import { builtinIcon, type BuiltinIconName } from './builtin-icon.ts';
import { stringProp } from './prop-readers.ts';
import { safeColor } from './safe-color.ts';

function callout(kind: string, label: string, icon: BuiltinIconName): ComponentRenderer {
  return ({ props, children, isInline, context }) => {
    const iconName = stringProp(props, 'icon');
    const colorProp = stringProp(props, 'color');
    const color = safeColor(colorProp);
    if (colorProp !== undefined && color === undefined) {
      context.warn(
        'CONTENT_ATTRIBUTE_INVALID',
        `the color "${colorProp}" on <${label}> is not a colour and is ignored`,
        'Use a hex, rgb() or hsl() colour such as "#0ea5e9".',
      );
    }
    const tag = isInline ? 'span' : 'div';
    return [
      element(
        tag,
        {
          className: ['callout', `callout-${kind}`],
          role: 'note',
          ariaLabel: stringProp(props, 'title') ?? label,
          dataIcon: iconName,
          dataColor: color,
          // The stylesheet derives the background, border and icon colour from this one variable.
          style: color === undefined ? undefined : `--callout-color: ${color}`,
        },
        [
          // An `icon` prop (a library name, URL or path) replaces the type's own icon.
          element('span', { className: ['callout-icon'], ariaHidden: 'true' }, [
            iconName === undefined ? builtinIcon(icon) : context.icon(iconName, 'folio-icon'),
          ]),
          element(tag, { className: ['callout-content'] }, children),
        ],
      ),
    ];
  };
}

/**
 * Callouts: `<div class="callout callout-note" role="note" aria-label="Note">` holding the type's
 * icon (`span.callout-icon`, a built-in SVG, or the `icon` prop's from the site's icon library) and the content. `Callout` takes an optional `icon`,
 * `color` (a CSS colour, set as `--callout-color`) and `title` (its accessible label).
 */
export const calloutComponents: Record<string, ComponentRenderer> = {
  Note: callout('note', 'Note', 'note'),
  Tip: callout('tip', 'Tip', 'tip'),
  Warning: callout('warning', 'Warning', 'warning'),
  Info: callout('info', 'Info', 'info'),
  Check: callout('check', 'Check', 'check'),
  Danger: callout('danger', 'Danger', 'danger'),
  Callout: callout('custom', 'Callout', 'info'),
};
