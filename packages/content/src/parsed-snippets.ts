import type { ParseOptions, ParsedSource } from './parse-page-source.ts';
import { parsePageSource } from './parse-page-source.ts';
import { readPageModule, type PageModule } from './read-page-module.ts';

/** A snippet file parsed, with its imports and exports read. */
export interface ParsedSnippet {
  parsed: ParsedSource;
  module: PageModule;
}

/** Parsed snippets kept per thread; past this many, the oldest are dropped. */
const MAX_SNIPPETS = 500;
/** Snippets longer than this are parsed each time: a few large ones must not fill memory. */
const MAX_KEPT_LENGTH = 64 * 1024;
const parsedSnippets = new Map<string, ParsedSnippet>();

/**
 * A snippet parsed and read (`parsePageSource`, `readPageModule`), remembered by its file, text
 * and parse options: real sites include the same few snippets in many pages, and parsing each
 * again for every page was a third of checking a page. Safe to share because nothing downstream
 * changes a parsed tree or module (conversion builds new hast); the diagnostics are copied out
 * by the caller for each page.
 */
export function parseSnippet(file: string, source: string, options: ParseOptions): ParsedSnippet {
  if (source.length > MAX_KEPT_LENGTH) return read(file, source, options);
  const key = `${file}\u0000${options.latex ?? ''}\u0000${source}`;
  let snippet = parsedSnippets.get(key);
  if (snippet === undefined) {
    snippet = read(file, source, options);
    if (parsedSnippets.size >= MAX_SNIPPETS) parsedSnippets.delete(parsedSnippets.keys().next().value as string);
    parsedSnippets.set(key, snippet);
  }
  return snippet;
}

function read(file: string, source: string, options: ParseOptions): ParsedSnippet {
  const parsed = parsePageSource(source, file, options);
  return { parsed, module: readPageModule(parsed.tree, file) };
}
