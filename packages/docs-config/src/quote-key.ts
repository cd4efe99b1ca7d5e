import type { PathSegment } from '@folio/diagnostics';

/** Formats a key the way messages quote it: `pages`, or `navigation.tabs` for a path. */
export function quoteKey(key: PathSegment): string {
  return typeof key === 'number' ? `[${key}]` : `\`${key}\``;
}
