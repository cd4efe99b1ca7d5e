import type { ElementContent } from 'hast';
import type { ComponentRenderer } from '../component-renderer.ts';
import { element, text } from '../hast-builders.ts';
import { booleanProp, stringProp } from './prop-readers.ts';

function isBlank(node: ElementContent): boolean {
  return node.type === 'text' && node.value.trim() === '';
}

function columns(className: string): ComponentRenderer {
  return ({ props, children }) => {
    const cols = Number(props.cols ?? 2);
    const count = Number.isInteger(cols) && cols > 0 && cols <= 6 ? cols : 2;
    return [element('div', { className: [className, `cols-${count}`], dataCols: String(count) }, children.filter((child) => !isBlank(child)))];
  };
}

function icon(name: string | undefined): ElementContent[] {
  return name === undefined ? [] : [element('span', { className: ['icon'], dataIcon: name, ariaHidden: 'true' })];
}

/**
 * Structural components: `Steps`/`Step` (an ordered list; `title` on Step), `AccordionGroup`/
 * `Accordion` (`<details><summary>`; `title`, `description`, `defaultOpen`), `Card` (`title`,
 * `icon`, `href`: a link when it has one), `CardGroup` and `Columns` (`cols`), `Column`,
 * `Expandable` (`title`), `Frame` (`<figure>` with optional `caption`), `Tile`, `Panel`.
 */
export const layoutComponents: Record<string, ComponentRenderer> = {
  Steps: ({ children }) => [element('ol', { className: ['steps'] }, children.filter((child) => !isBlank(child)))],
  Step: ({ props, children }) => {
    const title = stringProp(props, 'title');
    return [
      element('li', { className: ['step'], dataIcon: stringProp(props, 'icon') }, [
        ...(title === undefined ? [] : [element('p', { className: ['step-title'] }, [text(title)])]),
        element('div', { className: ['step-content'] }, children),
      ]),
    ];
  },
  AccordionGroup: ({ children }) => [element('div', { className: ['accordion-group'] }, children.filter((child) => !isBlank(child)))],
  Accordion: ({ props, children }) => {
    const description = stringProp(props, 'description');
    return [
      element('details', { className: ['accordion'], open: booleanProp(props, 'defaultOpen') }, [
        element('summary', { className: ['accordion-title'] }, [
          ...icon(stringProp(props, 'icon')),
          element('span', {}, [text(stringProp(props, 'title') ?? '')]),
          ...(description === undefined ? [] : [element('span', { className: ['accordion-description'] }, [text(description)])]),
        ]),
        element('div', { className: ['accordion-content'] }, children),
      ]),
    ];
  },
  Card: ({ props, children }) => {
    const href = stringProp(props, 'href');
    const title = stringProp(props, 'title');
    const image = stringProp(props, 'img');
    const body: ElementContent[] = [
      ...(image === undefined ? [] : [element('img', { className: ['card-image'], src: image, alt: '' })]),
      ...icon(stringProp(props, 'icon')),
      ...(title === undefined ? [] : [element('p', { className: ['card-title'] }, [text(title)])]),
      element('div', { className: ['card-content'] }, children),
    ];
    const className = ['card', ...(booleanProp(props, 'horizontal') ? ['card-horizontal'] : [])];
    return [href === undefined ? element('div', { className }, body) : element('a', { className, href }, body)];
  },
  CardGroup: columns('card-group'),
  Columns: columns('columns'),
  Column: ({ children }) => [element('div', { className: ['column'] }, children)],
  Expandable: ({ props, children }) => [
    element('details', { className: ['expandable'], open: booleanProp(props, 'defaultOpen') }, [
      element('summary', {}, [text(`Show ${stringProp(props, 'title') ?? 'properties'}`)]),
      element('div', { className: ['expandable-content'] }, children),
    ]),
  ],
  Frame: ({ props, children }) => {
    const caption = stringProp(props, 'caption');
    return [element('figure', { className: ['frame'] }, [...children, ...(caption === undefined ? [] : [element('figcaption', {}, [text(caption)])])])];
  },
  Tile: ({ props, children }) => {
    const href = stringProp(props, 'href');
    const body: ElementContent[] = [
      element('div', { className: ['tile-preview'] }, children),
      ...(props.title === undefined ? [] : [element('p', { className: ['tile-title'] }, [text(stringProp(props, 'title') ?? '')])]),
      ...(props.description === undefined ? [] : [element('p', { className: ['tile-description'] }, [text(stringProp(props, 'description') ?? '')])]),
    ];
    return [href === undefined ? element('div', { className: ['tile'] }, body) : element('a', { className: ['tile'], href }, body)];
  },
  Panel: ({ children }) => [element('aside', { className: ['panel'] }, children)],
};
