import { ICON_LIBRARIES, ICON_STYLES, type Icon, type IconSetting } from '@folio/docs-config';

/** Page layouts front matter `mode` picks (the format's values; `default` is the normal page). */
export const PAGE_MODES = ['default', 'wide', 'center', 'custom', 'frame'] as const;
export type PageMode = (typeof PAGE_MODES)[number];

/** What a page's front matter says about how it is listed and framed. */
export interface PageFrame {
  /** Shorter title for the sidebar (`sidebarTitle`); the page keeps `title` everywhere else. */
  sidebarTitle?: string;
  /** Icon beside the page's sidebar link, in either form docs.json writes icons. */
  icon?: IconSetting;
  /** Badge beside the page's sidebar link (`tag: "NEW"`). */
  tag?: string;
  /** Layout of the page (`mode`), absent for the default. */
  mode?: Exclude<PageMode, 'default'>;
}

/**
 * Reads `sidebarTitle`, `icon`, `tag` and `mode` from a page's front matter. Front matter is
 * tenant data: a value of the wrong shape is left out (the page keeps the default), never thrown on.
 */
export function readPageFrame(frontMatter: Record<string, unknown>): PageFrame {
  const frame: PageFrame = {};
  const text = (key: string) => {
    const value = frontMatter[key];
    return typeof value === 'string' && value.trim() !== ''
      ? value.trim()
      : typeof value === 'number'
        ? String(value)
        : undefined;
  };
  const sidebarTitle = text('sidebarTitle');
  if (sidebarTitle !== undefined) frame.sidebarTitle = sidebarTitle;
  const tag = text('tag');
  if (tag !== undefined) frame.tag = tag;
  const icon = readIcon(frontMatter.icon);
  if (icon !== undefined) frame.icon = icon;
  const mode = frontMatter.mode;
  if (typeof mode === 'string' && mode !== 'default' && (PAGE_MODES as readonly string[]).includes(mode))
    frame.mode = mode as PageFrame['mode'];
  return frame;
}

function readIcon(value: unknown): IconSetting | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (typeof value !== 'object' || value === null) return undefined;
  const { name, style, library } = value as Record<string, unknown>;
  if (typeof name !== 'string' || name.trim() === '') return undefined;
  const icon: Icon = { name: name.trim() };
  if ((ICON_STYLES as readonly unknown[]).includes(style)) icon.style = style as Icon['style'];
  if ((ICON_LIBRARIES as readonly unknown[]).includes(library)) icon.library = library as Icon['library'];
  return icon;
}
