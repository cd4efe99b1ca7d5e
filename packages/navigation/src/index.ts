export type * from './types.ts';
export { resolveNavigation } from './resolve-navigation.ts';
export { navigationCodes, type NavigationCode } from './codes.ts';
export { clean } from './clean.ts';
export { normalisePagePath, type NormalisedPagePath } from './normalise-page-path.ts';
export { operationPagePath, DEFAULT_API_DIRECTORY } from './operation-page-path.ts';
export { readPageFrame, PAGE_MODES, type PageFrame, type PageMode } from './read-page-frame.ts';
export { readPageGroups, type PageGroupsReading } from './read-page-groups.ts';
