import type { PathSegment } from '@folio/diagnostics';
import { CHILD_KEYS, COLLECTION_KINDS, ELEMENT_RULES, SHARED_KEYS } from './navigation-element-rules.ts';
import type { CollectionKey, ElementKind } from './navigation-element-rules.ts';
import { isReferenceLanguageCode, REFERENCE_LANGUAGE_CODES } from './reference-language-codes.ts';
import { suggestLanguageCode } from './suggest-language-code.ts';
import { LANGUAGE_CODES } from './model/navigation.ts';
import type { PageEntry } from './model/navigation.ts';
import { isUnresolvedRef } from './unresolved-ref.ts';
import { readHref } from './validate-href.ts';
import { validateOpenApiSetting } from './validate-openapi-setting.ts';
import { validateAsyncApiSetting } from './validate-asyncapi-setting.ts';
import { validateChromeOverrides } from './validate-site-chrome.ts';
import { describeValue } from './describe-value.ts';
import { isJsonObject } from './is-json-object.ts';
import { quoteKey } from './quote-key.ts';
import { readField } from './read-field.ts';
import { readIcon } from './read-icon.ts';
import { reportUnknownKeys } from './report-unknown-keys.ts';
import { readSchemeColor } from './read-scheme-color.ts';
import type { JsonObject } from './is-json-object.ts';
import type { ValidationContext } from './validation-context.ts';

/** What an element inherits from the elements around it. */
export interface NavigationScope {
  /** An `openapi` document applies: the element's own, an ancestor's, the navigation root's or `api.openapi`. */
  hasOpenApi: boolean;
  /** The element sits in a group's `pages`, so a group here is nested (not top-level). */
  insideGroup: boolean;
}

/**
 * Validates a child collection (`tabs`, `groups`, `pages`, `menu`, …) of a navigation element.
 * Entries that fail are `null`, so indices stay those of the source.
 *
 * @returns the typed entries, or `undefined` when the collection is absent or not an array.
 */
export function validateCollection(
  ctx: ValidationContext,
  value: unknown,
  path: readonly PathSegment[],
  key: CollectionKey,
  scope: NavigationScope,
): unknown[] | undefined {
  if (value === undefined || isUnresolvedRef(value)) return undefined;
  if (!Array.isArray(value)) {
    ctx.report(
      'CONFIG_WRONG_TYPE',
      path,
      `${quoteKey(key)} must be an array, found ${describeValue(value)}`,
      `Write ${quoteKey(key)} as an array: "${key}": [ … ].`,
    );
    return undefined;
  }
  return value.map((entry, index) =>
    key === 'pages'
      ? validatePageEntry(ctx, entry, [...path, index], scope)
      : validateElement(ctx, entry, [...path, index], COLLECTION_KINDS[key], scope),
  );
}

/** A `pages` entry: a page path or operation string, or a nested group. */
function validatePageEntry(
  ctx: ValidationContext,
  value: unknown,
  path: readonly PathSegment[],
  scope: NavigationScope,
): PageEntry | null {
  if (isUnresolvedRef(value)) return null;
  if (typeof value === 'string') {
    if (value.trim() !== '') return value;
    ctx.report(
      'CONFIG_PAGE_ENTRY_INVALID',
      path,
      '`pages` entry is an empty string',
      'Write a page path such as "guides/setup", or remove the entry.',
    );
    return null;
  }
  if (isJsonObject(value) && value.group !== undefined)
    return validateElement(ctx, value, path, 'group', scope) as PageEntry | null;
  ctx.report(
    'CONFIG_PAGE_ENTRY_INVALID',
    path,
    isJsonObject(value)
      ? '`pages` entry is an object without `group`; only groups may be nested in `pages`'
      : `\`pages\` entries must be page paths (strings) or group objects, found ${describeValue(value)}`,
  );
  return null;
}

/**
 * Validates one navigation element (tab, anchor, group, menu item, …) and its children.
 * Problems are all reported; the element is `null` when its label is unusable, and invalid
 * optional fields are left out.
 */
