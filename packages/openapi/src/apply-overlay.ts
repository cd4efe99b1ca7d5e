import { createDiagnostic, formatJsonPath, type Diagnostic, type PathSegment } from '@folio/diagnostics';
import { openapiCodes } from './codes.ts';
import { JsonPathSyntaxError, parseJsonPath } from './jsonpath/parse-json-path.ts';
import {
  JsonPathBudgetError,
  selectJsonPath,
  type SelectedNode,
  type VisitBudget,
} from './jsonpath/select-json-path.ts';
import type { ParsedSpecText } from './parse-spec-text.ts';

/** Limits of one overlay. */
export interface OverlayLimits {
  /** Most actions read from one overlay. */
  maxActions: number;
  /** Most nodes the targets of all actions may visit together. */
  maxVisits: number;
  /** Most nodes the updates may add together (an update's size times the nodes it is merged into). */
  maxAddedNodes: number;
}

type OverlayCode = 'OPENAPI_OVERLAY_INVALID' | 'OPENAPI_OVERLAY_NO_MATCH' | 'OPENAPI_OVERLAY_TOO_LARGE';

const DEFAULT_OVERLAY_LIMITS: OverlayLimits = { maxActions: 10_000, maxVisits: 5_000_000, maxAddedNodes: 1_000_000 };

/**
 * Applies an OpenAPI Overlay 1.0 document (`overlay: 1.0.x`, `info`, `actions`) to `document`, in
 * place, action by action: each `target` (a JSONPath) selects nodes; `remove: true` takes them out of
 * their object or array; otherwise `update` is deep-merged into each selected object (its members
 * replace or extend the node's; nested objects merge) or appended to each selected array.
 *
 * Never throws for bad content. A malformed overlay applies nothing; a malformed action is skipped;
 * a target that selects nothing is a warning; each diagnostic names the overlay file, the JSON path
 * in it and its line:column. Past `limits`, the remaining actions are skipped with an error.
 */
