export { contentCodes, type ContentCode } from './codes.ts';
export { parseFrontMatter, type FrontMatter } from './parse-front-matter.ts';
