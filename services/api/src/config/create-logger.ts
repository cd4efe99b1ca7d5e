import pino, { type DestinationStream, type Logger } from 'pino';

/** Log paths whose values are secrets: headers, tokens, signatures, cookies. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-hub-signature-256"]',
  'req.headers["x-hub-signature"]',
  'req.headers["x-gitlab-token"]',
  'req.headers["x-folio-signature"]',
  'res.headers["set-cookie"]',
  '*.authorization',
  '*.token',
  '*.gitToken',
  '*.apiKey',
  '*.key',
  '*.secret',
  '*.webhookSecret',
  '*.password',
  '*.signature',
  '*.repoUrl',
  '*.databaseUrl',
  '*.redisUrl',
];

// URL-ish paths keep everything but the credentials (`https://x:tok@host` → `https://[redacted]@host`).
const URL_KEYS = new Set(['repoUrl', 'databaseUrl', 'redisUrl']);

/** Removes `user:password@` from a URL-looking string. */
export function stripUrlCredentials(value: string): string {
  return value.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/@\s]+@/i, '$1[redacted]@');
}

/** The API's root logger: JSON lines, secrets redacted wherever they appear in a logged object. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: {
        paths: REDACTED_PATHS,
        censor: (value, path) => {
          const key = path[path.length - 1];
          return key && URL_KEYS.has(key) && typeof value === 'string' ? stripUrlCredentials(value) : '[redacted]';
        },
      },
    },
    destination,
  );
}
