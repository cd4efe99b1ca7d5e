import { MAX_QUERY_CHARS, MAX_RESULT_LIMIT } from './search-limits.ts';

/** One error of the search endpoint: its status, default message and how to fix it. */
interface SearchErrorDefinition {
  statusCode: number;
  message: string;
  fix: string;
}

/**
 * Every error `GET /_folio/search` answers, with a stable code (docs/guides/search-api.mdx lists
 * them). The body is `{ statusCode, code, message, fix }`, as the playground's errors.
 */
export const searchErrorCodes = Object.freeze({
  SEARCH_QUERY_MISSING: {
    statusCode: 400,
    message: 'The search query is missing.',
    fix: 'Send the words to search for as `q`: GET /_folio/search?q=api+keys.',
  },
  SEARCH_QUERY_TOO_LONG: {
    statusCode: 400,
    message: `The search query is longer than ${MAX_QUERY_CHARS} characters.`,
    fix: `Send at most ${MAX_QUERY_CHARS} characters in \`q\`: a few words find more than a paragraph.`,
  },
  SEARCH_LIMIT_INVALID: {
    statusCode: 400,
    message: `\`limit\` must be a whole number from 1 to ${MAX_RESULT_LIMIT}.`,
    fix: `Send \`limit\` from 1 to ${MAX_RESULT_LIMIT}, or leave it out for 10 results.`,
  },
  SEARCH_SCOPE_UNKNOWN: {
    statusCode: 400,
    message: 'This site has no such language or version.',
    fix: 'Send a `lang` and `version` the site has (the message lists them), or leave them out to search every page.',
  },
  SEARCH_NOT_AVAILABLE: {
    statusCode: 404,
    message: 'This deployment has no search index.',
    fix: 'Build the site again: deployments built before search data was published cannot be searched here.',
  },
  SEARCH_METHOD_NOT_ALLOWED: {
    statusCode: 405,
    message: 'The search endpoint only answers GET and HEAD.',
    fix: 'Send GET /_folio/search?q=….',
  },
  SEARCH_RATE_LIMITED: {
    statusCode: 429,
    message: 'Too many searches from this address; wait a moment.',
    fix: 'Wait for the number of seconds in `Retry-After`, then search again.',
  },
} satisfies Record<string, SearchErrorDefinition>);

/** A code of {@link searchErrorCodes}. */
export type SearchErrorCode = keyof typeof searchErrorCodes;

/** The JSON body of a search error. */
export interface SearchError {
  statusCode: number;
  code: SearchErrorCode;
  message: string;
  fix: string;
}

/** The error of `code`, with a message saying more than the default where the caller knows more. */
export function searchError(code: SearchErrorCode, message?: string): SearchError {
  const definition = searchErrorCodes[code];
  return { statusCode: definition.statusCode, code, message: message ?? definition.message, fix: definition.fix };
}
