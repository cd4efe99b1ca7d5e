import type { ComponentRenderer } from '../component-renderer.ts';
import { element, text } from '../hast-builders.ts';
import { stringProp } from './prop-readers.ts';
import { safeColor } from './safe-color.ts';
import { isBlank } from './text-of.ts';

/**
 * Colour palettes: `Color` (`variant` `compact` — swatches with name and value — or `table` —
 * rows of swatches with a title column), `Color.Row` (`title`), `Color.Item` (`name`, `value`: a
 * CSS colour, or the older `{ light, dark }` pair, shown by the reader's theme). Each swatch is a
 * button that copies its value (with script; without, the value is printed beside it).
 */
export const colorComponents: Record<string, ComponentRenderer> = {
  Color: ({ props, children }) => {
    const variant = stringProp(props, 'variant') === 'table' ? 'table' : 'compact';
    return [
      element(
        'div',
        { className: ['color-palette', `color-${variant}`], dataVariant: variant },
        children.filter((child) => !isBlank(child)),
      ),
    ];
  },
  'Color.Row': ({ props, children }) => {
    const title = stringProp(props, 'title');
    return [
      element('div', { className: ['color-row'] }, [
        ...(title === undefined ? [] : [element('p', { className: ['color-row-title'] }, [text(title)])]),
        element(
          'div',
          { className: ['color-row-items'] },
          children.filter((child) => !isBlank(child)),
        ),
      ]),
    ];
  },
  'Color.Item': ({ props, context }) => {
    const name = stringProp(props, 'name');
    const pair =
      props.value !== null && typeof props.value === 'object' && !Array.isArray(props.value) ? props.value : undefined;
    const written = pair === undefined ? stringProp(props, 'value') : undefined;
    const light = safeColor(pair === undefined ? written : stringProp(pair, 'light'));
    const dark = pair === undefined ? light : (safeColor(stringProp(pair, 'dark')) ?? light);
    if (light === undefined) {
      context.warn(
        'CONTENT_ATTRIBUTE_INVALID',
        `the Color.Item value ${JSON.stringify(props.value ?? null)} is not a colour`,
        'Use a hex, rgb() or hsl() colour such as "#0ea5e9".',
      );
    }
    const shown = light === dark ? (light ?? '') : `${light} / ${dark}`;
    return [
      element('div', { className: ['color-item'] }, [
        element('button', {
          type: 'button',
          className: ['color-swatch'],
          ariaLabel: `${name ?? 'Colour'} ${shown}`.trim(),
          dataColorValue: light,
          // Both theme values as custom properties: the stylesheet picks one per theme.
          style: light === undefined ? undefined : `--swatch-light: ${light}; --swatch-dark: ${dark}`,
        }),
        ...(name === undefined ? [] : [element('span', { className: ['color-name'] }, [text(name)])]),
        element('code', { className: ['color-value'] }, [text(shown)]),
      ]),
    ];
  },
};
