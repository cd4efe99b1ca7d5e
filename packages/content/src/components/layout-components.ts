import type { ElementContent } from 'hast';
import type { ComponentContext, ComponentRenderer } from '../component-renderer.ts';
import { element, text } from '../hast-builders.ts';
import { builtinIcon } from './builtin-icon.ts';
import { booleanProp, stringProp } from './prop-readers.ts';
import { safeColor } from './safe-color.ts';
import { isBlank } from './text-of.ts';
import { headingSlug } from '../heading-slug.ts';

/** Carries a Step's `stepNumber` to its Steps, which numbers the list (removed there). */
const STEP_NUMBER = 'dataFolioStepNumber';
/** Marks a Step's drawn icon for its Steps, which moves it into the number's circle. */
const STEP_ICON = 'dataFolioStepIcon';

function columns(className: string): ComponentRenderer {
  return ({ props, children }) => {
    const cols = Number(props.cols ?? 2);
    const count = Number.isInteger(cols) && cols > 0 && cols <= 6 ? cols : 2;
    return [
      element(
        'div',
        { className: [className, `cols-${count}`], dataCols: String(count) },
        children.filter((child) => !isBlank(child)),
      ),
    ];
  };
}

/** `{ key: value }` when the value is set, else nothing: for optional fields of a request. */
function optional<K extends string>(key: K, value: string | undefined): { [P in K]?: string } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: string };
}

function icon(name: string | undefined, context: ComponentContext): ElementContent[] {
  return name === undefined || name.trim() === '' ? [] : [context.icon(name, 'icon')];
}

/**
 * Structural components: `Steps`/`Step` (an ordered list with drawn numbers; `title`,
 * `titleSize` = `p`|`h2`|`h3`, `stepNumber`, `icon` on Step), `AccordionGroup`/`Accordion`
 * (`<details><summary>`, so they open without script; `title`, `description`, `icon`,
 * `defaultOpen`, `id`, by default its title's slug, so `#using-the-sdk` links to it), `Card` (`title`, `icon` — a name, an image path or URL, or static `{<svg>}`
 * markup — with `iconType`/`iconLibrary`, `img`, `href` — a link when it has one —,
 * `horizontal`, `arrow`, `cta`, `color`, `disabled`), `CardGroup` and `Columns` (`cols`: a grid), `Column`,
 * `Expandable` (`title`), `Frame` (`<figure>` with optional `caption` and `hint`).
 */
