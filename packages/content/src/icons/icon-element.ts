import type { Element } from 'hast';
import { element } from '../hast-builders.ts';
import type { IconResolution } from './resolve-icon.ts';

/**
 * A resolved icon as hast: an inline, decorative SVG painted in `currentColor` (so it takes the
 * text colour) and sized by the stylesheet through `className`; an `<img>` for an image icon; the
 * neutral dot (`span.icon` with `data-icon`) when the icon could not be resolved.
 */
export function iconElement(resolution: IconResolution, className: string, name: string): Element {
  if (resolution.kind === 'image') {
    return element('img', {
      className: [className, 'icon-image'],
      src: resolution.src,
      alt: '',
      ariaHidden: 'true',
      width: 16,
      height: 16,
      loading: 'lazy',
    });
  }
  if (resolution.kind !== 'svg') return element('span', { className: ['icon'], dataIcon: name, ariaHidden: 'true' });
  const { shape } = resolution;
  const paint =
    shape.paint === 'fill'
      ? { fill: 'currentColor' }
      : { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' };
  return element(
    'svg',
    {
      className: [className, 'icon-svg'],
      viewBox: shape.viewBox,
      ...paint,
      ariaHidden: 'true',
      dataIcon: resolution.name,
      dataIconLibrary: resolution.library,
    },
    shape.shapes.map(([tag, attributes]) => element(tag, camelAttributes(attributes))),
  );
}

function camelAttributes(attributes: Readonly<Record<string, string>>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(attributes))
    result[key.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())] = value;
  return result;
}
