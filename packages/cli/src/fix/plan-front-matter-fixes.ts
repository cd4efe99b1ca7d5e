import type { Diagnostic } from '@folio/diagnostics';
import type { PageFile } from '@folio/navigation';
import type { LoadedSpec } from '@folio/openapi';
import { correctOperationReference } from './correct-operation-reference.ts';
import { findFrontMatterTokens } from './find-front-matter-tokens.ts';
import type { TextEdit, TextFix } from './text-fix.ts';

/** What planning front matter fixes reads. */
export interface FrontMatterFixInput {
  pageFiles: readonly PageFile[];
  diagnostics: readonly Diagnostic[];
  specs: readonly LoadedSpec[];
  readText: (file: string) => Promise<string | undefined>;
}

const OPERATION_CODES = new Set(['NAV_METHOD_CASE', 'NAV_OPENAPI_METADATA_UNMATCHED']);

/**
 * Plans the fixes of pages' `openapi:` front matter that a diagnostic flags (`get /pets` →
 * `GET /pets`, or a trailing slash the document does not have). Only the changed words are
 * replaced, so quotes, comments and line folding stay as written.
 */
export async function planFrontMatterFixes(input: FrontMatterFixInput): Promise<TextFix[]> {
  const fixes: TextFix[] = [];
  for (const page of input.pageFiles) {
    const diagnostic = input.diagnostics.find(
      (d) => d.file === page.file && d.path === 'openapi' && OPERATION_CODES.has(d.code),
    );
    const value = page.frontMatter.openapi;
    const keyLine = page.frontMatterLines?.openapi;
    if (diagnostic === undefined || typeof value !== 'string' || keyLine === undefined) continue;
    const corrected = correctOperationReference(value, diagnostic, input.specs);
    if (corrected === undefined) continue;
    const text = await input.readText(page.file);
    const spans = text === undefined ? undefined : findFrontMatterTokens(text, keyLine, 'openapi', value);
    const words = corrected.value.split(/\s+/).filter((word) => word !== '');
    if (text === undefined || spans === undefined || spans.length !== words.length) continue;
    const edits: TextEdit[] = [];
    spans.forEach((span, index) => {
      const word = words[index];
      if (word !== undefined && word !== span.token)
        edits.push({ start: span.start, end: span.end, replacement: word });
    });
    const first = edits[0];
    if (first === undefined) continue;
    const { line, column } = positionOf(text, first.start);
    fixes.push({
      kind: corrected.kind,
      file: page.file,
      line,
      column,
      path: 'openapi',
      before: value,
      after: corrected.value,
      edits,
    });
  }
  return fixes;
}

function positionOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lineStart = Math.max(before.lastIndexOf('\n'), before.lastIndexOf('\r')) + 1;
  return { line: before.split(/\r\n|\r|\n/).length, column: offset - lineStart + 1 };
}
