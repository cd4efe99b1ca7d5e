import type { ElementContent } from 'hast';
import type { ComponentRenderer } from '../component-renderer.ts';
import { element, text } from '../hast-builders.ts';
import { stringProp } from './prop-readers.ts';

/**
 * `Tile`: a preview (its children, usually an image or SVG) on a soft surface with a `title` and
 * `description` below; a link when it has `href`. Tiles sit in a `CardGroup`/`Columns` grid.
 */
export const tileComponents: Record<string, ComponentRenderer> = {
  Tile: ({ props, children }) => {
    const href = stringProp(props, 'href');
    const title = stringProp(props, 'title');
    const description = stringProp(props, 'description');
    const body: ElementContent[] = [
      element('div', { className: ['tile-preview'] }, children),
      ...(title === undefined && description === undefined
        ? []
        : [
            element('div', { className: ['tile-text'] }, [
              ...(title === undefined ? [] : [element('p', { className: ['tile-title'] }, [text(title)])]),
              ...(description === undefined
                ? []
                : [element('p', { className: ['tile-description'] }, [text(description)])]),
            ]),
          ]),
    ];
    return [
      href === undefined
        ? element('div', { className: ['tile'] }, body)
        : element('a', { className: ['tile'], href }, body),
    ];
  },
};
