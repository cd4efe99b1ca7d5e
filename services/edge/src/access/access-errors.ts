/**
 * Errors the access gate and the sign-in flow answer to programs (JSON `{ statusCode, code,
 * message, fix }`, as the edge's other errors). Browsers get pages instead.
 */
const ACCESS_ERRORS = Object.freeze({
  ACCESS_SIGN_IN_REQUIRED: {
    statusCode: 401,
    message: 'This documentation site is private: sign in to read it.',
    fix: 'Open the site in a browser and sign in; requests then carry the reader cookie.',
  },
  ACCESS_NOT_CONFIGURED: {
    statusCode: 503,
    message: "This site's sign-in is not set up on this server.",
    fix: "The operator must give the edge SECRET_ENCRYPTION_KEY (the API's key).",
  },
  ACCESS_UNAVAILABLE: {
    statusCode: 503,
    message: 'The documentation site is temporarily unavailable.',
    fix: 'Retry in a moment.',
  },
});

/** A code of the access errors. */
export type AccessErrorCode = keyof typeof ACCESS_ERRORS;

/** The JSON body of an access error. */
export function accessError(code: AccessErrorCode): {
  statusCode: number;
  code: AccessErrorCode;
  message: string;
  fix: string;
} {
  return { code, ...ACCESS_ERRORS[code] };
}
