import type { PhrasingContent } from 'mdast';
import { booleanProp, stringProp } from '../components/prop-readers.ts';
import type { StaticValue } from '../read-static-value.ts';
import type { MarkdownComponent, MarkdownComponentInput } from './markdown-component.ts';
import { list, paragraph, text } from './mdast-nodes.ts';

const LOCATIONS = ['path', 'body', 'query', 'header'] as const;

/** `pre`/`post` labels of a field (`["nullable"]`). */
function labels(value: StaticValue | undefined): string[] {
  const all = Array.isArray(value) ? value : [value];
  return all.filter((label): label is string => typeof label === 'string' && label.trim() !== '');
}

/**
 * A field as an entry of a definition list: `` `name` (type, query, required, default: `10`): ``
 * followed by its description and, nested, its `Expandable` properties.
 */
function field(input: MarkdownComponentInput, name: string | undefined, location: string | undefined) {
  const { props } = input;
  const facts: PhrasingContent[][] = [
    ...labels(props.pre).map((label) => [text(label)]),
    ...(stringProp(props, 'type') === undefined ? [] : [[text(stringProp(props, 'type') as string)]]),
    ...labels(props.post).map((label) => [text(label)]),
    ...(location === undefined ? [] : [[text(location)]]),
    ...(booleanProp(props, 'required') ? [[text('required')]] : []),
    ...(booleanProp(props, 'deprecated') ? [[text('deprecated')]] : []),
    ...(props.default === undefined
      ? []
      : [
          [
            text('default: '),
            {
              type: 'inlineCode' as const,
              value: typeof props.default === 'string' ? props.default : JSON.stringify(props.default),
            },
          ],
        ]),
  ];
  const head: PhrasingContent[] = name === undefined ? [] : [{ type: 'inlineCode', value: name }];
  if (facts.length > 0) {
    head.push(text(head.length === 0 ? '(' : ' ('));
    for (const [index, fact] of facts.entries()) head.push(...(index === 0 ? [] : [text(', ')]), ...fact);
    head.push(text(')'));
  }
  const [first, ...rest] = input.blocks();
  const content =
    first?.type === 'paragraph'
      ? [paragraph([...head, ...(head.length === 0 ? [] : [text(': ')]), ...first.children]), ...rest]
      : [...(head.length === 0 ? [] : [paragraph(head)]), ...(first === undefined ? [] : [first]), ...rest];
  return content.length === 0 ? [] : [list([content], 'fields')];
}

/**
 * API fields as definition lists: each `ParamField` (`Param`) and `ResponseField` an entry with its
 * name, type, location, `required`, `deprecated` and default; a run of fields is one list.
 */
export const fieldMarkdown: Record<string, MarkdownComponent> = {
  ParamField: (input) => {
    const location = LOCATIONS.find((candidate) => input.props[candidate] !== undefined);
    return field(input, location === undefined ? undefined : stringProp(input.props, location), location);
  },
  ResponseField: (input) => field(input, stringProp(input.props, 'name'), undefined),
};

fieldMarkdown.Param = fieldMarkdown.ParamField!;
