import { toHtml } from 'hast-util-to-html';
import { iconElement } from './icon-element.ts';
import type { IconLibraryName, IconRequest } from './icon-request.ts';
import { resolveIcon, type IconResolution } from './resolve-icon.ts';

/** An icon's HTML and what its resolution found. */
export interface IconHtml {
  html: string;
  resolution: IconResolution;
}

/**
 * Icons made lately, by everything that decides them. The chrome draws the same few icons on every
 * page (the sidebar's, the tabs', the anchors'): resolving, parsing and serialising each again was
 * about a seventh of laying out a 284-page site from a warm cache. The result depends on the
 * request alone (the libraries are files of Folio's own packages), so one table serves every site.
 */
const made = new Map<string, Readonly<IconHtml>>();
/** Distinct icons kept; past it the table starts again (a site rarely uses a hundred). */
const MAX_MADE = 2_048;

/**
 * An icon as HTML for the site's chrome (navigation, anchors, tabs): the same SVG, image or dot
 * as in page content, with what the resolution found so the caller can report an unknown name.
 * The same request gives the same object: read it, never change it.
 */
export function iconHtml(icon: IconRequest, library: IconLibraryName, className = 'icon'): Readonly<IconHtml> {
  const key = `${library}\0${className}\0${icon.name}\0${icon.style ?? ''}\0${icon.library ?? ''}`;
  const known = made.get(key);
  if (known !== undefined) return known;
  const resolution = resolveIcon(icon, library);
  const result: Readonly<IconHtml> = Object.freeze({
    html: toHtml(iconElement(resolution, className, icon.name)),
    resolution,
  });
  if (made.size >= MAX_MADE) made.clear();
  made.set(key, result);
  return result;
}
