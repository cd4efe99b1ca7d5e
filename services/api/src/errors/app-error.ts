import { ERROR_CODES, type ErrorCode } from './error-codes.ts';

/**
 * The one error class of the API. The status comes from the code's entry in {@link ERROR_CODES};
 * the message is shown to the client (for 4xx) so it names the offending value and how to fix it.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AppError';
    this.statusCode = ERROR_CODES[code].statusCode;
  }
}
