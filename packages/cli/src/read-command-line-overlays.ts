import { readFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';

/** The `--overlay` files of `folio openapi-check`, ready to hand to the OpenAPI loader. */
export interface CommandLineOverlays {
  /** What the loader applies, in order: a name for each file, or the URL as typed. */
  sources: string[];
  /** Each file's text under the name the loader will ask for. */
  texts: Map<string, string>;
  /** The loader's name for each file → the path the user typed, for messages. */
  typed: Map<string, string>;
}

/**
 * Reads the overlay files named on the command line (relative to `cwd`; the user named them, so
 * they may live anywhere, unlike `$ref`s of the document) and names each one for the loader, which
 * reads documents by repository-style paths only. URLs are passed through: the loader fetches them
 * with the command's fetcher. Returns a message for a file that cannot be read (exit code 2).
 */
export async function readCommandLineOverlays(
  values: readonly string[],
  cwd: string,
): Promise<CommandLineOverlays | { unreadable: string }> {
  const overlays: CommandLineOverlays = { sources: [], texts: new Map(), typed: new Map() };
  for (const [index, value] of values.entries()) {
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) {
      overlays.sources.push(value);
      continue;
    }
    let text: string;
    try {
      text = await readFile(resolve(cwd, value), 'utf8');
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      return {
        unreadable: `cannot read the overlay "${value}": ${code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a folder, not a file' : (error as Error).message}`,
      };
    }
    // A name no file of the document's folder has, so the document's own files are never shadowed.
    const name = `.folio-command-line-overlay-${index + 1}-${basename(value)}`;
    overlays.sources.push(name);
    overlays.texts.set(name, text);
    overlays.typed.set(name, value);
  }
  return overlays;
}
