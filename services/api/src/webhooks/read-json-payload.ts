import { AppError } from '../errors/app-error.ts';

/**
 * Parses a webhook's raw body, after its signature was checked over exactly these bytes. Accepts
 * JSON, and GitHub's form encoding (`payload=<json>`). Malformed input is 400 MALFORMED_JSON.
 */
export function readJsonPayload(raw: Buffer, contentType: string | undefined): Record<string, unknown> {
  let text = raw.toString('utf8');
  if (contentType?.startsWith('application/x-www-form-urlencoded')) {
    text = new URLSearchParams(text).get('payload') ?? '';
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new AppError('MALFORMED_JSON', `the webhook body is not valid JSON: ${(error as Error).message}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new AppError('MALFORMED_JSON', 'the webhook body must be a JSON object');
  }
  return value as Record<string, unknown>;
}
