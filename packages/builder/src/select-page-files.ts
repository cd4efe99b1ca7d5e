import ignore from 'ignore';

/** Extensions of page files (SPEC.md "Page file": MDX; real repositories also use Markdown). */
const PAGE_EXTENSIONS = ['.mdx', '.md'] as const;

/** Snippet folders: their files are inlined into pages, never pages themselves (`_snippets/` is the legacy one). */
const SNIPPET_FOLDERS = new Set(['snippets', '_snippets']);

/**
 * Markdown files of the repository itself, not of its docs, at any depth: the names the reference
 * implementation skips (`readme`, `license`, `contributing`, `contribute`, and `changelog.md` among
 * its default ignores), in any case. Only `.md`: a `changelog.mdx` is a page.
 */
const REPOSITORY_MARKDOWN = new Set(['readme.md', 'license.md', 'contributing.md', 'contribute.md', 'changelog.md']);

/** Instructions for coding agents, kept at the root of a repository (COMPAT.md: not pages). */
const AGENT_INSTRUCTIONS = new Set(['agents.md', 'claude.md', 'gemini.md']);

/**
 * Which repository files are pages. Snippets (`snippets/`, `_snippets/`), hidden folders, the
 * repository's own Markdown (README, LICENSE, CONTRIBUTING, CHANGELOG `.md` at any depth; AGENTS,
 * CLAUDE, GEMINI `.md` at the root) and files matched by `.docsignore` / `.mintignore` are not.
 * When `a.mdx` and `a.md` both exist, the `.mdx` file is the page.
 *
 * @param ignoreFileText gitignore-syntax rules; the analysis filters the file list with
 *   `readRepositoryIgnore` before, so it passes none.
 */
export function selectPageFiles(files: readonly string[], ignoreFileText?: string): string[] {
  const ignored = ignore().add(ignoreFileText ?? '');
  const byPath = new Map<string, string>();
  for (const file of files) {
    const extension = PAGE_EXTENSIONS.find((ext) => file.toLowerCase().endsWith(ext));
    if (extension === undefined) continue;
    const segments = file.split('/');
    if (SNIPPET_FOLDERS.has(segments[0] ?? '') || segments.some((s) => s.startsWith('.'))) continue;
    const name = (segments.at(-1) ?? '').toLowerCase();
    if (REPOSITORY_MARKDOWN.has(name) || (segments.length === 1 && AGENT_INSTRUCTIONS.has(name))) continue;
    if (ignoreFileText !== undefined && ignored.ignores(file)) continue;
    const pagePath = file.slice(0, -extension.length);
    const existing = byPath.get(pagePath);
    if (existing === undefined || extension === '.mdx') byPath.set(pagePath, file);
  }
  return [...byPath.values()].sort();
}

/** The page path of a page file: repo-relative, without extension (`api/errors.mdx` → `api/errors`). */
export function pagePathOf(file: string): string {
  return file.replace(/\.(mdx|md)$/i, '');
}
