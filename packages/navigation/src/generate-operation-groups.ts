import type { PathSegment } from '@folio/diagnostics';
import type { LoadedSpec, Operation } from '@folio/openapi';
import type { NavigationContext } from './navigation-context.ts';
import type { OpenApiScope } from './openapi-scope.ts';
import { operationPagePath } from './operation-page-path.ts';
import { placeOperation } from './place-operation.ts';

/** A navigation group made by bulk generation. */
export interface GeneratedGroup {
  group: string;
  pages: string[];
}

/** The title of the group of untagged operations (COMPAT.md). */
const UNTAGGED_GROUP = 'API Reference';

/**
 * Bulk generation for an element whose document lists no operations anywhere below it
 * (SPEC.md "The `openapi` navigation property" 3, COMPAT.md "Generating pages"): one group per
 * first tag, titled by the tag's `x-group` else its name, untagged operations in "API Reference";
 * groups in the order their tag is first met (operations arrive in document order). `x-hidden`
 * operations get a page but no entry (their group still appears), `x-excluded` ones nothing;
 * equal slugs inside one group get `-1`, `-2`, …. With several documents, an operation found in
 * two is generated from the first and reported.
 */
export function generateOperationGroups(
  scope: OpenApiScope,
  segments: readonly PathSegment[],
  context: NavigationContext,
): GeneratedGroup[] {
  const firstSource = new Map<string, string>();
  const groups = new Map<string, GeneratedGroup & { slugs: Map<string, number> }>();
  for (const spec of scope.specs) {
    for (const operation of spec.operations) {
      const id = operation.kind === 'webhook' ? `webhook ${operation.path}` : `${operation.method} ${operation.path}`;
      const first = firstSource.get(id);
      if (first !== undefined) {
        context.report(
          'NAV_DUPLICATE_OPERATION',
          scope.settingPath,
          `operation ${id} is in both "${first}" and "${spec.source}"; its page is generated from "${first}" only`,
          `remove it from one document, or list operations explicitly with the document named ("${spec.source} ${id}")`,
        );
        continue;
      }
      firstSource.set(id, spec.source);
      if (operation.excluded) continue;
      const title = groupTitle(spec, operation);
      let group = groups.get(title);
      if (group === undefined) {
        group = { group: title, pages: [], slugs: new Map() };
        groups.set(title, group);
      }
      const base = operationPagePath(operation, scope.directory);
      // `x-docs.href` is the author's choice of path: never suffixed.
      const hasHref = (operation.docs?.href ?? '').trim() !== '';
      const path = hasHref ? base : deduplicate(base, group.slugs);
      const shown = placeOperation({ spec, operation }, path, segments, context, !operation.hidden);
      if (shown !== undefined) group.pages.push(shown);
    }
  }
  return [...groups.values()].map(({ group, pages }) => ({ group, pages }));
}

function groupTitle(spec: LoadedSpec, operation: Operation): string {
  const tag = operation.tags[0];
  if (tag === undefined) return UNTAGGED_GROUP;
  return spec.tags.find((info) => info.name === tag)?.group ?? tag;
}

function deduplicate(base: string, seen: Map<string, number>): string {
  const count = seen.get(base) ?? 0;
  seen.set(base, count + 1);
  return count === 0 ? base : `${base}-${count}`;
}
