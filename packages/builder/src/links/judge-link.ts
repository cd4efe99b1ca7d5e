import type { LinkReference } from '@folio/content/check';
import type { LinkCode } from './link-codes.ts';
import { followTarget, resolveUrl } from './resolve-link.ts';
import { pageUrlOf, type SiteTargets } from './site-targets.ts';
import { suggestId, suggestPath, type Suggestion } from './suggest-target.ts';

/** A URL's verdict: fine (undefined), another site's, or broken with what is missing. */
export type Verdict =
  | undefined
  | { kind: 'external'; url: string }
  | { kind: 'broken'; code: LinkCode; problem: string; suggestion?: { url: string; unambiguous: boolean } };

/**
 * Judges one URL written on page `from` (a page path; `undefined` for docs.json, whose links are
 * read from the site root) with the browser at `location`: fine, another site's (for
 * `--external`), or broken, with what is missing and the closest target. A redirect is followed
 * to its page, for the anchor; `#id` alone is the page's own.
 */
export function judgeLink(
  url: string,
  use: LinkReference['use'],
  location: string,
  from: string | undefined,
  targets: SiteTargets,
  suggester: Suggester,
): Verdict {
  // `#id` alone scrolls the page the reader is on, whatever redirects point at its URL.
  if (url.startsWith('#') && from !== undefined) return judgeOwnFragment(url, from, targets);
  const resolved = resolveUrl(url, location);
  if (resolved.kind === 'other') return undefined;
  if (resolved.kind === 'external') return { kind: 'external', url: resolved.url };
  const { path, fragment } = resolved;
  const { target, hops } = followTarget(targets, path);
  const redirected = hops > 0;
  if (target.kind === 'external' || target.kind === 'loop' || target.kind === 'unknown') return undefined;
  if (target.kind === 'missing') {
    // A link to a document (`/files/report.pdf`) is a file; one to `setup.mdx` means the page.
    const isFile = use !== 'link' || (/\.[a-z0-9]{1,5}$/i.test(path) && !/\.mdx?$/i.test(path));
    const found = redirected ? undefined : isFile ? suggester.file(path) : suggester.path(path, from);
    const suggestion = found === undefined ? undefined : rewrite(url, found, fragment);
    const via = redirected ? 'is redirected to a path that is' : 'is';
    return {
      kind: 'broken',
      code: isFile ? 'LINK_FILE_NOT_FOUND' : 'LINK_PAGE_NOT_FOUND',
      problem: `goes to ${path}, which ${via} ${isFile ? 'no file the site publishes' : 'no page of the site'}`,
      ...(suggestion === undefined ? {} : { suggestion }),
    };
  }
  if (target.kind !== 'page' || fragment === undefined || fragment === '' || use !== 'link') return undefined;
  // Text fragments (`#:~:text=…`) and the top of the page need no element.
  if (fragment.startsWith(':~:') || fragment === 'top') return undefined;
  const ids = targets.ids.get(target.page);
  if (ids === undefined || ids.has(fragment)) return undefined;
  const near = suggestId(fragment, ids);
  const suggestion =
    near === undefined
      ? undefined
      : { url: `${url.slice(0, url.indexOf('#'))}#${near.value}`, unambiguous: near.unambiguous };
  const pageUrl = pageUrlOf(target.page);
  return {
    kind: 'broken',
    code: 'LINK_ANCHOR_NOT_FOUND',
    problem: `goes to ${pageUrl === location.replace(/(.)\/$/, '$1') && !redirected ? 'this page' : `the page ${pageUrl}`}, which has no heading or element with the id ${JSON.stringify(fragment)}`,
    ...(suggestion === undefined ? {} : { suggestion }),
  };
}

/** A `#fragment` link on page `from`: the page's own id. */
function judgeOwnFragment(url: string, from: string, targets: SiteTargets): Verdict {
  const fragment = decodeFragment(url.slice(1));
  if (fragment === '' || fragment.startsWith(':~:') || fragment === 'top') return undefined;
  const ids = targets.ids.get(from);
  if (ids === undefined || ids.has(fragment)) return undefined;
  const near = suggestId(fragment, ids);
  return {
    kind: 'broken',
    code: 'LINK_ANCHOR_NOT_FOUND',
    problem: `goes to this page, which has no heading or element with the id ${JSON.stringify(fragment)}`,
    ...(near === undefined ? {} : { suggestion: { url: `#${near.value}`, unambiguous: near.unambiguous } }),
  };
}

function decodeFragment(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The URL as written with its path replaced by `suggestion`'s, keeping its query and fragment. */
function rewrite(
  url: string,
  suggestion: Suggestion,
  fragment: string | undefined,
): { url: string; unambiguous: boolean } {
  const query = /\?[^#]*/.exec(url)?.[0] ?? '';
  return {
    url: `${suggestion.value}${query}${fragment === undefined ? '' : `#${fragment}`}`,
    unambiguous: suggestion.unambiguous,
  };
}

/** Suggestions, remembered per missing path (a broken link is usually repeated on many pages). */
export interface Suggester {
  path(missing: string, from: string | undefined): Suggestion | undefined;
  file(missing: string): Suggestion | undefined;
}

/** The suggester of a site's targets. */
export function createSuggester(targets: SiteTargets): Suggester {
  const pages = new Map<string, Suggestion | undefined>();
  const files = new Map<string, Suggestion | undefined>();
  const pageUrls = [...targets.pages.keys()];
  const fileUrls = [...targets.files].filter((file) => !file.endsWith('.md'));
  return {
    path(missing, from) {
      const key = `${from === undefined ? '' : /^[^/]+/.exec(from)?.[0]}\u0000${missing}`;
      if (!pages.has(key))
        pages.set(key, suggestPath(missing, from === undefined ? undefined : pageUrlOf(from), pageUrls));
      return pages.get(key);
    },
    file(missing) {
      if (!files.has(missing)) files.set(missing, suggestPath(missing, undefined, fileUrls));
      return files.get(missing);
    },
  };
}
