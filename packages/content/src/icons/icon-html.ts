import { toHtml } from 'hast-util-to-html';
import { iconElement } from './icon-element.ts';
import type { IconLibraryName, IconRequest } from './icon-request.ts';
import { resolveIcon, type IconResolution } from './resolve-icon.ts';

/**
 * An icon as HTML for the site's chrome (navigation, anchors, tabs): the same SVG, image or dot
 * as in page content, with what the resolution found so the caller can report an unknown name.
 */
export function iconHtml(
  icon: IconRequest,
  library: IconLibraryName,
  className = 'icon',
): { html: string; resolution: IconResolution } {
  const resolution = resolveIcon(icon, library);
  return { html: toHtml(iconElement(resolution, className, icon.name)), resolution };
}
