// `@folio/content/icons`: the icon resolver alone, for callers that check icons without
// rendering pages (the builder's analysis), so they do not load the MDX and Shiki renderer.
export { resolveIcon, isImageIcon, DEFAULT_ICON_LIBRARY, type IconResolution } from './resolve-icon.ts';
export { describeIconProblem, type IconProblem } from './describe-icon-problem.ts';
export { ICON_LIBRARY_NAMES, type IconLibraryName, type IconRequest } from './icon-request.ts';
export { pickIconLibrary } from './pick-icon-library.ts';
