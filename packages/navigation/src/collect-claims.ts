import { parseOperationRef } from '@folio/openapi';
import { childKeyOf } from './child-key-of.ts';

/** Which `openapi` settings must not bulk-generate pages where they are set, and why. */
export interface Claims {
  /** Owners (elements with their own `openapi`, or the `api` object) some descendant lists operations under. */
  listed: Set<object>;
  /** Owners with a descendant group without `pages` that inherits their document and generates it itself. */
  delegated: Set<object>;
}

/**
 * Walks the navigation once before resolving it, because SPEC.md "The `openapi` navigation
 * property" 4 makes generation at an element depend on what its descendants list: any operation
 * entry below the element whose document it sets (the nearest owner) suppresses generation there.
 */
export function collectClaims(navigation: unknown, apiOwner: object | undefined): Claims {
  const claims: Claims = { listed: new Set(), delegated: new Set() };
  visit(navigation, apiOwner, false, claims);
  return claims;
}

function visit(element: unknown, inherited: object | undefined, isGroup: boolean, claims: Claims): void {
  if (!isObject(element)) return;
  const owner = element.openapi !== undefined ? element : inherited;
  const key = isGroup ? (Array.isArray(element.pages) ? 'pages' : undefined) : childKeyOf(element);
  if (isGroup && key === undefined && owner !== undefined && owner !== element) claims.delegated.add(owner);
  if (key === undefined) return;
  const children = element[key];
  if (!Array.isArray(children)) return;
  for (const child of children) {
    if (typeof child === 'string') {
      if (owner !== undefined && parseOperationRef(child) !== undefined) claims.listed.add(owner);
    } else {
      visit(child, owner, key === 'pages' || key === 'groups', claims);
    }
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
