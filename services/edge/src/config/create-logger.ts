import pino, { type DestinationStream, type Logger } from 'pino';

/** Log paths whose values are secrets: readers' credentials and the edge's own connection strings. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["proxy-authorization"]',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  '*.authorization',
  '*.cookie',
  '*.apiKey',
  '*.password',
  '*.secretAccessKey',
  '*.databaseUrl',
  '*.redisUrl',
];

/** The edge's root logger: JSON lines, secrets redacted wherever they appear in a logged object. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino({ level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }, destination);
}
