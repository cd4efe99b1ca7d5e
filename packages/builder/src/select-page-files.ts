import ignore from 'ignore';

/** Extensions of page files (SPEC.md "Page file": MDX; real repositories also use Markdown). */
const PAGE_EXTENSIONS = ['.mdx', '.md'] as const;

/**
 * Which repository files are pages. Snippets (`snippets/`, imported into pages), hidden folders
 * and files matched by `.docsignore` (or its alias `.mintignore`, COMPAT.md) are not.
 * When `a.mdx` and `a.md` both exist, the `.mdx` file is the page.
 */
export function selectPageFiles(files: readonly string[], ignoreFileText: string | undefined): string[] {
  const ignored = ignore().add(ignoreFileText ?? '');
  const byPath = new Map<string, string>();
  for (const file of files) {
    const extension = PAGE_EXTENSIONS.find((ext) => file.toLowerCase().endsWith(ext));
    if (extension === undefined) continue;
    const segments = file.split('/');
    if (segments[0] === 'snippets' || segments.some((s) => s.startsWith('.'))) continue;
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
