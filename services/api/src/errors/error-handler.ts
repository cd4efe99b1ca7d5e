import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import type { ErrorCode } from './error-codes.ts';

/** The body of every error response. */
export interface ErrorBody {
  statusCode: number;
  code: ErrorCode;
  message: string;
}

// Fastify's own client errors, renamed to the API's stable codes.
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION_FAILED',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_VALIDATION: 'VALIDATION_FAILED',
};

function toBody(error: FastifyError | AppError | Error): ErrorBody {
  if (error instanceof AppError) return { statusCode: error.statusCode, code: error.code, message: error.message };
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) return { statusCode: 400, code: 'VALIDATION_FAILED', message: error.message };
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // JSON.parse failures inside Fastify's parser carry no FST code, only a SyntaxError message.
    const code =
      FASTIFY_CODES[fastifyError.code] ?? (error instanceof SyntaxError ? 'MALFORMED_JSON' : 'VALIDATION_FAILED');
    return { statusCode: status, code, message: error.message };
  }
  return { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal server error' };
}

/**
 * The API's one error handler: renders `{ statusCode, code, message }`; a 5xx shows a fixed message
 * (never the cause) and is logged once, with the error, under `err`.
 */
export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): void {
  const body = toBody(error);
  if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ code: body.code, statusCode: body.statusCode }, 'request refused');
  if (error instanceof AppError && error.retryAfterSeconds !== undefined)
    void reply.header('retry-after', String(error.retryAfterSeconds));
  void reply.status(body.statusCode).send(body);
}
