import { createDiagnostic, formatJsonPath, type Diagnostic, type PathSegment } from '@folio/diagnostics';
import { docsConfigCodes, type DocsConfigCode } from './codes.ts';
import { createLocator } from './create-locator.ts';
import { isJsonObject } from './is-json-object.ts';
import { parseJsonSource } from './parse-json-source.ts';
import { toPlainValue } from './to-plain-value.ts';
import type { DocsConfig } from './model/docs-config.ts';
import type { LocateValue, ReadRepoFile } from './model/source.ts';
import type { CustomLanguageGrammar } from './model/styling.ts';

/** What `loadCustomLanguages` found. */
export interface LoadedCustomLanguages {
  /** The config, with the usable grammars in `styling.codeblocks.languages.grammars`. */
  config: DocsConfig;
  diagnostics: Diagnostic[];
  /** The grammar files read (for watch mode and caching). */
  files: string[];
}

/** Grammars larger than this are refused: real ones are tens of kilobytes, and every page render carries them. */
export const MAX_GRAMMAR_BYTES = 1_000_000;
/** What a fence may name: the language names code fences use. */
const LANGUAGE_NAME = /^[a-z0-9][a-z0-9_+#.-]*$/;
const URL_SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;

/**
 * Reads the grammar files `styling.codeblocks.languages.custom` lists (repository paths, `/` or
 * not at the start) and keeps those that are JSON objects with a `name`, a `scopeName` and
 * `patterns`. A path that leaves the repository or names no file is reported at its JSON path in
 * docs.json, a problem inside a grammar at its line and column in the grammar file; a bad grammar
 * is skipped, so code fences in its language are shown as plain text, and the site still builds.
 * Nothing of a grammar runs here: its regular expressions are only compiled by the highlighter.
 */
export async function loadCustomLanguages(
  config: DocsConfig,
  readFile: ReadRepoFile,
  locate: LocateValue,
): Promise<LoadedCustomLanguages> {
  const codeblocks = config.styling?.codeblocks;
  const paths = typeof codeblocks === 'object' ? (codeblocks.languages?.custom ?? []) : [];
  const diagnostics: Diagnostic[] = [];
  const files: string[] = [];
  const grammars: CustomLanguageGrammar[] = [];
  const seen = new Map<string, string>();
  for (const [index, written] of paths.entries()) {
    const jsonPath: PathSegment[] = ['styling', 'codeblocks', 'languages', 'custom', index];
    const reportAtSetting = (code: DocsConfigCode, message: string, hint?: string) => {
      const position = locate(jsonPath);
      diagnostics.push(
        createDiagnostic(docsConfigCodes, code, {
          message,
          file: position?.file ?? 'docs.json',
          path: formatJsonPath(jsonPath),
          line: position?.line,
          column: position?.column,
          hint,
        }),
      );
    };
    const file = repositoryPath(written);
    if (typeof file !== 'string') {
      reportAtSetting(
        'CONFIG_LANGUAGE_INVALID',
        `custom language "${written}" ${file.reason}; code blocks in that language are shown as plain text`,
        'Write the repository path of a JSON grammar file, e.g. "/languages/acme.json".',
      );
      continue;
    }
    const text = await readFile(file);
    if (text === undefined) {
      reportAtSetting(
        'CONFIG_LANGUAGE_MISSING',
        `custom language "${written}" does not exist; code blocks in that language are shown as plain text`,
      );
      continue;
    }
    files.push(file);
    if (text.length > MAX_GRAMMAR_BYTES) {
      reportAtSetting(
        'CONFIG_LANGUAGE_INVALID',
        `custom language "${written}" is larger than ${MAX_GRAMMAR_BYTES / 1_000_000} MB and is not loaded; code blocks in that language are shown as plain text`,
        'Remove unused rules from the grammar.',
      );
      continue;
    }
    const checked = checkGrammar(text, file);
    diagnostics.push(...checked.diagnostics);
    if (checked.grammar === undefined) continue;
    const names = [checked.grammar.name, ...(checked.grammar.aliases ?? [])];
    const taken = names.find((name) => seen.has(name));
    if (taken !== undefined) {
      reportAtSetting(
        'CONFIG_LANGUAGE_INVALID',
        `custom language "${written}" uses the name "${taken}" that "${seen.get(taken)}" already defines; it is not loaded`,
        'Give each custom language its own `name` and `aliases`.',
      );
      continue;
    }
    for (const name of names) seen.set(name, written);
    grammars.push(checked.grammar);
  }
  if (grammars.length === 0 || typeof codeblocks !== 'object') return { config, diagnostics, files };
  const languages = { ...codeblocks.languages, grammars };
  return {
    config: { ...config, styling: { ...config.styling, codeblocks: { ...codeblocks, languages } } },
    diagnostics,
    files,
  };
}

/** A docs.json path as a repository path (a leading `/` is the repository root), or why it is not one. */
function repositoryPath(written: string): string | { reason: string } {
  if (URL_SCHEME.test(written)) return { reason: 'is a URL; only files of the repository can be loaded' };
  if (written.includes('\\')) return { reason: 'uses backslashes; separate folders with "/"' };
  const segments: string[] = [];
  for (const segment of written.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (segments.length === 0) return { reason: 'leaves the repository' };
      segments.pop();
    } else segments.push(segment);
  }
  if (segments.length === 0) return { reason: 'names no file' };
  return segments.join('/');
}

