import type { PathSegment } from '@folio/diagnostics';

/** A URL written in docs.json, with its JSON path (for its position and for `folio check --fix`). */
export interface ConfigLink {
  url: string;
  /** `link`: followed by readers; `resource`: loaded by every page (logo, favicon, background). */
  use: 'link' | 'resource';
  path: PathSegment[];
}

/** Where docs.json draws links: every `href` below these keys (languages and versions override the frame inside `navigation`). */
const LINK_ROOTS = ['navbar', 'footer', 'navigation', 'contextual', 'logo'] as const;
/** Images docs.json loads on every page. */
const RESOURCES: readonly PathSegment[][] = [
  ['logo'],
  ['logo', 'light'],
  ['logo', 'dark'],
  ['favicon'],
  ['favicon', 'light'],
  ['favicon', 'dark'],
  ['background', 'image'],
  ['background', 'image', 'light'],
  ['background', 'image', 'dark'],
];

/**
 * Every link and image of docs.json (after `$ref`s are inlined): `href` of navbar links and its
 * primary button, footer columns and socials, navigation tabs, anchors, dropdowns, products, menu
 * items and global anchors (with the navbar, footer and banner a language or version overrides),
 * custom page-menu options and the logo; the Markdown links of every `banner.content`; the logo,
 * favicon and background images. Values that are not strings were reported by docs-config.
 */
export function collectConfigLinks(raw: Readonly<Record<string, unknown>>): ConfigLink[] {
  const links: ConfigLink[] = [];
  for (const root of LINK_ROOTS) collectHrefs(raw[root], [root], links);
  collectBanner(raw.banner, ['banner'], links);
  for (const path of RESOURCES) {
    const value = valueAt(raw, path);
    if (typeof value === 'string' && value.trim() !== '') links.push({ url: value, use: 'resource', path });
  }
  return links;
}

function collectHrefs(value: unknown, path: PathSegment[], links: ConfigLink[]): void {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) collectHrefs(item, [...path, index], links);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  for (const [key, child] of Object.entries(value)) {
    const at = [...path, key];
    if (key === 'href' && typeof child === 'string' && child.trim() !== '')
      links.push({ url: child, use: 'link', path: at });
    else if (key === 'socials' && typeof child === 'object' && child !== null && !Array.isArray(child)) {
      for (const [network, url] of Object.entries(child))
        if (typeof url === 'string' && url.trim() !== '') links.push({ url, use: 'link', path: [...at, network] });
    } else if (key === 'banner') collectBanner(child, at, links);
    else collectHrefs(child, at, links);
  }
}

/** The links of a banner's inline Markdown (`[label](href)` outside code spans), as the banner renders them. */
function collectBanner(value: unknown, path: PathSegment[], links: ConfigLink[]): void {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return;
  const content = (value as Record<string, unknown>).content;
  if (typeof content !== 'string') return;
  const text = content.replace(/`[^`]+`/g, '');
  for (const match of text.matchAll(/\[[^\]]+\]\(([^)\s]+)\)/g))
    links.push({ url: match[1] as string, use: 'link', path: [...path, 'content'] });
}

function valueAt(raw: Readonly<Record<string, unknown>>, path: readonly PathSegment[]): unknown {
  let value: unknown = raw;
  for (const segment of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string | number, unknown>)[segment];
  }
  return value;
}
