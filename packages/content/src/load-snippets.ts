import { createDiagnostic, type Diagnostic } from '@folio/diagnostics';
import type { Root, RootContent } from 'mdast';
import type {} from 'mdast-util-mdx';
import { contentCodes } from './codes.ts';
import { contentLimits } from './limits.ts';
import type { ParseOptions, ParsedSource } from './parse-page-source.ts';
import { resolveRepoPath, type PageModule } from './read-page-module.ts';
import { parseSnippet } from './parsed-snippets.ts';

/** A snippet file read and parsed (once per thread while its text is the same: `parseSnippet`). */
export interface LoadedSnippet {
  path: string;
  parsed: ParsedSource;
  module: PageModule;
}

/** Reads a repository file; `undefined` when it does not exist. */
export type ReadRepoFile = (repoPath: string) => Promise<string | undefined>;

/**
 * Snippets by the repository path a page names (`undefined`: missing or unreadable), every file
 * looked at for them (the page's dependencies: a file created in the legacy folder changes the
 * page), and the diagnostics found loading them.
 */
export interface SnippetLibrary {
  snippets: Map<string, LoadedSnippet | undefined>;
  files: Set<string>;
  diagnostics: Diagnostic[];
}

/** Snippet files one page may pull in, in total. */
const MAX_SNIPPETS = 200;

/**
 * Loads every snippet a page needs — `.mdx`/`.md` imports and `<Snippet file="…" />` — through
 * `readFile`, recursively, parsing each once (and each version of a file once per thread). Cycles (`a.mdx` → `b.mdx` → `a.mdx`) and chains
 * deeper than the limit are reported at the import that closes them. Snippets are parsed with the
 * page's `options`.
 */
export async function loadSnippets(
  page: { file: string; tree: Root; module: PageModule },
  readFile: ReadRepoFile | undefined,
  options: ParseOptions = {},
): Promise<SnippetLibrary> {
  const library: SnippetLibrary = { snippets: new Map(), files: new Set(), diagnostics: [] };
  const visit = async (
    from: { file: string; tree: Root; module: PageModule },
    stack: readonly string[],
  ): Promise<void> => {
    for (const reference of snippetReferences(from.file, from.tree, from.module)) {
      const where = { file: from.file, line: reference.line, column: reference.column };
      if (reference.path === undefined) {
        library.diagnostics.push(
          createDiagnostic(contentCodes, 'CONTENT_IMPORT_NOT_FOUND', {
            message: `snippet "${reference.specifier}" points outside the repository`,
            ...where,
          }),
        );
        continue;
      }
      const path = reference.path;
      if (stack.includes(path)) {
        library.diagnostics.push(
          createDiagnostic(contentCodes, 'CONTENT_IMPORT_CYCLE', {
            message: `snippets import each other in a cycle: ${[...stack.slice(stack.indexOf(path)), path].join(' → ')}`,
            ...where,
          }),
        );
        continue;
      }
      if (library.snippets.has(path)) continue;
      if (stack.length > contentLimits.maxSnippetDepth || library.snippets.size >= MAX_SNIPPETS) {
        library.diagnostics.push(
          createDiagnostic(contentCodes, 'CONTENT_NESTING_TOO_DEEP', {
            message: `snippet "${path}" is not inlined: snippets nest more than ${contentLimits.maxSnippetDepth} deep or number more than ${MAX_SNIPPETS}`,
            ...where,
          }),
        );
        continue;
      }
      let found: { file: string; source: string } | undefined;
      for (const candidate of snippetCandidates(path)) {
        library.files.add(candidate);
        let source: string | undefined;
        try {
          source = readFile === undefined ? undefined : await readFile(candidate);
        } catch {
          source = undefined;
        }
        if (source !== undefined) {
          found = { file: candidate, source };
          break;
        }
      }
      if (found === undefined) {
        library.snippets.set(path, undefined);
        library.diagnostics.push(
          createDiagnostic(contentCodes, 'CONTENT_IMPORT_NOT_FOUND', {
            message: `snippet "${path}" does not exist`,
            ...where,
          }),
        );
        continue;
      }
      const { parsed, module } = parseSnippet(found.file, found.source, options);
      library.snippets.set(path, { path: found.file, parsed, module });
      // Copies: the parsed snippet is shared by every page that includes it.
      for (const diagnostic of [...parsed.diagnostics, ...module.diagnostics])
        library.diagnostics.push({ ...diagnostic });
      await visit({ file: found.file, tree: parsed.tree, module }, [...stack, path]);
    }
  };
  await visit(page, [page.file]);
  return library;
}

interface SnippetReference {
  specifier: string;
  path: string | undefined;
  line: number;
  column: number;
}

/** Snippet imports of a tree, and `<Snippet file="x.mdx" />` elements (files under /snippets/). */
function snippetReferences(file: string, tree: Root, module: PageModule): SnippetReference[] {
  const references: SnippetReference[] = module.imports
    .filter((entry) => entry.kind === 'snippet')
    .map((entry) => ({ specifier: entry.path, path: entry.path, line: entry.line, column: entry.column }));
  const stack: RootContent[] = [...tree.children];
  while (stack.length > 0) {
    const node = stack.pop() as RootContent;
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'Snippet') {
      const attribute = node.attributes.find(
        (candidate) => candidate.type === 'mdxJsxAttribute' && candidate.name === 'file',
      );
      if (attribute?.type === 'mdxJsxAttribute' && typeof attribute.value === 'string') {
        references.push({
          specifier: attribute.value,
          path: snippetFilePath(file, attribute.value),
          line: node.position?.start.line ?? 1,
          column: node.position?.start.column ?? 1,
        });
      }
    }
    if ('children' in node) stack.push(...(node.children as RootContent[]));
  }
  return references;
}

/**
 * `<Snippet file="x.mdx" />` names a file of the legacy `_snippets/` folder, where the format
 * keeps them (the reference's snippet map is keyed by the path inside `_snippets/`), unless it
 * gives a path of its own. `snippetCandidates` falls back to `snippets/` for it.
 */
export function snippetFilePath(file: string, name: string): string | undefined {
  if (name.startsWith('/') || name.startsWith('./') || name.startsWith('../')) return resolveRepoPath(file, name);
  return resolveRepoPath(file, `/_snippets/${name}`);
}

/**
 * The files a snippet path may be read from, in order: the path itself, then the same path in
 * the other snippet folder (`snippets/x.mdx` ↔ `_snippets/x.mdx`). Real repositories keep
 * snippets in the legacy `_snippets/` and import them as `/snippets/x.mdx`, or name files of
 * `snippets/` in `<Snippet file>` (COMPAT.md "Snippets").
 */
function snippetCandidates(path: string): string[] {
  if (path.startsWith('_snippets/')) return [path, path.slice(1)];
  if (path.startsWith('snippets/')) return [path, `_${path}`];
  return [path];
}
