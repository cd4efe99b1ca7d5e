export type * from './types.ts';
export { LANGUAGE_CODES } from './types.ts';
