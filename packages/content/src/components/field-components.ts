import type { ElementContent } from 'hast';
import type { ComponentRenderer } from '../component-renderer.ts';
import { element, text } from '../hast-builders.ts';
import type { StaticValue } from '../read-static-value.ts';
import { booleanProp, stringProp } from './prop-readers.ts';

const LOCATIONS = ['path', 'body', 'query', 'header'] as const;

function header(name: string | undefined, location: string | undefined, type: string | undefined, required: boolean, extra: ElementContent[]): ElementContent {
  return element('div', { className: ['field-header'] }, [
    ...(name === undefined ? [] : [element('code', { className: ['field-name'] }, [text(name)])]),
    ...(location === undefined ? [] : [element('span', { className: ['field-location'] }, [text(location)])]),
    ...(type === undefined ? [] : [element('span', { className: ['field-type'] }, [text(type)])]),
    ...(required ? [element('span', { className: ['field-required'] }, [text('required')])] : []),
    ...extra,
  ]);
}

function display(value: StaticValue | undefined): string | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * API fields: `ParamField` (one of `path`/`body`/`query`/`header` naming the parameter, `type`,
 * `required`, `default`) and `ResponseField` (`name`, `type`, `required`, `default`), rendered as
 * `<div class="field param-field" data-location="query">` with a header line and the description.
 */
export const fieldComponents: Record<string, ComponentRenderer> = {
  ParamField: ({ props, children, context }) => {
    const location = LOCATIONS.find((candidate) => props[candidate] !== undefined);
    if (location === undefined) {
      context.warn('CONTENT_ATTRIBUTE_INVALID', 'ParamField needs one of the attributes path, body, query or header naming the parameter', 'Write e.g. <ParamField query="limit" type="number">.');
    }
    const name = location === undefined ? undefined : stringProp(props, location);
    const fallback = display(props.default);
    const extra = fallback === undefined ? [] : [element('span', { className: ['field-default'] }, [text('default: '), element('code', {}, [text(fallback)])])];
    return [
      element('div', { className: ['field', 'param-field'], dataLocation: location, id: name === undefined ? undefined : context.uniqueId(`param-${name}`) }, [
        header(name, location, stringProp(props, 'type'), booleanProp(props, 'required'), extra),
        element('div', { className: ['field-content'] }, children),
      ]),
    ];
  },
  ResponseField: ({ props, children }) => {
    const fallback = display(props.default);
    const extra = fallback === undefined ? [] : [element('span', { className: ['field-default'] }, [text('default: '), element('code', {}, [text(fallback)])])];
    return [
      element('div', { className: ['field', 'response-field'] }, [
        header(stringProp(props, 'name'), undefined, stringProp(props, 'type'), booleanProp(props, 'required'), extra),
        element('div', { className: ['field-content'] }, children),
      ]),
    ];
  },
};
