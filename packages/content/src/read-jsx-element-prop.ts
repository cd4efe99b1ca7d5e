import type { ElementContent } from 'hast';
import type { ContentCode } from './codes.ts';
import { text } from './hast-builders.ts';
import type { StaticValue } from './read-static-value.ts';
import { renderRawElement } from './render-raw-element.ts';

/** The parts of an estree JSX node this reader looks at (the `estree` types do not name JSX). */
interface JsxNode {
  type: string;
  name?: { type: string; name?: string; namespace?: { name: string } };
  openingElement?: { name: { type: string; name?: string }; attributes: JsxAttribute[] };
  children?: JsxNode[];
  value?: unknown;
  expression?: { type: string; value?: unknown };
}

interface JsxAttribute {
  type: string;
  name: { type: string; name?: string; namespace?: { name: string } };
  value: { type: string; value?: unknown; expression?: { type: string; value?: unknown } } | null;
}

/** Deep markup is refused rather than recursed into. */
const MAX_DEPTH = 32;

/**
 * Reads a JSX element given as an attribute value (`<Card icon={<svg …>…</svg>}>`, 83 cards in
 * one real repository) as static markup, when it is only lowercase HTML/SVG tags with literal
 * attributes and text: nothing runs. The elements go through `renderRawElement`, so the same
 * rules as raw HTML in a page apply (no scripts, no event handlers), and the page is sanitised
 * afterwards. `undefined` when the value is not static markup (a component, an expression).
 */
export function readJsxElementProp(
  expression: unknown,
  warn: (code: ContentCode, message: string) => void,
): ElementContent[] | undefined {
  const node = expression as JsxNode;
  if (node?.type !== 'JSXElement' && node?.type !== 'JSXFragment') return undefined;
  return convert(node, warn, 0);
}

function convert(
  node: JsxNode,
  warn: (code: ContentCode, message: string) => void,
  depth: number,
): ElementContent[] | undefined {
  if (depth > MAX_DEPTH) return undefined;
  if (node.type === 'JSXText')
    return typeof node.value === 'string' && node.value.trim() !== '' ? [text(node.value)] : [];
  if (node.type === 'JSXExpressionContainer') {
    // `{' '}` and `{/* comment */}` only.
    const inner = node.expression;
    if (inner?.type === 'JSXEmptyExpression') return [];
    if (inner?.type === 'Literal' && typeof inner.value === 'string') return [text(inner.value)];
    return undefined;
  }
  const children: ElementContent[] = [];
  for (const child of node.children ?? []) {
    const converted = convert(child, warn, depth + 1);
    if (converted === undefined) return undefined;
    children.push(...converted);
  }
  if (node.type === 'JSXFragment') return children;
  if (node.type !== 'JSXElement' || node.openingElement === undefined) return undefined;
  const name = node.openingElement.name;
  // Lowercase tags only: a capitalised name is a component, which would have to run.
  if (name.type !== 'JSXIdentifier' || name.name === undefined || !/^[a-z]/.test(name.name)) return undefined;
  const props: Record<string, StaticValue> = {};
  for (const attribute of node.openingElement.attributes) {
    if (attribute.type !== 'JSXAttribute') return undefined;
    const key =
      attribute.name.type === 'JSXNamespacedName'
        ? `${attribute.name.namespace?.name}:${attribute.name.name}`
        : attribute.name.name;
    if (key === undefined || key.includes(':')) continue;
    const value = attribute.value;
    if (value === null) props[key] = true;
    else if (value.type === 'Literal' && (typeof value.value === 'string' || typeof value.value === 'number'))
      props[key] = value.value;
    else if (
      value.type === 'JSXExpressionContainer' &&
      value.expression?.type === 'Literal' &&
      (typeof value.expression.value === 'string' || typeof value.expression.value === 'number')
    ) {
      props[key] = value.expression.value;
    } else return undefined;
  }
  return renderRawElement(name.name, props, children, warn);
}
