import pino, { type DestinationStream, type Logger } from 'pino';
import { redactCredentials } from '@folio/platform';

/** Log paths whose values are secrets wherever they appear in a logged object. */
const REDACTED_PATHS = ['*.token', '*.gitToken', '*.password', '*.secret', '*.secretKey', '*.secretAccessKey', '*.authorization', 'token', 'gitToken'];

/**
 * The worker's root logger: JSON lines, secret-named fields replaced, and credentials stripped from
 * every string (git URLs with tokens end up in error messages and stacks, not only in `repoUrl`).
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      formatters: { log: (object) => scrub(object) as Record<string, unknown> },
      hooks: {
        logMethod(args, method) {
          method.apply(this, args.map((arg) => (typeof arg === 'string' ? redactCredentials(arg) : arg)) as Parameters<typeof method>);
        },
      },
    },
    destination,
  );
}

function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactCredentials(value);
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (value instanceof Error) {
    return { type: value.name, message: redactCredentials(value.message), stack: redactCredentials(value.stack ?? '') };
  }
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = scrub(item, depth + 1);
  return out;
}