function validateElement(
  ctx: ValidationContext,
  value: unknown,
  path: readonly PathSegment[],
  kind: ElementKind,
  scope: NavigationScope,
): JsonObject | null {
  const rule = ELEMENT_RULES[kind];
  if (isUnresolvedRef(value)) return null;
  if (!isJsonObject(value)) {
    ctx.report(
      'CONFIG_WRONG_TYPE',
      path,
      `each ${quoteKey(rule.collection)} entry must be an object with a ${quoteKey(kind)} label, found ${describeValue(value)}`,
    );
    return null;
  }

  let label = readField(ctx, value, kind, path, 'string', {
    required: `${quoteKey(rule.collection)} entry has no ${quoteKey(kind)} label`,
  });
  if (kind === 'language' && label !== undefined) label = checkLanguageCode(ctx, label, [...path, kind]);
  const noun = rule.noun.replace(/^an? /, '');
  const name = label === undefined ? `this ${noun}` : `${noun} "${label}"`;
  const result: JsonObject = {};
  if (label !== undefined) result[kind] = label;

  setIfDefined(result, 'icon', readIcon(ctx, value, path));
  for (const key of ['description', 'tag'] as const)
    setIfDefined(result, key, readField(ctx, value, key, path, 'string'));
  readField(ctx, value, 'iconType', path, 'string'); // reported when wrong, kept only in `raw`
  for (const key of ['hidden', 'default'] as const)
    setIfDefined(result, key, readField(ctx, value, key, path, 'boolean'));
  setIfDefined(result, 'href', readHref(ctx, value, path));
  if (kind === 'anchor') setIfDefined(result, 'color', readSchemeColor(ctx, value, path, 'color'));
  const openapi = validateOpenApiSetting(ctx, value.openapi, [...path, 'openapi']);
  setIfDefined(result, 'openapi', openapi);
  // `asyncapi`: channel pages are generated here, so a group may have them instead of `pages`.
  const asyncapi = validateAsyncApiSetting(ctx, value.asyncapi, [...path, 'asyncapi']);
  setIfDefined(result, 'asyncapi', asyncapi);
  const childScope: NavigationScope = {
    hasOpenApi: scope.hasOpenApi || openapi !== undefined || asyncapi !== undefined,
    insideGroup: kind === 'group',
  };

  const isUsable = kind === 'group' ? validateGroupFields(ctx, value, path, scope, childScope, result, name) : true;
  if (kind !== 'group') validateChildren(ctx, value, path, kind, childScope, result, name);
  // A language or a version may give its pages their own navbar, footer, banner and global anchors.
  if (kind === 'language' || kind === 'version') Object.assign(result, validateChromeOverrides(ctx, value, path));

  const known = new Set([kind, ...SHARED_KEYS, ...rule.extraKeys, ...CHILD_KEYS, 'menu']);
  reportUnknownKeys(ctx, value, path, known, `a ${quoteKey(rule.collection)} entry`);
  return label === undefined || !isUsable ? null : result;
}

/**
 * A group's own fields: `root`, `expanded`, and `pages` (required unless an OpenAPI document
 * generates them). Returns false when the group has no usable `pages` and nothing to generate
 * them from: it is left out.
 */
function validateGroupFields(
  ctx: ValidationContext,
  value: JsonObject,
  path: readonly PathSegment[],
  scope: NavigationScope,
  childScope: NavigationScope,
  result: JsonObject,
  name: string,
): boolean {
  const root = readField(ctx, value, 'root', path, 'string');
  if (root !== undefined && root.trim() === '') {
    ctx.report(
      'CONFIG_INVALID_VALUE',
      [...path, 'root'],
      `\`root\` of ${name} is an empty string`,
      'Write the page path the group title should open, such as "guides/overview".',
    );
  } else setIfDefined(result, 'root', root);

  const expanded = readField(ctx, value, 'expanded', path, 'boolean');
  setIfDefined(result, 'expanded', expanded);
  if (expanded !== undefined && !scope.insideGroup) {
    ctx.report(
      'CONFIG_TOP_LEVEL_EXPANDED',
      [...path, 'expanded'],
      `\`expanded\` has no effect on ${name}: top-level groups are always expanded (only groups nested in another group's \`pages\` can be collapsed)`,
    );
  }

  for (const key of [...CHILD_KEYS, 'menu'] as const) {
    if (key === 'pages' || value[key] === undefined) continue;
    ctx.report(
      'CONFIG_NAV_CHILD_NOT_ALLOWED',
      [...path, key],
      `${name} holds ${quoteKey(key)}, which is ignored: a group holds only \`pages\``,
      key === 'groups'
        ? 'Put nested groups inside `pages`: "pages": ["intro", { "group": "…", "pages": [ … ] }].'
        : 'Move this collection out of the group.',
    );
  }

  const pages = validateCollection(ctx, value.pages, [...path, 'pages'], 'pages', childScope);
  if (pages !== undefined) result.pages = pages;
  else if (!childScope.hasOpenApi) {
    if (value.pages === undefined) {
      ctx.report(
        'CONFIG_GROUP_PAGES_MISSING',
        [...path, 'pages'],
        `${name} has no \`pages\` and no \`openapi\` document is in scope: \`pages\` is required, so the group is left out`,
      );
    }
    // The reference shows an empty group; SPEC.md requires `pages`, so the group is left out
    // (COMPAT.md) and its siblings stay.
    return false;
  }
  return true;
}

