import type { ElementContent } from 'hast';
import type { ComponentRenderer } from '../component-renderer.ts';
import { element, text } from '../hast-builders.ts';
import type { StaticValue } from '../read-static-value.ts';
import { booleanProp, stringProp } from './prop-readers.ts';

const LOCATIONS = ['path', 'body', 'query', 'header'] as const;

/** `pre`/`post` on a field: labels shown before or after its type (`["nullable"]`). */
function labels(value: StaticValue | undefined): ElementContent[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  return list
    .filter((label): label is string => typeof label === 'string')
    .map((label) => element('span', { className: ['field-label'] }, [text(label)]));
}

function header(
  name: string | undefined,
  location: string | undefined,
  type: string | undefined,
  required: boolean,
  extra: ElementContent[],
  deprecated: boolean,
  props: Readonly<Record<string, StaticValue>>,
): ElementContent {
  return element('div', { className: ['field-header'] }, [
    ...labels(props.pre),
    ...(name === undefined ? [] : [element('code', { className: ['field-name'] }, [text(name)])]),
    ...(location === undefined ? [] : [element('span', { className: ['field-location'] }, [text(location)])]),
    ...(type === undefined ? [] : [element('span', { className: ['field-type'] }, [text(type)])]),
    ...labels(props.post),
    ...(required ? [element('span', { className: ['field-required'] }, [text('required')])] : []),
    ...(deprecated ? [element('span', { className: ['field-deprecated'] }, [text('deprecated')])] : []),
    ...extra,
  ]);
}

function display(value: StaticValue | undefined): string | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * API fields: `ParamField` (one of `path`/`body`/`query`/`header` naming the parameter, `type`,
 * `required`, `default`, `deprecated`) and `ResponseField` (`name`, `type`, `required`, `default`,
 * `deprecated`; `pre`/`post` labels around the type), `Param` (the same as ParamField), rendered as
 * `<div class="field param-field" data-location="query" data-name="limit">` with a header line and
 * the description (`data-name` and `data-required` also let the site build the playground of an
 * `api:` page from its fields).
 */
export const fieldComponents: Record<string, ComponentRenderer> = {
  ParamField: ({ props, children, context }) => {
    const location = LOCATIONS.find((candidate) => props[candidate] !== undefined);
    if (location === undefined) {
      context.warn(
        'CONTENT_ATTRIBUTE_INVALID',
        'ParamField needs one of the attributes path, body, query or header naming the parameter',
        'Write e.g. <ParamField query="limit" type="number">.',
      );
    }
    const name = location === undefined ? undefined : stringProp(props, location);
    const fallback = display(props.default);
    const extra =
      fallback === undefined
        ? []
        : [
            element('span', { className: ['field-default'] }, [
              text('default: '),
              element('code', {}, [text(fallback)]),
            ]),
          ];
    return [
      element(
        'div',
        {
          className: ['field', 'param-field', ...(booleanProp(props, 'deprecated') ? ['field-is-deprecated'] : [])],
          dataLocation: location,
          dataName: name,
          dataRequired: booleanProp(props, 'required') ? 'true' : undefined,
          id: name === undefined ? undefined : context.uniqueId(`param-${name}`),
        },
        [
          header(
            name,
            location,
            stringProp(props, 'type'),
            booleanProp(props, 'required'),
            extra,
            booleanProp(props, 'deprecated'),
            props,
          ),
          element('div', { className: ['field-content'] }, children),
        ],
      ),
    ];
  },
  ResponseField: ({ props, children, context }) => {
    const name = stringProp(props, 'name');
    const fallback = display(props.default);
    const extra =
      fallback === undefined
        ? []
        : [
            element('span', { className: ['field-default'] }, [
              text('default: '),
              element('code', {}, [text(fallback)]),
            ]),
          ];
    return [
      element(
        'div',
        {
          className: ['field', 'response-field', ...(booleanProp(props, 'deprecated') ? ['field-is-deprecated'] : [])],
          id: name === undefined ? undefined : context.uniqueId(`response-${name}`),
        },
        [
          header(
            name,
            undefined,
            stringProp(props, 'type'),
            booleanProp(props, 'required'),
            extra,
            booleanProp(props, 'deprecated'),
            props,
          ),
          element('div', { className: ['field-content'] }, children),
        ],
      ),
    ];
  },
};

// `Param` is the reference's shorter name for `ParamField`.
fieldComponents.Param = fieldComponents.ParamField!;
