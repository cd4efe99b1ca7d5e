import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx';
import { readStaticValue, type StaticScope, type StaticValue } from './read-static-value.ts';

/**
 * Reads a JSX element's attributes statically: `title="x"` and bare `open` directly, `{…}` values
 * through `readStaticValue`. Spreads and values that would need running code are dropped and
 * reported through `drop`, naming the attribute.
 */
export function readJsxAttributes(
  node: MdxJsxFlowElement | MdxJsxTextElement,
  scope: StaticScope,
  drop: (message: string) => void,
  /** Takes a `{<markup />}` value the caller can read as static markup; true when it did. */
  takeElement?: (name: string, expression: unknown) => boolean,
): Record<string, StaticValue> {
  const props: Record<string, StaticValue> = Object.create(null) as Record<string, StaticValue>;
  for (const attribute of node.attributes) {
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      drop(`the spread attribute {${attribute.value}} on <${node.name}> is ignored: it would have to run`);
      continue;
    }
    const value = attribute.value;
    if (value === null || value === undefined) props[attribute.name] = true;
    else if (typeof value === 'string') props[attribute.name] = value;
    else {
      const statement = value.data?.estree?.body[0];
      if (statement?.type !== 'ExpressionStatement') {
        drop(
          `the attribute ${attribute.name}={${value.value}} on <${node.name}> is empty or not an expression and is ignored`,
        );
        continue;
      }
      if (takeElement?.(attribute.name, statement.expression) === true) continue;
      const reading = readStaticValue(statement.expression, scope);
      if (reading.kind === 'value') props[attribute.name] = reading.value;
      else if (reading.kind === 'undefined-name')
        drop(
          `the attribute ${attribute.name}={${value.value}} on <${node.name}> refers to "${reading.name}", which is not defined, and is ignored`,
        );
      else
        drop(`the attribute ${attribute.name}={${clip(value.value)}} on <${node.name}> is ignored: ${reading.reason}`);
    }
  }
  return props;
}

function clip(value: string): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  return flat.length > 60 ? `${flat.slice(0, 57)}…` : flat;
}
