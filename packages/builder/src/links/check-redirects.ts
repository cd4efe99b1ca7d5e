import type { PathSegment } from '@folio/diagnostics';
import type { LinkCode } from './link-codes.ts';
import { findTarget, resolveUrl } from './resolve-link.ts';
import type { SiteTargets } from './site-targets.ts';
import type { Suggestion } from './suggest-target.ts';

/** A redirect that does not lead to a page in one step. */
export interface RedirectProblem {
  code: Extract<LinkCode, 'LINK_REDIRECT_TARGET_NOT_FOUND' | 'LINK_REDIRECT_LOOP' | 'LINK_REDIRECT_CHAIN'>;
  /** JSON path of the redirect's `destination` in docs.json. */
  path: PathSegment[];
  destination: string;
  message: string;
  suggestion?: { url: string; unambiguous: boolean };
}

/** A `:param`, `:param*` or `*` in a destination: filled from the request, so no one path to check. */
const PATTERN = /:[A-Za-z_]|\*/;
/** Redirects followed at most, looking for the end of a chain. */
const MAX_HOPS = 10;

/**
 * Checks each of docs.json's `redirects` whose destination is a path of the site (not a pattern):
 * it must answer with a page or file (`LINK_REDIRECT_TARGET_NOT_FOUND`, with the closest page),
 * must not come back to a path already redirected (`LINK_REDIRECT_LOOP`), and must not be another
 * redirect's source (`LINK_REDIRECT_CHAIN`: readers take two redirects; the hint names the end).
 * `raw` is docs.json's `redirects` as written, to place each problem (invalid entries were left
 * out of the validated list, so indices differ).
 */
export function checkRedirects(
  targets: SiteTargets,
  suggest: (missing: string, from: string | undefined) => Suggestion | undefined,
  raw: unknown,
): RedirectProblem[] {
  const problems: RedirectProblem[] = [];
  const rawIndex = indexInRaw(raw);
  for (const redirect of targets.redirects) {
    const index = rawIndex(redirect.source, redirect.destination);
    const { destination } = redirect;
    const path: PathSegment[] = ['redirects', index, 'destination'];
    const start = resolveUrl(destination, '/');
    if (start.kind !== 'internal' || PATTERN.test(destination.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, ''))) continue;
    const name = `redirect ${JSON.stringify(redirect.source)} → ${JSON.stringify(destination)}`;
    const trail = [redirect.source, start.path];
    let current = start.path;
    let outcome: 'page' | 'missing' | 'loop' | 'external' = 'loop';
    for (let hops = 0; hops < MAX_HOPS; hops++) {
      const target = findTarget(targets, current);
      // A generated page whose document did not load counts as a page: it may well be one.
      if (target.kind === 'page' || target.kind === 'file' || target.kind === 'unknown') {
        outcome = 'page';
        break;
      }
      if (target.kind === 'missing') {
        outcome = 'missing';
        break;
      }
      const next = resolveUrl(target.location, current);
      if (next.kind !== 'internal') {
        outcome = 'external';
        trail.push(target.location);
        break;
      }
      const looped = trail.includes(next.path);
      trail.push(next.path);
      current = next.path;
      if (looped) break;
    }
    const chained = trail.length > 2;
    if (outcome === 'loop') {
      problems.push({
        code: 'LINK_REDIRECT_LOOP',
        path,
        destination,
        message: `${name} never reaches a page: the redirects go round in a loop (${trail.join(' → ')})`,
      });
    } else if (outcome === 'missing' && !chained) {
      const near = suggest(start.path, undefined);
      problems.push({
        code: 'LINK_REDIRECT_TARGET_NOT_FOUND',
        path,
        destination,
        message: `${name} goes to ${start.path}, which is no page of the site`,
        ...(near === undefined ? {} : { suggestion: { url: near.value, unambiguous: near.unambiguous } }),
      });
    } else if (chained) {
      const end = trail[trail.length - 1] as string;
      const more = trail.length === 3 ? 'another redirect' : `${trail.length - 2} more redirects`;
      problems.push({
        code: 'LINK_REDIRECT_CHAIN',
        path,
        destination,
        message:
          outcome === 'missing'
            ? `${name} is followed by ${more} (${trail.join(' → ')}), and ${end} is no page of the site`
            : `${name} is followed by ${more} before the page: ${trail.join(' → ')}`,
        ...(outcome === 'missing' ? {} : { suggestion: { url: end, unambiguous: true } }),
      });
    }
  }
  return problems;
}

/** Finds each validated redirect's index in docs.json's own list (the first unused entry with its source and destination). */
function indexInRaw(raw: unknown): (source: string, destination: string) => number {
  const entries = Array.isArray(raw) ? raw : [];
  const used = new Set<number>();
  return (source, destination) => {
    const index = entries.findIndex(
      (entry, at) =>
        !used.has(at) &&
        typeof entry === 'object' &&
        entry !== null &&
        (entry as Record<string, unknown>).source === source &&
        (entry as Record<string, unknown>).destination === destination,
    );
    if (index !== -1) used.add(index);
    return index === -1 ? 0 : index;
  };
}
