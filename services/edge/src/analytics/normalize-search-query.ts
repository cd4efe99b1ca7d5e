/** Longest search query kept, in characters, after normalisation. */
const MAX_QUERY_LENGTH = 100;

/**
 * A search query as it is counted: Unicode-normalised (NFKC), lower-cased, control and format
 * characters removed, runs of white space made one space, trimmed, and cut to
 * {@link MAX_QUERY_LENGTH} characters (never inside a surrogate pair). `null` when nothing is left.
 */
export function normalizeSearchQuery(query: string): string | null {
  // Work on a bounded prefix: a megabyte of spaces must not cost a megabyte of regex work.
  const text = query
    .slice(0, MAX_QUERY_LENGTH * 4)
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cn}]/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
  if (text === '') return null;
  const cut = Array.from(text).slice(0, MAX_QUERY_LENGTH).join('').trim();
  return cut === '' ? null : cut;
}
