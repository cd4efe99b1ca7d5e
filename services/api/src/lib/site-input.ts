import { isSiteSlug, MAX_SLUG_LENGTH } from '@folio/platform';
import { randomBytes } from 'node:crypto';
import { AppError } from '../errors/app-error.ts';

// Hosts the platform itself may want under its domain.
const RESERVED_SLUGS = new Set([
  'www',
  'api',
  'app',
  'admin',
  'dashboard',
  'docs',
  'status',
  'mail',
  'edge',
  'internal',
]);

/**
 * Checks a repository URL: https, a host, no credentials (the token goes in `gitToken`, which is
 * encrypted, instead of sitting in a URL that ends up in logs), no query or fragment. With
 * `allowLoopback` (the operator's `ALLOW_LOOPBACK_REPOSITORIES`, set by the local platform of
 * `npm start` and by the end-to-end test) plain `http` to a loopback address is accepted too: a git
 * server on the operator's own machine, never a customer's choice on a shared platform.
 */
export function normalizeRepoUrl(value: string, allowLoopback = false): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new AppError(
      'INVALID_REPOSITORY',
      `repoUrl "${value}" is not a URL; use the HTTPS clone URL, e.g. https://github.com/acme/docs.git`,
    );
  }
  if (url.username || url.password) {
    throw new AppError(
      'INVALID_REPOSITORY',
      'repoUrl must not contain credentials; remove them from the URL and pass the token as gitToken',
    );
  }
  if (url.protocol !== 'https:' && !(allowLoopback && url.protocol === 'http:' && isLoopbackHost(url.hostname))) {
    throw new AppError('INVALID_REPOSITORY', `repoUrl must use https, got "${url.protocol.replace(/:$/, '')}"`);
  }
  if (url.search || url.hash)
    throw new AppError('INVALID_REPOSITORY', 'repoUrl must not have a query string or fragment');
  return url.toString();
}

function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/** A branch name git would accept, within reason: no spaces, `..`, `~^:?*[\\`, or leading `-`. */
export function checkBranch(field: string, value: string): string {
  const ok =
    /^[A-Za-z0-9._/-]+$/.test(value) &&
    !value.startsWith('-') &&
    !value.startsWith('/') &&
    !value.endsWith('/') &&
    !value.endsWith('.lock') &&
    !value.includes('..') &&
    !value.includes('//') &&
    value.length <= 200;
  if (!ok) throw new AppError('INVALID_SITE', `${field} "${value}" is not a valid git branch name`);
  return value;
}

/** The docs folder inside the repository, without leading/trailing slashes; `''` is the root. */
export function normalizeDocsRoot(value: string): string {
  const trimmed = value
    .trim()
    .replace(/^\.?\/+/, '')
    .replace(/\/+$/, '');
  const segments = trimmed === '' || trimmed === '.' ? [] : trimmed.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..' || s.includes('\\') || s.includes('\0'))) {
    throw new AppError(
      'INVALID_SITE',
      `docsRoot "${value}" must be a relative folder inside the repository, such as "docs" (no "..")`,
    );
  }
  return segments.join('/');
}

/** Extra origins the playground may call: each `scheme://host[:port]`, deduplicated. */
export function normalizeOrigins(values: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const value of values) {
    let url: URL | undefined;
    try {
      url = new URL(value);
    } catch {
      // reported below
    }
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== value.replace(/\/$/, '')) {
      throw new AppError(
        'INVALID_SITE',
        `playground origin "${value}" must be an origin such as https://api.acme.com (scheme and host, no path)`,
      );
    }
    origins.add(url.origin);
  }
  return [...origins];
}

/** A slug the caller chose: DNS-safe and not reserved. */
export function checkSlug(value: string): string {
  if (!isSiteSlug(value)) {
    throw new AppError(
      'INVALID_SITE',
      `slug "${value}" must be 1-${MAX_SLUG_LENGTH} lowercase letters, digits or single hyphens, not starting or ending with a hyphen`,
    );
  }
  if (RESERVED_SLUGS.has(value))
    throw new AppError('INVALID_SITE', `slug "${value}" is reserved by the platform; choose another`);
  return value;
}

/** A slug derived from the site's name, with a random suffix when `withSuffix` (the plain one was taken). */
export function deriveSlug(name: string, withSuffix: boolean): string {
  const suffix = withSuffix ? `-${randomBytes(3).toString('hex')}` : '';
  const base = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH - suffix.length)
    .replace(/-+$/, '');
  const slug = `${base || 'site'}${suffix}`;
  return RESERVED_SLUGS.has(slug) ? `${slug}-site` : slug;
}
