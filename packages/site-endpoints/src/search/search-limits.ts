/** Longest query, in characters (UTF-16 code units): the engine reads no more of one. */
export const MAX_QUERY_CHARS = 200;
/** Results returned when `limit` is not given. */
export const DEFAULT_RESULT_LIMIT = 10;
/** Most results one answer holds. */
export const MAX_RESULT_LIMIT = 50;
/** Longest `lang` or `version` value. */
export const MAX_SCOPE_CHARS = 100;
