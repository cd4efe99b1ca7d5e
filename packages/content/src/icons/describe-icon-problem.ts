import { ICON_LIBRARY_NAMES, type IconLibraryName, type IconRequest } from './icon-request.ts';
import type { IconResolution } from './resolve-icon.ts';

/** Why an icon is not drawn as written, worded for a diagnostic (page content, front matter, docs.json alike). */
export interface IconProblem {
  /** `unknown`: no library has the name (a dot is shown); `substituted`: a close free icon is drawn instead; `refused`: the URL policy refuses the image. */
  kind: 'unknown' | 'substituted' | 'refused';
  message: string;
  hint?: string;
}

/**
 * What an author should hear about an icon's resolution, or `undefined` when it is drawn as
 * written. An unknown name carries the library's closest names; a substitute (usually for a Font
 * Awesome Pro name) names the icon drawn instead. `library` is the site's library, the one the
 * icon was looked up in unless the icon names its own.
 */
export function describeIconProblem(
  request: IconRequest,
  resolution: IconResolution,
  library: IconLibraryName,
): IconProblem | undefined {
  if (resolution.kind === 'unknown') {
    const closest =
      resolution.suggestions.length === 0
        ? ''
        : `; closest: ${resolution.suggestions.map((name) => `"${name}"`).join(', ')}`;
    return {
      kind: 'unknown',
      message: `the icon "${resolution.name}" is not in the ${resolution.library} library${closest}; a dot is shown`,
      ...(resolution.suggestions.length === 0 ? {} : { hint: `Did you mean "${resolution.suggestions[0]}"?` }),
    };
  }
  if (resolution.kind === 'svg' && resolution.substituteFor !== undefined) {
    const asked = (ICON_LIBRARY_NAMES as readonly string[]).includes(request.library ?? '') ? request.library : library;
    return {
      kind: 'substituted',
      message: `the icon "${resolution.substituteFor}" is not ${asked === 'fontawesome' ? 'a free Font Awesome icon (Pro icons cannot be shipped)' : `in the ${asked} library`}; "${resolution.name}" from ${resolution.library} is shown instead`,
      hint: 'Use a free icon name to choose the icon yourself.',
    };
  }
  if (resolution.kind === 'refused')
    return {
      kind: 'refused',
      message: `the icon ${JSON.stringify(request.name)} ${resolution.reason}; a dot is shown`,
      hint: resolution.hint,
    };
  return undefined;
}
