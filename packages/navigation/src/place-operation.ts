import type { PathSegment } from '@folio/diagnostics';
import type { OperationMatch } from '@folio/openapi';
import type { NavigationContext } from './navigation-context.ts';
import { operationLabel } from './operation-label.ts';
import { operationTitle } from './operation-title.ts';

/**
 * Gives an operation its page and returns the path navigation should show for it (`undefined`:
 * no entry). An operation has one page across the site: the page file documenting it through
 * front matter (then a navigation entry or generated page for it is a conflict, SPEC.md "Page
 * file" 4, and the entry points to that file), else the page already generated for it, else a new
 * one at `path`. `visible` is false for `x-hidden` operations: a page, but no entry.
 */
export function placeOperation(
  match: OperationMatch,
  path: string,
  segments: readonly PathSegment[],
  context: NavigationContext,
  visible: boolean,
): string | undefined {
  const { spec, operation } = match;
  const label = operationLabel(spec, operation);
  const file = context.frontMatter.byOperation.get(label);
  if (file !== undefined) {
    // A hidden operation served by a hand-written page is the usual way to customise one page.
    if (!visible) return undefined;
    context.report(
      'NAV_OPERATION_PAGE_CONFLICT',
      segments,
      `operation "${label}" has a navigation entry here and is also documented by page file "${file.file}" (its \`openapi\` metadata); the entry now points to "${file.path}"`,
      `keep one: remove the operation from navigation (list "${file.path}" instead) or remove the page's \`openapi\` metadata; or set \`x-docs.href\` (alias \`x-mint.href\`) on the operation to point its link elsewhere`,
    );
    return show(file.path, label, context);
  }
  const existing = context.registry.operationPage(label);
  if (existing !== undefined) return visible ? show(existing.path, label, context) : undefined;
  const page = {
    path,
    source: 'openapi' as const,
    openapi: label,
    title: operationTitle(operation, path),
    operation,
    spec: spec.source,
  };
  if (!context.registry.addGenerated(page)) {
    const taken = context.registry.file(path);
    context.report(
      'NAV_DUPLICATE_PAGE_PATH',
      segments,
      `the page of operation "${label}" would be "${path}", which ${taken === undefined ? 'another API page' : `page file "${taken.file}"`} already uses; no page is generated for it`,
      `set \`x-docs.href\` (alias \`x-mint.href\`) on the operation to give its page another path${taken === undefined ? '' : ', or rename the file'}`,
    );
    return undefined;
  }
  return visible ? show(path, label, context) : undefined;
}

function show(path: string, label: string, context: NavigationContext): string {
  context.registry.show(path);
  context.placed.add(label);
  return path;
}
