import type { PathSegment } from '@folio/diagnostics';
import { generateOperationGroups } from './generate-operation-groups.ts';
import { generateChannelGroups } from './generate-channel-groups.ts';
import { guardElement } from './guard-element.ts';
import { childKeyOf } from './child-key-of.ts';
import type { NavigationContext } from './navigation-context.ts';
import { normalisePagePath } from './normalise-page-path.ts';
import { resolveOpenApiScope, type OpenApiScope } from './openapi-scope.ts';
import { reportBrokenSpecs } from './report-broken-specs.ts';
import { resolvePageEntry } from './resolve-page-entry.ts';

/** Where an element sits: its JSON path, the scope it inherits, and whether it is a group (nested or not). */
export interface ElementPosition {
  segments: PathSegment[];
  scope: OpenApiScope | undefined;
  isGroup: boolean;
  /**
   * True for a group inside a group: only those can collapse (SPEC.md "Group behaviour" 3).
   * `expanded` on a top-level group is kept in the output, as the reference keeps it, and
   * @folio/docs-config warns that it has no effect (CONFIG_TOP_LEVEL_EXPANDED).
   */
  isNestedGroup: boolean;
}

type NavElement = Record<string, unknown>;

const NAME_KEYS = ['group', 'tab', 'anchor', 'dropdown', 'product', 'version', 'language', 'item'];
const CHILD_KEYS = new Set([
  'products',
  'languages',
  'versions',
  'tabs',
  'dropdowns',
  'anchors',
  'groups',
  'pages',
  'menu',
]);

/**
 * Resolves one navigation element (the root, a tab, anchor, group, menu item, …) into the output
 * shape: its name and icon first, other keys as written, then the one child collection that
 * applies (entries resolved, `null`s skipped, generated groups appended), then its `openapi`
 * setting normalised. `root` is resolved to a page path that must exist.
 */
export function resolveElement(element: NavElement, position: ElementPosition, context: NavigationContext): NavElement {
  const { segments, isGroup } = position;
  let scope = position.scope;
  if (element.openapi !== undefined) {
    const own = resolveOpenApiScope(element.openapi, element, [...segments, 'openapi'], context.specs, true);
    if (own !== undefined) {
      reportBrokenSpecs(own, context);
      context.scopes.push(own);
      scope = own;
    }
  }
  const out: NavElement = {};
  const nameKey = NAME_KEYS.find((key) => key in element);
  if (nameKey !== undefined) out[nameKey] = element[nameKey];
  if ('global' in element) out.global = copyGlobal(element.global);
  if ('icon' in element) out.icon = element.icon;
  for (const [key, value] of Object.entries(element)) {
    if (key === nameKey || key === 'global' || key === 'icon' || key === 'openapi' || CHILD_KEYS.has(key)) continue;
    if (key === 'root' && isGroup) {
      const root = resolveRoot(value, [...segments, 'root'], context);
      if (root !== undefined) out.root = root;
    } else {
      out[key] = value;
    }
  }

  const childKey = isGroup ? (Array.isArray(element.pages) ? 'pages' : undefined) : childKeyOf(element);
  let children: unknown[] | undefined;
  if (childKey === 'pages') {
    children = resolvePages(element.pages as unknown[], [...segments, 'pages'], scope, isGroup, context);
  } else if (childKey !== undefined) {
    const entries = element[childKey];
    children = (Array.isArray(entries) ? entries : []).flatMap((child, index) => {
      if (!isObject(child)) return [];
      const at = [...segments, childKey, index];
      const resolved = guardElement(at, context, () =>
        resolveElement(child, { segments: at, scope, isGroup: childKey === 'groups', isNestedGroup: false }, context),
      );
      return resolved === undefined ? [] : [resolved];
    });
  }

  const pageless = isGroup && childKey === undefined;
  // A scope whose documents are all unusable was reported where it is set: generate nothing.
  const generates =
    scope !== undefined &&
    scope.specs.length > 0 &&
    (scope.owner === element
      ? !context.listed.has(element) && !context.delegated.has(element)
      : pageless && !context.listed.has(scope.owner));
  const target = isGroup ? 'pages' : (childKey ?? 'groups');
  if (generates && scope !== undefined) {
    if (target === 'pages' || target === 'groups') {
      const at = scope.owner === element ? scope.settingPath : segments;
      const generated = guardElement(at, context, () => generateOperationGroups(scope, at, context)) ?? [];
      children = [...(children ?? []), ...generated];
    } else {
      context.report(
        'NAV_OPENAPI_NOT_GENERATED',
        scope.settingPath,
        `\`openapi\` is set on an element holding ${target}, so its pages have no place in navigation and none are generated here`,
      );
    }
  } else if (pageless && scope === undefined && element.asyncapi === undefined) {
    context.report(
      'NAV_OPENAPI_NOT_IN_SCOPE',
      segments,
      `group "${String(element.group)}" has no \`pages\` and no OpenAPI document in scope to generate them from`,
      'add `pages` to the group, or define `openapi` on the group or a parent',
    );
    children = [];
  }
  // `asyncapi`: channel pages go after the element's own pages (groups) or groups (other elements).
  if (element.asyncapi !== undefined && (isGroup || target === 'groups')) {
    const channels =
      guardElement(segments, context, () => generateChannelGroups(element.asyncapi, segments, context)) ?? [];
    children = [...(children ?? []), ...channels];
  } else if (element.asyncapi !== undefined) {
    context.report(
      'NAV_ASYNCAPI_NOT_GENERATED',
      [...segments, 'asyncapi'],
      `\`asyncapi\` is set on an element holding ${target}, so its channel pages have no place in navigation and none are generated here`,
    );
  }
  // Groups always come out with `pages`, even when nothing could be generated into them.
  if (children === undefined && isGroup) children = [];
  if (children !== undefined) out[target] = children;
  if (scope !== undefined && scope.owner === element) out.openapi = scope.normalised;
  return out;
}

