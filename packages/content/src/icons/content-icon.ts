import type { Element } from 'hast';
import type { ContentCode } from '../codes.ts';
import { describeIconProblem } from './describe-icon-problem.ts';
import { iconElement } from './icon-element.ts';
import type { IconLibraryName, IconRequest } from './icon-request.ts';
import { resolveIcon } from './resolve-icon.ts';

const CODES: Record<'unknown' | 'substituted' | 'refused', ContentCode> = {
  unknown: 'CONTENT_ICON_UNKNOWN',
  substituted: 'CONTENT_ICON_SUBSTITUTED',
  refused: 'CONTENT_URL_REFUSED',
};

/**
 * An icon a page writes (a component's `icon` prop), resolved in the site's library and turned
 * into hast; what cannot be drawn is reported through `warn` — an unknown name with the closest
 * names of the library (`CONTENT_ICON_UNKNOWN`), a URL the policy refuses (`CONTENT_URL_REFUSED`)
 * — and left as the neutral dot; a close free icon drawn for a name the library lacks (a Font
 * Awesome Pro name) is noted (`CONTENT_ICON_SUBSTITUTED`, naming the substitute).
 */
export function contentIcon(
  icon: string | IconRequest,
  library: IconLibraryName,
  className: string,
  warn: (code: ContentCode, message: string, hint?: string) => void,
): Element {
  const request = typeof icon === 'string' ? { name: icon } : icon;
  const resolution = resolveIcon(request, library);
  const problem = describeIconProblem(request, resolution, library);
  if (problem !== undefined) warn(CODES[problem.kind], problem.message, problem.hint);
  return iconElement(resolution, className, request.name);
}
