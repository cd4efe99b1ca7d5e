/**
 * What a tenant-written URL is for; each use allows its own kinds of URL.
 *
 * - `link`: an `href` a reader follows — http(s), `mailto:`, `tel:`, a relative path or a `#fragment`.
 * - `resource`: something the page loads (image, video, favicon, logo) — http(s) or a relative path.
 * - `frame`: an embedded page (`<iframe src>`) — https only.
 * - `redirect`: where a redirect sends the reader — a same-site path starting with `/`, or http(s).
 */
export type UrlUse = 'link' | 'resource' | 'frame' | 'redirect';

/** The policy's answer: the URL to write out, or why it is refused and how to fix it. */
export type UrlVerdict =
  | {
      allowed: true;
      /** The URL as a browser reads it (tabs and newlines removed, outer spaces trimmed, scheme in lower case). */
      url: string;
      /** True when it leaves the site (an absolute or scheme-relative URL). */
      isExternal: boolean;
    }
  | { allowed: false; reason: string; hint: string };

const SCHEMES: Record<UrlUse, ReadonlySet<string>> = {
  link: new Set(['http:', 'https:', 'mailto:', 'tel:']),
  resource: new Set(['http:', 'https:']),
  frame: new Set(['https:']),
  redirect: new Set(['http:', 'https:']),
};

const HINTS: Record<UrlUse, string> = {
  link: 'Use an http(s), mailto: or tel: URL, a path such as "/guides/setup", or a "#fragment".',
  resource: 'Use an https:// URL or a path to a file of the repository such as "/images/logo.png".',
  frame: 'Embed an https:// address.',
  redirect: 'Use a path of this site starting with "/" (such as "/guides/setup") or an https:// URL.',
};

/** Any origin would do: it only tells same-site results from ones that leave the site. */
const BASE = new URL('https://folio-site.invalid/');
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The one URL policy for every link, image and redirect a tenant writes (MDX, docs.json, OpenAPI
 * descriptions). It judges the URL the way a browser parses it (WHATWG URL): leading and trailing
 * spaces and control characters are stripped and tabs and newlines removed before the scheme is
 * read, so `" javascript:"`, `"java\tscript:"` and `"\u0001JAVASCRIPT:"` are all `javascript:`
 * and are refused, as are `data:`, `vbscript:`, `file:` and every scheme the use does not list.
 */
export function checkUrl(value: string, use: UrlUse): UrlVerdict {
  const refuse = (reason: string): UrlVerdict => ({ allowed: false, reason, hint: HINTS[use] });
  // The URL standard's first steps, which browsers apply to every href and src before parsing.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the URL standard strips leading and trailing C0 controls and spaces
  const cleaned = value.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  if (cleaned === '') return refuse('is empty');
  // A Location header cannot carry these, and a browser would read a backslash as a slash.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a redirect target must not hold a C0 control, a space or DEL
  if (use === 'redirect' && /[\u0000-\u0020\u007f\\]/.test(cleaned))
    return refuse('contains a space, a control character or a backslash');

  // Without a scheme the URL parser fails on its own (and a thrown error costs far more than the
  // test): most URLs of a page are paths, so only those that name a scheme are parsed alone.
  const absolute = SCHEME.test(cleaned) ? parse(cleaned) : undefined;
  if (absolute !== undefined) {
    const scheme = absolute.protocol;
    if (!SCHEMES[use].has(scheme)) return refuse(`uses the "${scheme}" scheme, which is not allowed here`);
    return { allowed: true, url: scheme + cleaned.slice(scheme.length), isExternal: true };
  }
  // A scheme followed by something unparseable ("https://exa mple.com", "http://").
  if (SCHEME.test(cleaned)) return refuse('is not a valid URL');

  const resolved = parse(cleaned, BASE);
  if (resolved === undefined) return refuse('is not a valid URL');
  if (use === 'frame') return refuse('is not an https:// address');
  // "//host/x", "/\host/x" and "\\host" leave the site although they name no scheme.
  const leaves = resolved.origin !== BASE.origin;
  if (use === 'redirect') {
    if (leaves) return refuse('leaves the site without naming a scheme (browsers read it as another host)');
    if (!cleaned.startsWith('/')) return refuse('is neither an absolute URL nor a path starting with "/"');
  }
  return { allowed: true, url: cleaned, isExternal: leaves };
}

function parse(value: string, base?: URL): URL | undefined {
  try {
    return new URL(value, base);
  } catch {
    return undefined;
  }
}
