import type { Expression, Node } from 'estree';

/**
 * A `{user.…}` value of the format: a signed-in reader's claim, filled in by the browser. `path`
 * is the claim's dotted name (`firstName`, `org.plan`), `fallback` the text shown until then and
 * whenever the reader has no such claim.
 */
export interface UserValue {
  path: string;
  fallback: string;
}

/** The names the format gives the reader's data in MDX: `user`, and the older `userContext`. */
const USER_ROOTS: ReadonlySet<string> = new Set(['user', 'userContext']);

/** A claim name: a plain JavaScript identifier, nothing that could name a built-in property. */
const CLAIM_NAME = /^[A-Za-z_$][\w$]{0,63}$/;

/**
 * Names every object has (`constructor`, `__proto__`, `toString`…): never a claim, so a page
 * cannot make the browser read a property of JavaScript itself.
 */
const BUILT_IN_NAMES: ReadonlySet<string> = new Set([
  ...Object.getOwnPropertyNames(Object.prototype),
  'prototype',
  '__proto__',
]);

/** `{user.a.b.c.d}` at most: deeper claims are not a personalisation anybody writes. */
const MAX_PATH_LENGTH = 4;

/**
 * Recognises the one shape of `{user.*}` Folio renders, without evaluating anything: a member chain
 * of plain names on `user` (`user.firstName`, `user?.org?.plan`), optionally followed by `??` or
 * `||` and a literal fallback (`user.firstName ?? "there"`). Anything else — computed members
 * (`user["x"]`), calls (`user.x()`), built-in names (`user.constructor`), other operators — is
 * `undefined`, and stays an unevaluated expression.
 */
export function readUserValue(expression: Expression): UserValue | undefined {
  if (expression.type === 'LogicalExpression' && (expression.operator === '??' || expression.operator === '||')) {
    const fallback = literalText(expression.right);
    const path = readUserPath(expression.left);
    return fallback === undefined || path === undefined ? undefined : { path, fallback };
  }
  const path = readUserPath(expression);
  return path === undefined ? undefined : { path, fallback: '' };
}

/** Whether an expression starts at the name `user` (or `userContext`): `user.x`, `user["x"]`, `user.x()`. */
export function startsWithUser(expression: Node): boolean {
  let node: Node = expression;
  for (;;) {
    if (node.type === 'Identifier') return USER_ROOTS.has(node.name);
    if (node.type === 'ChainExpression') node = node.expression;
    else if (node.type === 'MemberExpression') node = node.object;
    else if (node.type === 'CallExpression') node = node.callee;
    else if (node.type === 'LogicalExpression') node = node.left;
    else return false;
  }
}

function readUserPath(expression: Node): string | undefined {
  const names: string[] = [];
  let node: Node = expression.type === 'ChainExpression' ? expression.expression : expression;
  while (node.type === 'MemberExpression') {
    if (node.computed || node.property.type !== 'Identifier') return undefined;
    const name = node.property.name;
    if (!CLAIM_NAME.test(name) || BUILT_IN_NAMES.has(name)) return undefined;
    names.unshift(name);
    node = node.object;
  }
  if (node.type !== 'Identifier' || !USER_ROOTS.has(node.name)) return undefined;
  if (names.length === 0 || names.length > MAX_PATH_LENGTH) return undefined;
  return names.join('.');
}

/** A fallback written as a string, a template without `${}`, or a number. */
function literalText(node: Node): string | undefined {
  if (node.type === 'Literal') {
    if (typeof node.value === 'string') return node.value;
    if (typeof node.value === 'number' && !('bigint' in node)) return String(node.value);
    return undefined;
  }
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0)
    return node.quasis[0]?.value.cooked ?? undefined;
  return undefined;
}
