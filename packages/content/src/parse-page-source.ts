import { createDiagnostic, type Diagnostic } from '@folio/diagnostics';
import type { Root } from 'mdast';
import { contentCodes } from './codes.ts';
import { keepSourceText } from './children-source.ts';
import { extractHeadingIds, type HeadingIdMark } from './extract-heading-ids.ts';
import { findExcessiveNesting } from './find-excessive-nesting.ts';
import { contentLimits } from './limits.ts';
import { mathParsers } from './math-parsers.ts';
import { measureTreeDepth } from './measure-tree-depth.ts';
import { repairMdx, type MdxParseError, type MdxRepair } from './repair-mdx.ts';

/** A page or snippet parsed leniently into mdast. */
export interface ParsedSource {
  tree: Root;
  /** Custom heading ids (`## Title {#id}`) by 1-based line. */
  headingIds: Map<number, HeadingIdMark>;
  diagnostics: Diagnostic[];
  /** How the source was read: as MDX (maybe repaired), as plain Markdown, or not at all. */
  mode: 'mdx' | 'markdown' | 'refused';
}

const VALID_ID = /^[\p{L}\p{N}_][\p{L}\p{N}_-]*$/u;

/** How a source is parsed, from the site's settings. */
export interface ParseOptions {
  /** docs.json `styling.latex`: which dollar signs are math (`mathParsers`). */
  latex?: boolean;
}

/**
 * Parses a page the lenient way real repositories need (COMPAT.md): heading ids are taken out
 * first; on a parse failure the reported spot is repaired and the page parsed again, with a
 * warning at the original file:line:column each time; plain Markdown is the last resort (an
 * error diagnostic). Pages too large or nested too deeply are refused with an error. Never throws.
 */
export function parsePageSource(source: string, file: string, options: ParseOptions = {}): ParsedSource {
  const diagnostics: Diagnostic[] = [];
  const refused = (): ParsedSource => ({
    tree: { type: 'root', children: [] },
    headingIds: new Map(),
    diagnostics,
    mode: 'refused',
  });

  if (source.length > contentLimits.maxSourceLength) {
    diagnostics.push(
      createDiagnostic(contentCodes, 'CONTENT_PAGE_TOO_LARGE', {
        message: `the page has ${source.length} characters, more than the ${contentLimits.maxSourceLength} Folio renders`,
        file,
        line: 1,
        column: 1,
      }),
    );
    return refused();
  }
  const nesting = findExcessiveNesting(source);
  if (nesting !== undefined) {
    diagnostics.push(
      createDiagnostic(contentCodes, 'CONTENT_NESTING_TOO_DEEP', {
        message: `the page nests too deeply to render (${nesting.description})`,
        file,
        line: nesting.line,
        column: nesting.column,
      }),
    );
    return refused();
  }

  const extracted = extractHeadingIds(source);
  const headingIds = new Map<number, HeadingIdMark>();
  for (const [line, mark] of extracted.ids) {
    if (VALID_ID.test(mark.id)) headingIds.set(line, mark);
    else {
      diagnostics.push(
        createDiagnostic(contentCodes, 'CONTENT_HEADING_ID_INVALID', {
          message: `the heading id "{#${mark.id}}" is not a valid anchor`,
          file,
          line: mark.line,
          column: mark.column,
        }),
      );
    }
  }

  const { mdx, markdown } = mathParsers(options.latex);
  const repairs: MdxRepair[] = [];
  let text = extracted.source;
  let tree: Root | undefined;
  let mode: ParsedSource['mode'] = 'mdx';
  for (let attempt = 0; tree === undefined; attempt++) {
    try {
      tree = mdx(text);
    } catch (caught) {
      if (caught instanceof RangeError) {
        diagnostics.push(
          createDiagnostic(contentCodes, 'CONTENT_NESTING_TOO_DEEP', {
            message: 'the page nests too deeply to render',
            file,
            line: 1,
            column: 1,
          }),
        );
        return refused();
      }
      const error = toParseError(caught);
      const repair = attempt < contentLimits.maxRepairs ? repairMdx(text, error) : undefined;
      if (repair === undefined) {
        const where = originalPosition(text, extracted.source, repairs, error.line ?? 1, error.column ?? 1);
        diagnostics.push(
          createDiagnostic(contentCodes, 'CONTENT_MDX_UNPARSEABLE', {
            message: `the page is not valid MDX and was rendered as plain Markdown: ${firstSentence(error.reason)}`,
            file,
            ...where,
          }),
        );
        tree = markdown(extracted.source);
        mode = 'markdown';
        break;
      }
      const where = originalPosition(text, extracted.source, repairs, repair.line, repair.column);
      repairs.push(repair);
      text = repair.source;
      diagnostics.push(
        createDiagnostic(contentCodes, 'CONTENT_MDX_REPAIRED', {
          message: `invalid MDX (${firstSentence(error.reason)}); Folio ${repair.description}`,
          file,
          ...where,
        }),
      );
    }
  }

  if (measureTreeDepth(tree, contentLimits.maxTreeDepth) > contentLimits.maxTreeDepth) {
    diagnostics.push(
      createDiagnostic(contentCodes, 'CONTENT_NESTING_TOO_DEEP', {
        message: `the page nests elements more than ${contentLimits.maxTreeDepth} levels deep`,
        file,
        line: 1,
        column: 1,
      }),
    );
    return refused();
  }
  // Components that keep their children as written (Prompt) read them from here.
  keepSourceText(tree, mode === 'markdown' ? extracted.source : text);
  return { tree, headingIds, diagnostics, mode };
}

function toParseError(caught: unknown): MdxParseError {
  if (typeof caught === 'object' && caught !== null && 'reason' in caught) return caught as MdxParseError;
  return { reason: caught instanceof Error ? caught.message : String(caught) };
}

/** The parser's reason without its note and without positions, which refer to the repaired text. */
function firstSentence(reason: string): string {
  return reason.replace(/ \(note: .*\)$/, '').replace(/ \(\d+:\d+-\d+:\d+\)/g, '');
}

/** Maps a position in the repaired text back to the same spot in the page file. */
function originalPosition(
  text: string,
  original: string,
  repairs: readonly MdxRepair[],
  line: number,
  column: number,
): { line: number; column: number } {
  let offset = offsetOf(text, line, column);
  for (let index = repairs.length - 1; index >= 0; index--) {
    const repair = repairs[index] as MdxRepair;
    if (offset >= repair.offset + repair.inserted) offset -= repair.inserted - repair.removed;
    else if (offset > repair.offset) offset = repair.offset;
  }
  const before = original.slice(0, offset);
  const lastBreak = before.lastIndexOf('\n');
  return { line: before.split('\n').length, column: offset - lastBreak };
}

function offsetOf(text: string, line: number, column: number): number {
  let lineStart = 0;
  for (let current = 1; current < line; current++) {
    const next = text.indexOf('\n', lineStart);
    if (next === -1) break;
    lineStart = next + 1;
  }
  return Math.min(text.length, lineStart + column - 1);
}
