import type { PathSegment } from '@folio/diagnostics';
import { matchOperation, parseOperationRef, type OperationRef } from '@folio/openapi';
import type { NavigationCode } from './codes.ts';
import type { NavigationContext } from './navigation-context.ts';
import { normalisePagePath } from './normalise-page-path.ts';
import type { OpenApiScope } from './openapi-scope.ts';
import { DEFAULT_API_DIRECTORY, operationPagePath } from './operation-page-path.ts';
import { placeOperation } from './place-operation.ts';

/**
 * Resolves one string of a `pages` array to the page path navigation shows, or `undefined` when
 * it resolves to nothing (reported). An operation entry (`GET /pets`, `<spec> GET /pets`) is
 * matched exactly against the documents in scope (a named document is looked up among all);
 * anything that matches no operation is a page file path (SPEC.md "The `openapi` navigation
 * property" 5), and when that file is missing too the diagnostic carries the matching hint.
 */
export function resolvePageEntry(
  entry: string,
  segments: readonly PathSegment[],
  scope: OpenApiScope | undefined,
  context: NavigationContext,
): string | undefined {
  const ref = parseOperationRef(entry);
  return ref === undefined
    ? resolvePagePath(entry, segments, context)
    : resolveOperationEntry(entry, ref, segments, scope, context);
}

function resolveOperationEntry(
  entry: string,
  ref: OperationRef,
  segments: readonly PathSegment[],
  scope: OpenApiScope | undefined,
  context: NavigationContext,
): string | undefined {
  const written = entry.trim().split(/\s+/).join(' ');
  const file = existingFile(entry, context);
  if (ref.spec === undefined && (scope === undefined || scope.specs.length === 0)) {
    if (file !== undefined) return show(file, context);
    // A scope whose documents are all broken was reported on the element that set it.
    if (scope !== undefined) return undefined;
    context.report(
      'NAV_OPENAPI_NOT_IN_SCOPE',
      segments,
      `"${written}" is an operation, but no OpenAPI document is in scope here, so no page is generated for it`,
      'define `openapi` on this element or a parent (or `api.openapi`), or name the document: "openapi.yaml GET /path"',
    );
    return undefined;
  }
  const match = matchOperation(ref, ref.spec === undefined && scope !== undefined ? scope.specs : context.specs);
  if ('operation' in match) {
    if (match.operation.excluded) {
      context.report(
        'NAV_PAGE_NOT_FOUND',
        segments,
        `"${written}" is marked \`x-excluded: true\` in "${match.spec.source}", so it has no page`,
        'remove `x-excluded` from the operation, or remove this entry',
      );
      return undefined;
    }
    const directory = scope?.specs.includes(match.spec) ? scope.directory : DEFAULT_API_DIRECTORY;
    return placeOperation(match, operationPagePath(match.operation, directory), segments, context, true);
  }
  if (file !== undefined) return show(file, context);
  const [code, message]: [NavigationCode, string] =
    match.code === 'METHOD_CASE'
      ? ['NAV_METHOD_CASE', `"${written}" matches no operation: HTTP methods must be upper case`]
      : match.code === 'AMBIGUOUS'
        ? ['NAV_DUPLICATE_OPERATION', `"${written}" names an operation found in several OpenAPI documents in scope`]
        : match.code === 'OPERATION_SKIPPED'
          ? ['NAV_OPERATION_SKIPPED', `"${written}" names an operation its document leaves out, so it has no page`]
          : ['NAV_PAGE_NOT_FOUND', `"${written}" matches no OpenAPI operation, and no page file "${written}" exists`];
  context.report(code, segments, message, match.hint);
  return undefined;
}

function resolvePagePath(
  entry: string,
  segments: readonly PathSegment[],
  context: NavigationContext,
): string | undefined {
  const normalised = normalisePagePath(entry);
  if (!normalised.ok) {
    context.report(
      'NAV_PAGE_OUTSIDE_REPO',
      segments,
      `page "${entry}" points outside the repository`,
      `write the page path from the repository root, e.g. "${entry.replace(/^(\.*\/)+/, '')}"`,
    );
    return undefined;
  }
  const file = context.registry.file(normalised.path);
  if (file !== undefined) return show(file.path, context);
  context.report(
    'NAV_PAGE_NOT_FOUND',
    segments,
    `page "${normalised.path}" does not exist`,
    `create ${normalised.path}.mdx, or correct the path`,
  );
  return undefined;
}

function existingFile(entry: string, context: NavigationContext): string | undefined {
  const normalised = normalisePagePath(entry);
  return normalised.ok ? context.registry.file(normalised.path)?.path : undefined;
}

function show(path: string, context: NavigationContext): string {
  context.registry.show(path);
  return path;
}
