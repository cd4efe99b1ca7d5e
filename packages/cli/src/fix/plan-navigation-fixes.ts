import { formatJsonPath, type Diagnostic, type PathSegment } from '@folio/diagnostics';
import type { LocateValue } from '@folio/docs-config';
import type { LoadedSpec } from '@folio/openapi';
import { correctOperationReference } from './correct-operation-reference.ts';
import { findJsonString } from './find-json-string.ts';
import type { FixKind, TextFix } from './text-fix.ts';

/** What planning navigation fixes reads: the resolved config, where each value is written, and the check's results. */
export interface NavigationFixInput {
  navigation: unknown;
  locate: LocateValue;
  diagnostics: readonly Diagnostic[];
  specs: readonly LoadedSpec[];
  readText: (file: string) => Promise<string | undefined>;
}

/** Codes whose navigation entry may be an operation reference with a mechanical fix. */
const OPERATION_CODES = new Set(['NAV_METHOD_CASE', 'NAV_PAGE_NOT_FOUND']);

/**
 * Plans the fixes of navigation `pages` entries, wherever they are written (docs.json or a
 * `$ref`'d file): a leading `/` on a page path is dropped, and an operation reference a
 * diagnostic flags is corrected when that is certain. Each edit replaces only the entry's string
 * literal, located by its line and column.
 */
export async function planNavigationFixes(input: NavigationFixInput): Promise<TextFix[]> {
  const flagged = new Map<string, Diagnostic>();
  for (const d of input.diagnostics) if (OPERATION_CODES.has(d.code) && d.path !== undefined) flagged.set(d.path, d);
  const texts = new Map<string, Promise<string | undefined>>();
  const read = (file: string) => {
    if (!texts.has(file)) texts.set(file, input.readText(file));
    return texts.get(file)!;
  };

  const fixes: TextFix[] = [];
  for (const { value, segments } of pageEntries(input.navigation, ['navigation'])) {
    const path = formatJsonPath(segments);
    const diagnostic = flagged.get(path);
    const corrected =
      (diagnostic === undefined ? undefined : correctOperationReference(value, diagnostic, input.specs)) ??
      withoutLeadingSlash(value);
    if (corrected === undefined || corrected.value === value) continue;
    const position = input.locate(segments);
    const text = position === undefined ? undefined : await read(position.file);
    const literal =
      text === undefined || position === undefined ? undefined : findJsonString(text, position.line, position.column);
    if (position === undefined || literal === undefined || literal.value !== value) continue;
    fixes.push({
      kind: corrected.kind,
      file: position.file,
      line: position.line,
      column: position.column,
      path,
      before: value,
      after: corrected.value,
      edits: [{ start: literal.start, end: literal.end, replacement: JSON.stringify(corrected.value) }],
    });
  }
  return fixes;
}

/** `/api/errors` → `api/errors`: the same page (COMPAT.md), written the canonical way. */
function withoutLeadingSlash(value: string): { value: string; kind: FixKind } | undefined {
  const stripped = value.replace(/^\/+/, '');
  // Only page paths: an operation reference never starts with `/`, and `/` alone is the root.
  return stripped !== value && stripped.trim() !== '' ? { value: stripped, kind: 'leading-slash' } : undefined;
}

/** Every string in a `pages` array of the navigation, with its JSON path. */
function* pageEntries(value: unknown, at: PathSegment[]): Generator<{ value: string; segments: PathSegment[] }> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* pageEntries(item, [...at, index]);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  for (const [key, child] of Object.entries(value)) {
    if (key === 'pages' && Array.isArray(child)) {
      for (const [index, item] of child.entries()) {
        if (typeof item === 'string') yield { value: item, segments: [...at, key, index] };
        else yield* pageEntries(item, [...at, key, index]);
      }
    } else {
      yield* pageEntries(child, [...at, key]);
    }
  }
}