export const layoutComponents: Record<string, ComponentRenderer> = {
  Steps: ({ children }) => {
    const steps = children.filter((child) => !isBlank(child));
    // Numbers are drawn, not left to the list marker, so that they can sit in a circle on the
    // connecting line; `stepNumber` on a Step sets its number and those after it follow on.
    let next = 1;
    for (const step of steps) {
      if (step.type !== 'element' || step.tagName !== 'li') continue;
      const set = Number(step.properties[STEP_NUMBER]);
      const number = Number.isInteger(set) ? set : next;
      delete step.properties[STEP_NUMBER];
      // A Step with an `icon` shows it in the number's circle.
      const first = step.children[0];
      const drawn =
        first?.type === 'element' && first.properties[STEP_ICON] !== undefined ? step.children.shift() : undefined;
      if (drawn?.type === 'element') delete drawn.properties[STEP_ICON];
      step.children.unshift(
        element(
          'span',
          { className: ['step-number'], ariaHidden: 'true' },
          drawn === undefined ? [text(String(number))] : [drawn],
        ),
      );
      next = number + 1;
    }
    return [element('ol', { className: ['steps'] }, steps)];
  },
  Step: ({ props, children, context }) => {
    const stepIcon = icon(stringProp(props, 'icon'), context).map((drawn) =>
      drawn.type === 'element' ? { ...drawn, properties: { ...drawn.properties, [STEP_ICON]: 'true' } } : drawn,
    );
    const title = stringProp(props, 'title');
    const size = stringProp(props, 'titleSize');
    const titleTag = size === 'h2' || size === 'h3' ? size : 'p';
    return [
      element(
        'li',
        { className: ['step'], dataIcon: stringProp(props, 'icon'), [STEP_NUMBER]: stringProp(props, 'stepNumber') },
        [
          ...stepIcon,
          ...(title === undefined ? [] : [element(titleTag, { className: ['step-title'] }, [text(title)])]),
          element('div', { className: ['step-content'] }, children),
        ],
      ),
    ];
  },
  AccordionGroup: ({ children }) => [
    element(
      'div',
      { className: ['accordion-group'] },
      children.filter((child) => !isBlank(child)),
    ),
  ],
  Accordion: ({ props, children, context }) => {
    const description = stringProp(props, 'description');
    // As on the reference, an accordion can be linked to: `#` + its `id`, or its title as a heading's
    // would be (`Using the SDK` → `#using-the-sdk`), kept unique on the page.
    const title = stringProp(props, 'title');
    const wanted = stringProp(props, 'id') ?? (title === undefined ? '' : headingSlug(title));
    const id = wanted === '' ? undefined : context.uniqueId(wanted);
    return [
      element('details', { className: ['accordion'], id, open: booleanProp(props, 'defaultOpen') }, [
        element('summary', { className: ['accordion-title'] }, [
          builtinIcon('chevron-right', 'accordion-chevron'),
          ...icon(stringProp(props, 'icon'), context),
          element('span', {}, [text(stringProp(props, 'title') ?? '')]),
          ...(description === undefined
            ? []
            : [element('span', { className: ['accordion-description'] }, [text(description)])]),
        ]),
        element('div', { className: ['accordion-content'] }, children),
      ]),
    ];
  },
  Card: ({ props, elementProps, children, context }) => {
    const disabled = booleanProp(props, 'disabled');
    // A disabled card is not a link (the reference greys it out and ignores its href).
    const href = disabled ? undefined : stringProp(props, 'href');
    const title = stringProp(props, 'title');
    const image = stringProp(props, 'img');
    const cta = stringProp(props, 'cta');
    const iconName = stringProp(props, 'icon');
    const colorProp = stringProp(props, 'color');
    const color = safeColor(colorProp);
    if (colorProp !== undefined && color === undefined) {
      context.warn(
        'CONTENT_ATTRIBUTE_INVALID',
        `the color "${colorProp}" on <Card> is not a colour and is ignored`,
        'Use a hex, rgb() or hsl() colour such as "#0ea5e9".',
      );
    }
    // `arrow` defaults to on for links that leave the site, as readers expect from a card.
    const arrow =
      href !== undefined &&
      (props.arrow === undefined ? /^https?:\/\//i.test(href.trim()) : booleanProp(props, 'arrow'));
    const body: ElementContent[] = [
      // `icon={<svg …/>}` (static markup) or a name/path with the reference's `iconType`/`iconLibrary`.
      ...(elementProps?.icon !== undefined
        ? [element('span', { className: ['card-icon', 'card-icon-markup'] }, elementProps.icon)]
        : iconName === undefined || iconName.trim() === ''
          ? []
          : [
              element('span', { className: ['card-icon'] }, [
                context.icon(
                  {
                    name: iconName,
                    ...optional('style', stringProp(props, 'iconType')),
                    ...optional('library', stringProp(props, 'iconLibrary')),
                  },
                  'icon',
                ),
              ]),
            ]),
      element('div', { className: ['card-body'] }, [
        ...(title === undefined ? [] : [element('p', { className: ['card-title'] }, [text(title)])]),
        element('div', { className: ['card-content'] }, children),
        ...(cta === undefined
          ? []
          : [element('span', { className: ['card-cta'] }, [text(cta), builtinIcon('arrow-right')])]),
      ]),
      ...(arrow ? [builtinIcon('arrow-up-right', 'card-arrow')] : []),
    ];
    const properties = {
      className: [
        'card',
        ...(booleanProp(props, 'horizontal') ? ['card-horizontal'] : []),
        ...(image === undefined ? [] : ['card-with-image']),
        ...(disabled ? ['card-disabled'] : []),
      ],
      ariaDisabled: disabled ? 'true' : undefined,
      style: color === undefined ? undefined : `--card-color: ${color}`,
    };
    const content =
      image === undefined
        ? body
        : [
            element('img', { className: ['card-image'], src: image, alt: '' }),
            element('div', { className: ['card-main'] }, body),
          ];
    return [href === undefined ? element('div', properties, content) : element('a', { ...properties, href }, content)];
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
    const hint = stringProp(props, 'hint');
    return [
      element('figure', { className: ['frame'] }, [
        ...(hint === undefined ? [] : [element('p', { className: ['frame-hint'] }, [builtinIcon('info'), text(hint)])]),
        element('div', { className: ['frame-body'] }, children),
        ...(caption === undefined ? [] : [element('figcaption', {}, [text(caption)])]),
      ]),
    ];
  },
};
