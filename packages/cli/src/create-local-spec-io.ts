import { basename, dirname } from 'node:path';
import { createDirectoryReader } from '@folio/builder';
import type { SpecIO } from '@folio/openapi';

/**
 * I/O for checking one OpenAPI file on disk outside any docs repository: the file's own folder
 * plays the repository, so external `$ref`s resolve relative to the file and can never leave its
 * directory tree (`../` past it, and symbolic links out of it, read as missing). `text` is the
 * file's content, already read by the caller.
 */
export function createLocalSpecIO(absoluteFile: string, text: string): { name: string; io: SpecIO } {
  const name = basename(absoluteFile);
  const reader = createDirectoryReader(dirname(absoluteFile));
  return { name, io: { readFile: async (path) => (path === name ? text : reader.readText(path)) } };
}
