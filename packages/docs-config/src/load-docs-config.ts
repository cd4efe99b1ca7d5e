import { createDiagnostic, sortDiagnostics } from '@folio/diagnostics';
import { docsConfigCodes } from './codes.ts';
import { createLocator } from './create-locator.ts';
import { loadCustomLanguages } from './load-custom-languages.ts';
import { readJsonWithRefs } from './read-json-with-refs.ts';
import { toPlainValue } from './to-plain-value.ts';
import type { LoadedDocsConfig } from './model/docs-config.ts';
import type { ReadRepoFile } from './model/source.ts';
import { validateDocsConfig } from './validate-docs-config.ts';

/** Options of `loadDocsConfig`. */
export interface LoadDocsConfigOptions {
  /** Reads a repository file; the only I/O this package does. */
  readFile: ReadRepoFile;
  /** Repository path of the config file. Defaults to `docs.json`. */
  file?: string;
}

/**
 * Reads docs.json with the position of every value, inlines `$ref`ed files (recursively, never
 * outside the repository), and validates the result into a typed config.
 *
 * Never throws for bad content: a missing or unreadable docs.json gives `config: undefined` and an
 * error diagnostic; every other problem is a diagnostic (sorted by file, line, column) and the
 * config still loads. `readFile` rejecting (an I/O failure, not a content problem) does reject.
 */
export async function loadDocsConfig(options: LoadDocsConfigOptions): Promise<LoadedDocsConfig> {
  const file = options.file ?? 'docs.json';
  const source = await readJsonWithRefs(file, options.readFile);
  const locate = createLocator(source.node);

  if (source.missing) {
    const diagnostic = createDiagnostic(docsConfigCodes, 'CONFIG_FILE_MISSING', {
      message: `${file} does not exist`,
      file,
    });
    return { config: undefined, diagnostics: [diagnostic], locate, files: source.files };
  }
  if (source.node === undefined) {
    // Nothing parseable at all (e.g. an empty file): the syntax error says why.
    return { config: undefined, diagnostics: sortDiagnostics(source.diagnostics), locate, files: source.files };
  }
  const validated = validateDocsConfig(toPlainValue(source.node), locate, file);
  // `styling.codeblocks.languages.custom`: grammar files, read and checked with docs.json.
  const languages =
    validated.config === undefined ? undefined : await loadCustomLanguages(validated.config, options.readFile, locate);
  const config = languages?.config ?? validated.config;
  const diagnostics = [...source.diagnostics, ...validated.diagnostics, ...(languages?.diagnostics ?? [])];
  return {
    config,
    diagnostics: sortDiagnostics(diagnostics),
    locate,
    files: [...source.files, ...(languages?.files ?? [])],
  };
}
