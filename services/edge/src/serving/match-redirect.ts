import type { SiteManifest } from '@folio/site';

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

/**
 * Finds the first of the manifest's redirects whose `source` matches `path` (docs.json order) and
 * builds its destination: `:param` and `:param*` are substituted by name, `*` in order.
 */
export function matchRedirect(redirects: readonly Redirect[], path: string): RedirectMatch | null {
  for (const { pattern, redirect } of compileAll(redirects)) {
    const match = pattern.exec(path);
    if (match === null) continue;
    const groups = match.groups ?? {};
    let wildcard = 0;
    const location = redirect.destination
      .replace(/:([A-Za-z_][A-Za-z0-9_]*)\*?/g, (whole, name: string) => (name in groups ? (groups[name] ?? '') : whole))
      .replace(/\*/g, () => groups[`_w${wildcard++}`] ?? '');
    const cleaned = location.length > 1 && !/^[a-z][a-z0-9+.-]*:/i.test(location) ? location.replace(/\/+$/, '') || '/' : location;
    return { location: cleaned, status: redirect.permanent === false ? 307 : 308 };
  }
  return null;
}
