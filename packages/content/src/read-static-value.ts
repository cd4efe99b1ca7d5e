import type { Expression, Node } from 'estree';

/** A value Folio can read from MDX source without running it. */
export type StaticValue = string | number | boolean | null | StaticValue[] | { [key: string]: StaticValue };

/** Names visible to an expression: literal exports of the page and literal snippet props. */
export type StaticScope = ReadonlyMap<string, StaticValue>;

/** What reading an expression gave: a value, an unknown name, or code that would have to run. */
export type StaticReading =
  | { kind: 'value'; value: StaticValue }
  | { kind: 'undefined-name'; name: string }
  | { kind: 'dynamic'; reason: string };

/** Deep expressions are refused rather than recursed into (`[[[[…]]]]` attribute values). */
const MAX_DEPTH = 64;

/**
 * Reads the value of an expression statically from its syntax tree: literals, template strings,
 * arrays and objects of those, negative numbers, and names (or `a.b` members) bound in `scope`.
 * Anything else — calls, operators, `process.env` — is reported as dynamic and never evaluated.
 */
export function readStaticValue(node: Node, scope: StaticScope): StaticReading {
  return read(node, scope, 0);
}

function read(node: Node, scope: StaticScope, depth: number): StaticReading {
  if (depth > MAX_DEPTH) return dynamic('the value is nested too deeply');
  switch (node.type) {
    case 'Literal':
      if ('regex' in node || 'bigint' in node) return dynamic('regular expressions and bigints are not read');
      return { kind: 'value', value: node.value as StaticValue };
    case 'TemplateLiteral': {
      let out = '';
      for (let index = 0; index < node.quasis.length; index++) {
        out += node.quasis[index]?.value.cooked ?? '';
        const expression = node.expressions[index];
        if (expression === undefined) continue;
        const part = read(expression, scope, depth + 1);
        if (part.kind !== 'value') return part;
        if (typeof part.value === 'object' && part.value !== null)
          return dynamic('a template string inserts an object');
        out += String(part.value);
      }
      return { kind: 'value', value: out };
    }
    case 'ArrayExpression': {
      const items: StaticValue[] = [];
      for (const item of node.elements) {
        if (item === null || item.type === 'SpreadElement') return dynamic('arrays with holes or spreads are not read');
        const value = read(item, scope, depth + 1);
        if (value.kind !== 'value') return value;
        items.push(value.value);
      }
      return { kind: 'value', value: items };
    }
    case 'ObjectExpression': {
      const object: { [key: string]: StaticValue } = Object.create(null) as { [key: string]: StaticValue };
      for (const property of node.properties) {
        if (property.type !== 'Property' || property.computed || property.kind !== 'init' || property.method) {
          return dynamic('objects with spreads, computed keys, getters or methods are not read');
        }
        const key =
          property.key.type === 'Identifier'
            ? property.key.name
            : property.key.type === 'Literal'
              ? String(property.key.value)
              : undefined;
        if (key === undefined) return dynamic('unsupported object key');
        const value = read(property.value, scope, depth + 1);
        if (value.kind !== 'value') return value;
        object[key] = value.value;
      }
      return { kind: 'value', value: object };
    }
    case 'UnaryExpression': {
      const argument = read(node.argument, scope, depth + 1);
      if (argument.kind !== 'value') return argument;
      if (typeof argument.value === 'number' && (node.operator === '-' || node.operator === '+')) {
        return { kind: 'value', value: node.operator === '-' ? -argument.value : argument.value };
      }
      if (node.operator === '!' && typeof argument.value === 'boolean')
        return { kind: 'value', value: !argument.value };
      return dynamic(`the operator "${node.operator}" is not evaluated`);
    }
    case 'Identifier': {
      if (node.name === 'undefined') return { kind: 'value', value: null };
      const value = scope.get(node.name);
      return value === undefined ? { kind: 'undefined-name', name: node.name } : { kind: 'value', value };
    }
    case 'MemberExpression': {
      if (node.object.type === 'Super') return dynamic('super is not read');
      const object = read(node.object, scope, depth + 1);
      if (object.kind !== 'value') return object;
      let key: string | undefined;
      if (!node.computed && node.property.type === 'Identifier') key = node.property.name;
      else if (node.computed && node.property.type === 'Literal') key = String(node.property.value);
      if (key === undefined || typeof object.value !== 'object' || object.value === null)
        return dynamic('member access is not evaluated');
      // Own properties only: `x.constructor` or `x.__proto__` must never reach into JavaScript itself.
      if (!Object.hasOwn(object.value, key)) return dynamic(`"${key}" is not a property of the value`);
      const value = (object.value as Record<string, StaticValue>)[key];
      return value === undefined ? dynamic(`"${key}" is not a property of the value`) : { kind: 'value', value };
    }
    case 'ChainExpression':
      return read(node.expression, scope, depth + 1);
    default:
      return dynamic(`${describe(node as Expression)} would have to run`);
  }
}

function dynamic(reason: string): StaticReading {
  return { kind: 'dynamic', reason };
}

function describe(node: Expression): string {
  switch (node.type) {
    case 'CallExpression':
      return 'a function call';
    case 'ArrowFunctionExpression':
    case 'FunctionExpression':
      return 'a function';
    case 'JSXElement' as string:
    case 'JSXFragment' as string:
      return 'JSX';
    default:
      return `an expression (${node.type})`;
  }
}
