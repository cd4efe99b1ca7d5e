import pino, { type DestinationStream, type Logger } from 'pino';
import { redactCredentials } from './redact-credentials.ts';

/**
 * Log paths whose values are secrets, for every service: request headers (tokens, signatures,
 * cookies), the request URL (its query and one-time link paths, see {@link censor}) and
 * secret-named fields one level down and at the top.
 */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["proxy-authorization"]',
  'req.headers["x-api-key"]',
  'req.headers["x-hub-signature-256"]',
  'req.headers["x-hub-signature"]',
  'req.headers["x-gitlab-token"]',
  'req.headers["x-folio-signature"]',
  'res.headers["set-cookie"]',
  // Fastify logs each request's URL, query string included: `/internal/tls-ask?token=…`, and the
  // dashboard's one-time links carry their token in the path: `/invitations/{token}`.
  'req.url',
  'token',
  'gitToken',
  '*.authorization',
  '*.cookie',
  '*.token',
  '*.gitToken',
  '*.apiKey',
  '*.key',
  '*.secret',
  '*.secretKey',
  '*.secretAccessKey',
  '*.webhookSecret',
  '*.password',
  '*.signature',
  '*.repoUrl',
  '*.databaseUrl',
  '*.redisUrl',
];

// URL-ish paths keep everything but the credentials (`https://x:tok@host` → `https://[redacted]@host`).
const URL_KEYS = new Set(['repoUrl', 'databaseUrl', 'redisUrl']);

// Query parameters whose values are secrets, matched on the decoded, lower-cased name.
const SECRET_QUERY_KEY = /token|secret|signature|password|key/;

/**
 * Replaces the values of secret-looking query parameters (`?token=…`) in a request URL with
 * `[redacted]`. Names are compared decoded, as the query parser reads them (`%74oken` is `token`).
 */
function redactQuerySecrets(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const pairs = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A malformed escape: judge the name as written.
      }
      return SECRET_QUERY_KEY.test(decoded.toLowerCase()) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, start)}?${pairs.join('&')}`;
}

// Dashboard routes whose next path segment is a one-time token: `/sign-in/link/{token}`,
// `/invitations/{token}`, `/password-reset/{token}`. Compared decoded and lower-cased, as the router
// may read them. A UUID after `invitations` is an invitation's id (`/settings/members/invitations/{id}/…`), not a secret.
const TOKEN_ROUTE_SEGMENTS = new Set(['link', 'invitations', 'password-reset']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function decodedLowerCase(segment: string): string {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/**
 * Replaces the one-time token in the path of a sign-in link, invitation or password reset
 * (`/invitations/{token}` → `/invitations/[redacted]`) with `[redacted]`, wherever the route's name
 * appears in the path, so an access log never holds a link that still works.
 */
function redactPathTokens(url: string): string {
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  const segments = path.split('/');
  for (let i = 1; i < segments.length; i++) {
    const segment = segments[i]!;
    if (segment !== '' && TOKEN_ROUTE_SEGMENTS.has(decodedLowerCase(segments[i - 1]!)) && !UUID.test(segment)) {
      segments[i] = '[redacted]';
    }
  }
  return segments.join('/') + (end === -1 ? '' : url.slice(end));
}

/** Removes `user:password@` from a URL-looking string. */
function stripUrlCredentials(value: string): string {
  return value.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/@\s]+@/i, '$1[redacted]@');
}

/** What a redacted path's value becomes: the request URL and URL fields keep what is not secret. */
function censor(value: unknown, path: string[]): unknown {
  const key = path[path.length - 1];
  if (path.length === 2 && path[0] === 'req' && key === 'url') {
    return typeof value === 'string' ? redactQuerySecrets(redactPathTokens(value)) : value;
  }
  return key && URL_KEYS.has(key) && typeof value === 'string' ? stripUrlCredentials(value) : '[redacted]';
}

/**
 * Strips credentials from every string of a logged object (git URLs with tokens end up in error
 * messages and stacks, not only in `repoUrl`). Plain objects and arrays are copied, errors are
 * serialised as pino's `err` serializer does first; other objects (a Fastify request or reply) are
 * left to their serializers.
 */
function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactCredentials(value);
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return scrub({ ...pino.stdSerializers.err(value) }, depth + 1);
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = scrub(item, depth + 1);
  return out;
}

/**
 * A service's root logger: JSON lines at `level`, secret fields redacted wherever they appear in a
 * logged object, secret query parameters and one-time link tokens cut from request URLs, and
 * credentials stripped from every string, messages included. Services call it once, in `main.ts`.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: REDACTED_PATHS, censor },
      formatters: { log: (object) => scrub(object) as Record<string, unknown> },
      hooks: {
        logMethod(args, method) {
          method.apply(
            this,
            args.map((arg) => (typeof arg === 'string' ? redactCredentials(arg) : arg)) as Parameters<typeof method>,
          );
        },
      },
    },
    destination,
  );
}