/** Applies SPEC.md navigation rules 3 and 4 and the "Navigation elements" table to an element's children. */
function validateChildren(
  ctx: ValidationContext,
  value: JsonObject,
  path: readonly PathSegment[],
  kind: ElementKind,
  childScope: NavigationScope,
  result: JsonObject,
  name: string,
): void {
  const rule = ELEMENT_RULES[kind];
  let present: CollectionKey[] = CHILD_KEYS.filter((key) => value[key] !== undefined);
  const hasMenu = value.menu !== undefined;

  if (kind === 'item') {
    // Rule 4: a menu item holds only groups, pages and external links.
    for (const key of [...present, ...(hasMenu ? (['menu'] as const) : [])]) {
      if (key === 'groups' || key === 'pages') continue;
      ctx.report(
        'CONFIG_MENU_CHILD_NOT_ALLOWED',
        [...path, key],
        `${name} holds ${quoteKey(key)}, which is left out: a \`menu\` item may contain only groups, pages and external links`,
      );
    }
    present = present.filter((key) => key === 'groups' || key === 'pages');
  }

  // Rule 3: one type of child per element; the first in reference precedence wins.
  const [kept, ...ignored] = present;
  for (const key of ignored) {
    ctx.report(
      'CONFIG_NAV_MULTIPLE_CHILD_TYPES',
      [...path, key],
      `${name} holds both ${quoteKey(kept ?? '')} and ${quoteKey(key)}; an element holds one type of child, so ${quoteKey(key)} is ignored and ${quoteKey(kept ?? '')} is used`,
      `Keep one child collection: nest the ${quoteKey(key)} inside the ${quoteKey(kept ?? '')} entries, or move them to another element.`,
    );
  }
  const collections: CollectionKey[] = kept === undefined ? [] : [kept];
  if (hasMenu && kind !== 'item') {
    collections.push('menu');
    if (kept !== undefined) {
      ctx.report(
        'CONFIG_NAV_MULTIPLE_CHILD_TYPES',
        [...path, 'menu'],
        `${name} holds both ${quoteKey(kept)} and \`menu\`; an element holds one type of child`,
        `Move the ${quoteKey(kept)} into \`menu\` items, or remove \`menu\`.`,
      );
    }
  }

  for (const key of collections) {
    if (rule.children !== 'any' && !rule.children.includes(key)) {
      const allowed = rule.children.map(quoteKey).join(', ');
      ctx.report(
        'CONFIG_NAV_CHILD_NOT_ALLOWED',
        [...path, key],
        `${name} holds ${quoteKey(key)}, which SPEC.md does not list for ${rule.noun} (it lists ${allowed}); Folio keeps it, as the reference does`,
        `Use ${allowed} here, or nest the ${quoteKey(key)} where SPEC.md allows them.`,
      );
    }
    setIfDefined(result, key, validateCollection(ctx, value[key], [...path, key], key, childScope));
  }
}

/**
 * Checks `language` against the supported codes, suggesting the one most likely meant. A code of
 * the reference's wider set is kept as written with a warning naming the SPEC.md code; any other
 * code is an error and its language is left out.
 */
function checkLanguageCode(ctx: ValidationContext, code: string, path: readonly PathSegment[]): string | undefined {
  if ((LANGUAGE_CODES as readonly string[]).includes(code)) return code;
  if (isReferenceLanguageCode(code)) {
    const specCode = REFERENCE_LANGUAGE_CODES[code];
    ctx.report(
      'CONFIG_LANGUAGE_NOT_IN_SPEC',
      path,
      specCode === undefined
        ? `language "${code}" is not one of SPEC.md's language codes, which list none for this language; it is built as "${code}"`
        : `language "${code}" is not one of SPEC.md's language codes; SPEC.md writes this language "${specCode}". It is built as "${code}"`,
      specCode === undefined ? 'Keep the code, or use one SPEC.md lists.' : `Write "language": "${specCode}".`,
    );
    return code;
  }
  const suggestion = suggestLanguageCode(code);
  ctx.report(
    'CONFIG_LANGUAGE_UNKNOWN',
    path,
    `language "${code}" is not a supported language code${suggestion === undefined ? '' : `; did you mean "${suggestion}"?`}`,
    suggestion === undefined ? undefined : `Write "language": "${suggestion}".`,
  );
  return undefined;
}

function setIfDefined(target: JsonObject, key: string, value: unknown): void {
  if (value !== undefined) target[key] = value;
}