export function applyOverlay(
  document: Record<string, unknown>,
  overlay: ParsedSpecText,
  file: string,
  limits: OverlayLimits = DEFAULT_OVERLAY_LIMITS,
): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const report = (code: OverlayCode, path: readonly PathSegment[], message: string, hint?: string) => {
    const position = overlay.locate(path);
    diagnostics.push(
      createDiagnostic(openapiCodes, code, {
        message: `overlay "${file}": ${message}`,
        file,
        ...(path.length === 0 ? {} : { path: formatJsonPath(path) }),
        ...(position === undefined ? {} : { line: position.line, column: position.column }),
        ...(hint === undefined ? {} : { hint }),
      }),
    );
  };

  const root = overlay.value;
  if (!isObject(root) || typeof root.overlay !== 'string' || !/^1\.0(\.\d+)?$/.test(root.overlay)) {
    report(
      'OPENAPI_OVERLAY_INVALID',
      isObject(root) ? ['overlay'] : [],
      'is not an OpenAPI Overlay 1.0 document: it needs `overlay: 1.0.0` at the top level',
      'Start the file with `overlay: 1.0.0`, an `info` object (`title`, `version`) and an `actions` list.',
    );
    return diagnostics;
  }
  const actions = root.actions;
  if (!Array.isArray(actions) || actions.length === 0) {
    report(
      'OPENAPI_OVERLAY_INVALID',
      Array.isArray(actions) ? ['actions'] : [],
      '`actions` must be a list of at least one action',
    );
    return diagnostics;
  }
  const budget: VisitBudget = { remaining: limits.maxVisits };
  let added = 0;
  for (const [index, action] of actions.entries()) {
    const at: PathSegment[] = ['actions', index];
    if (index >= limits.maxActions) {
      report(
        'OPENAPI_OVERLAY_TOO_LARGE',
        at,
        `has ${actions.length} actions; only the first ${limits.maxActions} are applied`,
        'Split the overlay into several files.',
      );
      break;
    }
    if (!isObject(action) || typeof action.target !== 'string') {
      report(
        'OPENAPI_OVERLAY_INVALID',
        isObject(action) ? [...at, 'target'] : at,
        `action ${index} has no \`target\` string; it is skipped`,
        "Give every action a `target` JSONPath such as `$.paths['/pets'].get`.",
      );
      continue;
    }
    const remove = action.remove;
    if (remove !== undefined && typeof remove !== 'boolean') {
      report(
        'OPENAPI_OVERLAY_INVALID',
        [...at, 'remove'],
        `\`remove\` must be true or false; action ${index} is skipped`,
      );
      continue;
    }
    const hasUpdate = Object.hasOwn(action, 'update');
    if (remove !== true && !hasUpdate) {
      report(
        'OPENAPI_OVERLAY_INVALID',
        at,
        `action ${index} has neither \`update\` nor \`remove: true\`; it does nothing`,
      );
      continue;
    }
    let nodes: SelectedNode[];
    try {
      nodes = selectJsonPath(document, parseJsonPath(action.target), budget);
    } catch (error) {
      if (error instanceof JsonPathBudgetError) {
        report(
          'OPENAPI_OVERLAY_TOO_LARGE',
          [...at, 'target'],
          `the targets visit more than ${limits.maxVisits} nodes of the document; action ${index} and the rest are skipped`,
          'Use narrower targets than `$..` over the whole document.',
        );
        break;
      }
      if (!(error instanceof JsonPathSyntaxError)) throw error;
      report(
        'OPENAPI_OVERLAY_INVALID',
        [...at, 'target'],
        `\`target\` ${JSON.stringify(action.target)} is not a JSONPath Folio reads (at character ${error.offset + 1}: ${error.message}); action ${index} is skipped`,
        "Folio reads `$`, `.name`, `['name']`, `[0]`, `*`, `..` and filters such as `[?@.name == 'id']`.",
      );
      continue;
    }
    if (nodes.length === 0) {
      report(
        'OPENAPI_OVERLAY_NO_MATCH',
        [...at, 'target'],
        `\`target\` ${JSON.stringify(action.target)} selects nothing in the document`,
      );
      continue;
    }
    if (remove === true) {
      removeNodes(nodes);
      continue;
    }
    const update = action.update;
    const cost = countNodes(update) * nodes.length;
    if (added + cost > limits.maxAddedNodes) {
      report(
        'OPENAPI_OVERLAY_TOO_LARGE',
        [...at, 'update'],
        `the updates would add more than ${limits.maxAddedNodes} values to the document; action ${index} and the rest are skipped`,
      );
      break;
    }
    added += cost;
    const misfits = nodes.filter((node) => !mergeInto(node.value, update));
    if (misfits.length > 0) {
      report(
        'OPENAPI_OVERLAY_INVALID',
        [...at, 'update'],
        `\`update\` must be an object merged into objects, or a value appended to arrays; ${misfits.length} of the ${nodes.length} selected nodes ${misfits.length === 1 ? 'is' : 'are'} neither (or the update is not an object)`,
      );
    }
  }
  return diagnostics;
}

/** Merges `update` into `target` (object into object, recursively; anything appended to an array). */
function mergeInto(target: unknown, update: unknown): boolean {
  if (Array.isArray(target)) {
    target.push(structuredClone(update));
    return true;
  }
  if (!isObject(target) || !isObject(update)) return false;
  for (const key of Object.keys(update)) {
    const value = update[key];
    // Own properties only, defined rather than assigned: a `__proto__` key is data, never the prototype.
    if (Object.hasOwn(target, key) && isObject(target[key]) && isObject(value)) mergeInto(target[key], value);
    else
      Object.defineProperty(target, key, {
        value: structuredClone(value),
        writable: true,
        enumerable: true,
        configurable: true,
      });
  }
  return true;
}

/** Removes each node from its parent; array items from the highest index down, so indices hold. */
function removeNodes(nodes: readonly SelectedNode[]): void {
  const fromArrays = new Map<unknown[], Set<number>>();
  for (const node of nodes) {
    if (Array.isArray(node.parent) && typeof node.key === 'number') {
      const indices = fromArrays.get(node.parent) ?? new Set<number>();
      indices.add(node.key);
      fromArrays.set(node.parent, indices);
    } else if (isObject(node.parent) && typeof node.key === 'string') {
      delete node.parent[node.key];
    }
  }
  for (const [array, indices] of fromArrays)
    for (const index of [...indices].sort((a, b) => b - a)) array.splice(index, 1);
}

function countNodes(value: unknown): number {
  let count = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    count++;
    if (Array.isArray(current)) stack.push(...current);
    else if (isObject(current)) stack.push(...Object.values(current));
  }
  return count;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
