import { formatJsonPath, type PathSegment } from '@folio/diagnostics';
import { findLinksTo, findRelativeLinksOf, type CheckResult, type LinkSite } from '@folio/builder';
import { findJsonString } from '../fix/find-json-string.ts';
import { findLinkText } from '../fix/find-link-text.ts';
import type { TextFix } from '../fix/text-fix.ts';
import { insertRedirect } from './insert-redirect.ts';

/** Moving one page: the file to move, and every edit that keeps the site's links working. */
export interface RenamePlan {
  /** Repository-relative page files, before and after (`guides/setup.mdx` → `start/setup.mdx`). */
  from: string;
  to: string;
  /** Links, navigation entries and redirects to rewrite, and the redirect to add (in docs.json or the file it `$ref`s). */
  fixes: TextFix[];
}

/** A page path as an author may name it: a file, a page path or a URL path (`/guides/setup`, `guides/setup.mdx`). */
export function toPagePath(name: string): string {
  const path = name
    .trim()
    .replace(/^\.\//, '')
    .replace(/^\/+/, '')
    .replace(/\.(mdx|md)$/i, '')
    .replace(/\/+$/, '');
  return path === '' ? 'index' : path;
}

/** The URL path of a page path (`index` is `/`). */
function urlOf(pagePath: string): string {
  return pagePath === 'index' ? '/' : `/${pagePath}`;
}

/**
 * Plans `folio rename`: the page `oldPath` moves to `newPath` (page paths); every link to it (in
 * pages, snippets and docs.json, however written: relative, slashed, with a fragment) is rewritten
 * to the new URL; the moved page's own relative links are rewritten as paths from the site root
 * where they would resolve elsewhere from the new folder; navigation entries (`pages`, a group's
 * `root`) and redirects that end at the old URL follow; and a redirect from the old URL to the new
 * one is added, so readers' bookmarks keep working. Throws an `Error` with a message for the
 * user when the rename cannot be done.
 */
export async function planRename(
  checked: CheckResult,
  oldPath: string,
  newPath: string,
  readText: (file: string) => Promise<string | undefined>,
): Promise<RenamePlan> {
  const { analysis } = checked;
  const config = analysis.config;
  if (config === undefined) throw new Error('docs.json cannot be read; fix it first (folio check)');
  const page = analysis.pages.find((candidate) => candidate.path === oldPath);
  if (page?.file === undefined) throw new Error(`"${oldPath}" is not a page file of this site`);
  if (analysis.pages.some((candidate) => candidate.path === newPath))
    throw new Error(`"${newPath}" is already a page of this site`);
  const extension = page.file.slice(page.file.lastIndexOf('.'));
  const to = `${newPath}${extension}`;
  if (analysis.files.includes(to)) throw new Error(`${to} exists already`);

  const texts = new Map<string, Promise<string | undefined>>();
  const read = (file: string) => {
    if (!texts.has(file)) texts.set(file, readText(file));
    return texts.get(file)!;
  };
  const oldUrl = urlOf(oldPath);
  const newUrl = urlOf(newPath);
  const fixes: TextFix[] = [];

  // Links to the page, wherever they are written.
  for (const site of findLinksTo(checked, oldPath)) {
    const written = site.path !== undefined && !site.url.startsWith('/') ? newPath : newUrl;
    const fix = await replaceLink(site, `${written}${site.rest}`, read);
    if (fix !== undefined) fixes.push(fix);
  }
  // The moved page's own relative links, where they would lead elsewhere from its new folder.
  const oldFolder = oldPath.includes('/') ? oldPath.slice(0, oldPath.lastIndexOf('/')) : '';
  const newFolder = newPath.includes('/') ? newPath.slice(0, newPath.lastIndexOf('/')) : '';
  if (oldFolder !== newFolder) {
    for (const site of findRelativeLinksOf(checked, oldPath)) {
      if (site.target === oldUrl) continue; // a link to itself: rewritten above
      const fix = await replaceLink(site, `${encodeURI(site.target)}${site.rest}`, read);
      if (fix !== undefined) fixes.push(fix);
    }
  }
  // Its relative snippet imports, which are relative to the file's folder.
  if (oldFolder !== newFolder) {
    const text = await read(page.file);
    const edits = text === undefined ? [] : rootRelativeImports(text, page.file);
    for (const edit of edits)
      fixes.push({
        kind: 'link',
        file: page.file,
        line: lineOf(text as string, edit.start),
        column: edit.start - (text as string).lastIndexOf('\n', edit.start - 1),
        path: 'import',
        before: (text as string).slice(edit.start, edit.end),
        after: edit.replacement,
        edits: [edit],
      });
  }
  // Navigation entries and redirects that name the old page.
  for (const { path, value, replacement } of namingEntries(config.raw, oldPath, oldUrl, newPath, newUrl)) {
    const position = analysis.locate(path);
    const text = position === undefined ? undefined : await read(position.file);
    const literal =
      text === undefined || position === undefined ? undefined : findJsonString(text, position.line, position.column);
    if (position === undefined || literal === undefined || literal.value !== value) continue;
    fixes.push({
      kind: path[0] === 'redirects' ? 'redirect' : 'navigation',
      file: position.file,
      line: position.line,
      column: position.column,
      path: formatJsonPath(path),
      before: value,
      after: replacement,
      edits: [{ start: literal.start, end: literal.end, replacement: JSON.stringify(replacement) }],
    });
  }
  // The redirect from the old URL, unless one exists already.
  const redirects = Array.isArray(config.raw.redirects) ? config.raw.redirects : undefined;
  const hasRedirect = redirects?.some(
    (entry) => typeof entry === 'object' && entry !== null && (entry as Record<string, unknown>).source === oldUrl,
  );
  if (hasRedirect !== true) {
    const redirectsAt = redirects === undefined ? undefined : analysis.locate(['redirects']);
    const rootAt = analysis.locate([]);
    const file = redirectsAt?.file ?? rootAt?.file ?? 'docs.json';
    const text = await read(file);
    const edit =
      text === undefined
        ? undefined
        : insertRedirect(text, { source: oldUrl, destination: newUrl }, { redirectsAt, rootAt });
    if (edit === undefined) throw new Error(`cannot add the redirect to ${file}: it changed since it was read`);
    const at = redirectsAt ?? rootAt;
    fixes.push({
      kind: 'redirect',
      file,
      line: at?.line ?? 1,
      column: at?.column ?? 1,
      path: 'redirects',
      before: '',
      after: `${oldUrl} → ${newUrl}`,
      edits: [edit],
    });
  }
  return { from: page.file, to, fixes };
}

function lineOf(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length;
}

/** The edit of one link: its URL text replaced with `replacement`. */
async function replaceLink(
  site: LinkSite,
  replacement: string,
  read: (file: string) => Promise<string | undefined>,
): Promise<TextFix | undefined> {
  if (site.line === undefined || site.column === undefined) return undefined;
  const text = await read(site.file);
  if (text === undefined) return undefined;
  if (site.path !== undefined) {
    const literal = findJsonString(text, site.line, site.column);
    if (literal === undefined || literal.value !== site.url) return undefined;
    return {
      kind: 'link',
      file: site.file,
      line: site.line,
      column: site.column,
      path: site.path,
      before: site.url,
      after: replacement,
      edits: [{ start: literal.start, end: literal.end, replacement: JSON.stringify(replacement) }],
    };
  }
  const span = findLinkText(text, site.url, {
    line: site.line,
    column: site.column,
    ...(site.span === undefined ? {} : { span: site.span }),
  });
  if (span === undefined) return undefined;
  return {
    kind: 'link',
    file: site.file,
    line: site.line,
    column: site.column,
    path: 'link',
    before: text.slice(span.start, span.end),
    after: replacement,
    edits: [{ ...span, replacement }],
  };
}

/**
 * docs.json values that name the old page: navigation `pages` entries and group `root`s (page
 * paths, with or without a leading `/`), and redirect destinations that are its URL.
 */
function* namingEntries(
  raw: Readonly<Record<string, unknown>>,
  oldPath: string,
  oldUrl: string,
  newPath: string,
  newUrl: string,
): Generator<{ path: PathSegment[]; value: string; replacement: string }> {
  const isOld = (value: string) => value.replace(/^\/+/, '') === oldPath;
  const visit = function* (
    value: unknown,
    path: PathSegment[],
  ): Generator<{ path: PathSegment[]; value: string; replacement: string }> {
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) yield* visit(item, [...path, index]);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    for (const [key, child] of Object.entries(value)) {
      const at = [...path, key];
      if (key === 'pages' && Array.isArray(child)) {
        for (const [index, item] of child.entries()) {
          if (typeof item === 'string' && isOld(item))
            yield { path: [...at, index], value: item, replacement: item.startsWith('/') ? newUrl : newPath };
          else yield* visit(item, [...at, index]);
        }
      } else if (key === 'root' && typeof child === 'string' && isOld(child)) {
        yield { path: at, value: child, replacement: child.startsWith('/') ? newUrl : newPath };
      } else yield* visit(child, at);
    }
  };
  yield* visit(raw.navigation, ['navigation']);
  if (Array.isArray(raw.redirects)) {
    for (const [index, entry] of raw.redirects.entries()) {
      const destination =
        typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>).destination : undefined;
      if (destination === oldUrl)
        yield { path: ['redirects', index, 'destination'], value: oldUrl, replacement: newUrl };
    }
  }
}

/** `import … from "./x.mdx"` at the start of a line, and `<Snippet file="./x.mdx"`: paths relative to the page file. */
const RELATIVE_IMPORT = /(^import\s[^'"\n]*?\sfrom\s*|<Snippet\s[^>]*?\bfile=)(["'])(\.\.?\/[^"'\n]+)\2/gm;

/**
 * The edits that keep a moved page's relative snippet imports pointing at the same files: each
 * `./x` or `../x` is written from the repository root (`/snippets/x.mdx`), which means the same
 * file from any folder.
 */
function rootRelativeImports(text: string, file: string): { start: number; end: number; replacement: string }[] {
  const folder = file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '';
  const edits: { start: number; end: number; replacement: string }[] = [];
  for (const match of text.matchAll(RELATIVE_IMPORT)) {
    const specifier = match[3] as string;
    const segments = folder === '' ? [] : folder.split('/');
    for (const part of specifier.split('/')) {
      if (part === '..') segments.pop();
      else if (part !== '.' && part !== '') segments.push(part);
    }
    const start = (match.index as number) + (match[1] as string).length + 1;
    edits.push({ start, end: start + specifier.length, replacement: `/${segments.join('/')}` });
  }
  return edits;
}
