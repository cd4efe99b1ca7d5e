import type { SiteNavigationPage } from '@folio/site';

/**
 * The page a path or URL names, as its key in `/_folio/navigation.json`'s `pages` (`/`,
 * `/guides/setup`), or `undefined`. Takes what an agent has at hand: `/guides/setup`,
 * `guides/setup`, `/guides/setup/`, `/guides/setup.md`, `/index`, or a full URL of any host
 * (a production URL asked of a preview still names the page), query and fragment ignored.
 */
export function resolvePageKey(input: string, pages: Readonly<Record<string, SiteNavigationPage>>): string | undefined {
  let path = input.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      return undefined;
    }
  }
  path = path.replace(/[?#].*$/s, '');
  try {
    path = decodeURIComponent(path);
  } catch {
    // Kept as written: a stray `%` is part of no page path anyway.
  }
  if (!path.startsWith('/')) path = `/${path}`;
  path = path.replace(/\/+$/, '') || '/';
  if (path.endsWith('.md')) path = path.slice(0, -3);
  if (path === '/index') path = '/';
  else if (path.endsWith('/index') && !Object.hasOwn(pages, path)) path = path.slice(0, -'/index'.length);
  return Object.hasOwn(pages, path) ? path : undefined;
}
