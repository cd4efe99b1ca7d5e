import { createScanner } from 'jsonc-parser';
import type { PathSegment } from '@folio/diagnostics';

/** Where a JSON text first nests deeper than allowed. */
export interface ExcessiveNesting {
  /** Offset of the `{` or `[` that opens the first value past the limit. */
  offset: number;
  /** JSON path of that value inside the text. */
  path: PathSegment[];
}

// Token kinds of jsonc-parser's scanner (its `SyntaxKind` is a `const enum`, which this package's
// isolated-module build cannot read at run time).
const OPEN_BRACE = 1;
const CLOSE_BRACE = 2;
const OPEN_BRACKET = 3;
const CLOSE_BRACKET = 4;
const COMMA = 5;
const COLON = 6;
const STRING = 10;
const EOF = 17;

type Frame = { kind: 'object'; key: string; expectsKey: boolean } | { kind: 'array'; index: number };

/**
 * Finds the first object or array of `text` that sits more than `limit` levels deep (the top-level
 * value is level 1), by scanning tokens in a loop: unlike a parser, it uses no stack for nesting,
 * so it is safe on any input and runs before anything recursive sees the text. Returns `undefined`
 * when the text stays within the limit. The path is a best effort where the text has syntax errors.
 */
export function findExcessiveNesting(text: string, limit: number): ExcessiveNesting | undefined {
  const scanner = createScanner(text, true);
  const frames: Frame[] = [];
  for (let token = scanner.scan(); token !== EOF; token = scanner.scan()) {
    const top = frames.at(-1);
    switch (token) {
      case OPEN_BRACE:
      case OPEN_BRACKET:
        if (frames.length === limit) return { offset: scanner.getTokenOffset(), path: frames.map(segmentOf) };
        frames.push(token === OPEN_BRACE ? { kind: 'object', key: '', expectsKey: true } : { kind: 'array', index: 0 });
        break;
      case CLOSE_BRACE:
      case CLOSE_BRACKET:
        frames.pop();
        break;
      case COMMA:
        if (top?.kind === 'array') top.index++;
        else if (top?.kind === 'object') top.expectsKey = true;
        break;
      case STRING:
        if (top?.kind === 'object' && top.expectsKey) top.key = scanner.getTokenValue();
        break;
      case COLON:
        if (top?.kind === 'object') top.expectsKey = false;
        break;
    }
  }
  return undefined;
}

function segmentOf(frame: Frame): PathSegment {
  return frame.kind === 'array' ? frame.index : frame.key;
}
