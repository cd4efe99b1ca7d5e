import { ERROR_CODES } from '../errors/error-codes.ts';

/** JSON schema of every error body: `{ statusCode, code, message }`. */
export const errorResponseSchema = {
  type: 'object',
  description: 'An error. `code` is stable; `message` explains the problem and the fix.',
  properties: {
    statusCode: { type: 'integer' },
    code: { type: 'string', enum: Object.keys(ERROR_CODES) },
    message: { type: 'string' },
  },
  required: ['statusCode', 'code', 'message'],
} as const;

/** Response schemas for the given error statuses, to spread into a route's `response`. */
export function errorResponses(...statuses: number[]): Record<number, typeof errorResponseSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema]));
}
