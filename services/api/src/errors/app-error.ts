import { ERROR_CODES, type ErrorCode } from './error-codes.ts';

/**
 * The one error class of the API. The status comes from the code's entry in {@link ERROR_CODES};
 * the message is shown to the client (for 4xx) so it names the offending value and how to fix it.
 */
export class AppError extends Error {
  readonly statusCode: number;
  /** Seconds after which the same request may succeed (a rate limit): sent as `Retry-After`. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly code: ErrorCode,
    message: string,
    options?: { cause?: unknown; retryAfterSeconds?: number },
  ) {
    super(message, options);
    this.name = 'AppError';
    this.statusCode = ERROR_CODES[code].statusCode;
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }
}
