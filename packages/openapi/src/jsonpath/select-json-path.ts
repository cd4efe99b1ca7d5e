import type { FilterTest, JsonPathSegment, JsonPathSelector } from './parse-json-path.ts';

/** A node a query selected: its value and where it sits (`parent[key]`; the root has no parent). */
export interface SelectedNode {
  value: unknown;
  parent: Record<string, unknown> | unknown[] | null;
  key: string | number | null;
}

/** Thrown when a query visits more nodes than its budget allows. */
export class JsonPathBudgetError extends Error {}

/** Counts the nodes visited by queries, across every query that shares it. */
export interface VisitBudget {
  remaining: number;
}

/**
 * Evaluates a parsed query against a JSON value (RFC 9535 semantics for the supported subset):
 * nodes in document order, duplicates kept as the RFC keeps them. Only own properties are ever
 * read, so `__proto__` or `constructor` name data, never the prototype. Every node visited costs
 * one from `budget`; running out throws `JsonPathBudgetError` (a `..` over a huge document, many times).
 */
export function selectJsonPath(
  root: unknown,
  segments: readonly JsonPathSegment[],
  budget: VisitBudget,
): SelectedNode[] {
  let nodes: SelectedNode[] = [{ value: root, parent: null, key: null }];
  for (const segment of segments) {
    const next: SelectedNode[] = [];
    for (const node of nodes) {
      const scope = segment.descendant ? descendantsOrSelf(node, budget) : [node];
      for (const each of scope) select(each.value, segment.selector, next, budget);
    }
    nodes = next;
  }
  return nodes;
}

function spend(budget: VisitBudget, count = 1): void {
  budget.remaining -= count;
  if (budget.remaining < 0) throw new JsonPathBudgetError('the query visits too many nodes');
}

/** Children of `value` (an object's members, an array's items), as nodes. */
function children(value: unknown): SelectedNode[] {
  if (Array.isArray(value)) return value.map((item, index) => ({ value: item, parent: value, key: index }));
  if (isObject(value)) return Object.keys(value).map((key) => ({ value: value[key], parent: value, key }));
  return [];
}

function descendantsOrSelf(node: SelectedNode, budget: VisitBudget): SelectedNode[] {
  const result: SelectedNode[] = [];
  // Iterative pre-order walk: a deep document must not overflow the stack.
  const stack: SelectedNode[] = [node];
  while (stack.length > 0) {
    const current = stack.pop()!;
    spend(budget);
    result.push(current);
    const kids = children(current.value);
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]!);
  }
  return result;
}

function select(value: unknown, selector: JsonPathSelector, out: SelectedNode[], budget: VisitBudget): void {
  switch (selector.kind) {
    case 'name':
      if (isObject(value) && Object.hasOwn(value, selector.name))
        out.push({ value: value[selector.name], parent: value, key: selector.name });
      spend(budget);
      return;
    case 'index': {
      if (!Array.isArray(value)) return;
      const index = selector.index < 0 ? value.length + selector.index : selector.index;
      if (index >= 0 && index < value.length) out.push({ value: value[index], parent: value, key: index });
      spend(budget);
      return;
    }
    case 'wildcard': {
      const kids = children(value);
      spend(budget, kids.length);
      out.push(...kids);
      return;
    }
    case 'filter': {
      const kids = children(value);
      spend(budget, kids.length);
      for (const kid of kids) if (selector.tests.every((test) => passes(kid.value, test))) out.push(kid);
    }
  }
}

function passes(value: unknown, test: FilterTest): boolean {
  let current: unknown = value;
  for (const step of test.path) {
    if (typeof step === 'number' && Array.isArray(current)) {
      const index = step < 0 ? current.length + step : step;
      if (index < 0 || index >= current.length) return test.op === '!=';
      current = current[index];
    } else if (typeof step === 'string' && isObject(current) && Object.hasOwn(current, step)) {
      current = current[step];
    } else {
      // Nothing there: `==` is false, `!=` true (RFC 9535: "Nothing" differs from every value).
      return test.op === '!=';
    }
  }
  if (test.op === 'exists') return true;
  const equal = current === test.value;
  return test.op === '==' ? equal : !equal;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
