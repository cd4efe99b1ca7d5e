/**
 * The folder of a project where `folio build` and `folio dev` keep their work between runs. It
 * ignores itself for git (a `.gitignore` of `*` inside it), and builds never read it as content.
 */
export const BUILD_CACHE_FOLDER = '.folio-cache';