/** Parses one grammar file and checks the fields Shiki needs, reporting at the file's lines. */
function checkGrammar(text: string, file: string): { grammar?: CustomLanguageGrammar; diagnostics: Diagnostic[] } {
  const parsed = parseJsonSource(text, file);
  // A grammar's syntax error is not docs.json's: it costs that language, never the publish.
  let failed = parsed.diagnostics.some((diagnostic) => diagnostic.severity === 'error');
  const diagnostics = parsed.diagnostics.map((diagnostic) => {
    if (diagnostic.severity !== 'error') return diagnostic;
    const { file: at, path, line, column, hint } = diagnostic;
    return createDiagnostic(docsConfigCodes, 'CONFIG_LANGUAGE_INVALID', {
      message: `${diagnostic.message}; the custom language is not loaded`,
      file: at,
      path,
      line,
      column,
      hint,
    });
  });
  if (parsed.node === undefined || failed) return { diagnostics };
  const locate = createLocator(parsed.node);
  const report = (path: PathSegment[], message: string, hint: string) => {
    failed = true;
    const position = locate(path) ?? locate([]);
    diagnostics.push(
      createDiagnostic(docsConfigCodes, 'CONFIG_LANGUAGE_INVALID', {
        message: `${message}; the custom language is not loaded`,
        file,
        path: formatJsonPath(path),
        line: position?.line,
        column: position?.column,
        hint,
      }),
    );
  };
  const value = toPlainValue(parsed.node);
  if (!isJsonObject(value)) {
    report(
      [],
      `${file} is not a JSON object`,
      'A Shiki language definition is an object { "name", "scopeName", "patterns", "repository" }.',
    );
    return { diagnostics };
  }
  const name = typeof value.name === 'string' ? value.name.toLowerCase() : undefined;
  if (name === undefined || !LANGUAGE_NAME.test(name)) {
    report(
      value.name === undefined ? [] : ['name'],
      value.name === undefined
        ? `${file} has no "name"`
        : `"name" of ${file} is not a language name code fences can use`,
      'Add "name": the language name code fences use, e.g. "acme".',
    );
  }
  if (typeof value.scopeName !== 'string' || value.scopeName === '') {
    report(
      value.scopeName === undefined ? [] : ['scopeName'],
      `${file} has no "scopeName" string`,
      'Add "scopeName", e.g. "source.acme".',
    );
  }
  if (!Array.isArray(value.patterns)) {
    report(
      value.patterns === undefined ? [] : ['patterns'],
      `${file} has no "patterns" array`,
      'Add "patterns": the rules applied at the top level of a code block.',
    );
  }
  if (value.repository !== undefined && !isJsonObject(value.repository)) {
    report(
      ['repository'],
      `"repository" of ${file} is not an object`,
      'Write "repository" as an object of named rules.',
    );
  }
  const aliases = value.aliases;
  const aliasesOk =
    aliases === undefined ||
    (Array.isArray(aliases) &&
      aliases.every((alias) => typeof alias === 'string' && LANGUAGE_NAME.test(alias.toLowerCase())));
  if (!aliasesOk)
    report(['aliases'], `"aliases" of ${file} must be an array of language names`, 'Write "aliases": ["acme-lang"].');
  if (failed) return { diagnostics };
  const grammar = { ...value, name: name as string } as CustomLanguageGrammar;
  if (Array.isArray(aliases)) grammar.aliases = (aliases as string[]).map((alias) => alias.toLowerCase());
  return { grammar, diagnostics };
}