function resolvePages(
  entries: unknown[],
  segments: PathSegment[],
  scope: OpenApiScope | undefined,
  parentIsGroup: boolean,
  context: NavigationContext,
): unknown[] {
  const out: unknown[] = [];
  entries.forEach((entry, index) => {
    const at = [...segments, index];
    if (typeof entry === 'string') {
      const path = guardElement(at, context, () => resolvePageEntry(entry, at, scope, context));
      if (path !== undefined) out.push(path);
    } else if (isObject(entry)) {
      const resolved = guardElement(at, context, () =>
        resolveElement(entry, { segments: at, scope, isGroup: true, isNestedGroup: parentIsGroup }, context),
      );
      if (resolved !== undefined) out.push(resolved);
    }
  });
  return out;
}

function resolveRoot(value: unknown, segments: PathSegment[], context: NavigationContext): string | undefined {
  if (typeof value !== 'string') return undefined;
  const normalised = normalisePagePath(value);
  if (normalised.ok && context.registry.file(normalised.path) !== undefined) {
    context.registry.show(normalised.path);
    return normalised.path;
  }
  context.report(
    normalised.ok ? 'NAV_PAGE_NOT_FOUND' : 'NAV_PAGE_OUTSIDE_REPO',
    segments,
    normalised.ok
      ? `root page "${normalised.path}" of the group does not exist`
      : `root page "${value}" points outside the repository`,
    normalised.ok ? `create ${normalised.path}.mdx, or correct \`root\`` : undefined,
  );
  return undefined;
}

function copyGlobal(global: unknown): unknown {
  if (!isObject(global) || !Array.isArray(global.anchors)) return global;
  return { ...global, anchors: global.anchors.filter(isObject).map(nameAndIconFirst) };
}

function nameAndIconFirst(anchor: NavElement): NavElement {
  const { anchor: name, icon, ...rest } = anchor;
  return { anchor: name, ...(icon === undefined ? {} : { icon }), ...rest };
}

function isObject(value: unknown): value is NavElement {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
