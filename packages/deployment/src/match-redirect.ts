import type { SiteManifest } from './site-manifest.ts';
import { encodePathValue } from './encode-path-value.ts';
import { encodeUrlText } from './encode-url-text.ts';

/** A redirect that applies to a request. */
export interface RedirectMatch {
  /** Where to send the reader, parameters substituted. */
  location: string;
  /** 308 unless the redirect says `"permanent": false` (Mintlify's default is permanent), then 307. */
  status: 307 | 308;
}

type Redirect = SiteManifest['redirects'][number];

interface Compiled {
  pattern: RegExp;
  redirect: Redirect;
}

const compiledCache = new WeakMap<readonly Redirect[], Compiled[]>();

// `:name` is one segment, `:name*` the rest of the path (possibly empty), `*` likewise.
function compile(source: string): RegExp {
  const trimmed = source.length > 1 ? source.replace(/\/+$/, '') : source;
  let pattern = '';
  let wildcard = 0;
  for (const part of trimmed.split(/(:[A-Za-z_][A-Za-z0-9_]*\*?|\*)/)) {
    if (part === '*') pattern += `(?<_w${wildcard++}>.*)`;
    else if (part.startsWith(':') && part.endsWith('*')) pattern += `(?<${part.slice(1, -1)}>.*)`;
    else if (part.startsWith(':')) pattern += `(?<${part.slice(1)}>[^/]+)`;
    else pattern += part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  // `/docs/:slug*` must also match `/docs` itself.
  pattern = pattern.replace(/\/\(\?<([A-Za-z0-9_]+)>\.\*\)$/, '(?:/(?<$1>.*))?');
  return new RegExp(`^${pattern}/?$`);
}

function compileAll(redirects: readonly Redirect[]): Compiled[] {
  let compiled = compiledCache.get(redirects);
  if (compiled === undefined) {
    compiled = [];
    for (const redirect of redirects) {
      try {
        compiled.push({ pattern: compile(redirect.source), redirect });
      } catch {
        // A source that makes no pattern (e.g. a parameter name used twice) redirects nothing.
      }
    }
    compiledCache.set(redirects, compiled);
  }
  return compiled;
}

// `:name`, `:name*` or `*` in a destination.
const DESTINATION_TOKEN = /:([A-Za-z_][A-Za-z0-9_]*)(\*?)|\*/g;
// `scheme:` and, when present, `//authority`: a parameter there would let the reader pick the host.
const ORIGIN_PART = /^[a-z][a-z0-9+.-]*:(?:\/\/[^/?#]*)?/i;

/**
 * Builds a destination: literal text as the author wrote it (URL-encoded where it must be, their
 * escapes kept), substituted values encoded as path text (`%`, `?`, `#`, `\`, controls and
 * non-ASCII escaped). `null` when the destination is neither a path nor an absolute URL, or puts
 * a parameter in the scheme or host.
 */
function buildLocation(destination: string, groups: Record<string, string | undefined>): string | null {
  const isPath = destination.startsWith('/');
  const origin = isPath ? null : ORIGIN_PART.exec(destination);
  if (!isPath && origin === null) return null;
  let location = '';
  let literalFrom = 0;
  let wildcard = 0;
  for (const token of destination.matchAll(DESTINATION_TOKEN)) {
    const [whole, name, star] = token;
    // An unknown `:name` stays as written (`https://host:8080`); its `*` is still a wildcard.
    const isKnown = name === undefined || Object.hasOwn(groups, name);
    if (!isKnown && star === '') continue;
    const at = isKnown ? token.index : token.index + whole.length - 1;
    if (origin !== null && at < origin[0].length) return null;
    const value = name !== undefined && isKnown ? groups[name] : groups[`_w${wildcard++}`];
    location += encodeUrlText(destination.slice(literalFrom, at)) + encodePathValue(value ?? '');
    literalFrom = token.index + whole.length;
  }
  location += encodeUrlText(destination.slice(literalFrom));
  if (!isPath) return location;
  // A path that begins with `//` (or `/\`) would be read by browsers as another host: one `/` it is.
  location = location.replace(/^[/\\]+/, '/');
  return location.length > 1 ? location.replace(/\/+$/, '') || '/' : location;
}

/**
 * Finds the first of the manifest's redirects whose `source` matches `path` (docs.json order) and
 * builds its destination: `:param` and `:param*` are substituted by name, `*` in order. A
 * destination that is a path always gives a path on this site (one leading `/`); every location is
 * a valid `Location` header value, whatever the request path holds.
 */
export function matchRedirect(redirects: readonly Redirect[], path: string): RedirectMatch | null {
  for (const { pattern, redirect } of compileAll(redirects)) {
    const match = pattern.exec(path);
    if (match === null) continue;
    const location = buildLocation(redirect.destination, match.groups ?? {});
    if (location === null) continue;
    return { location, status: redirect.permanent === false ? 307 : 308 };
  }
  return null;
}
