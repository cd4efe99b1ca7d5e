import type { PageFile, SitePage } from './types.ts';
import { readPageFrame } from './read-page-frame.ts';
import { readPageGroups } from './read-page-groups.ts';
import { readPageUrl } from './read-page-url.ts';
import { titleFromSlug } from './title-from-slug.ts';

/**
 * The site's pages as navigation resolves: every page file, the operation pages generated on the
 * way, and the order in which navigation first shows each path.
 */
export interface PageRegistry {
  /** The page file at a page path, if any. */
  file(path: string): PageFile | undefined;
  /** The page (file or generated) at a path, if any. */
  has(path: string): boolean;
  /** The generated page of an operation, by its label (`operationLabel`). */
  operationPage(label: string): SitePage | undefined;
  /** Adds a generated operation (or AsyncAPI channel) page; false when its path is already taken (nothing added). */
  addGenerated(page: SitePage & ({ openapi: string } | { asyncapi: string })): boolean;
  /** Records that navigation shows this path (first call fixes its place in the page list). */
  show(path: string): void;
  isShown(path: string): boolean;
  /** Pages in navigation order, then generated pages not in navigation, then page files not in navigation (both `hidden`). */
  list(frontMatter: ReadonlyMap<string, Partial<SitePage>>): SitePage[];
}

/** Creates the registry over the repository's page files. */
export function createPageRegistry(files: readonly PageFile[]): PageRegistry {
  const byPath = new Map<string, PageFile>();
  for (const file of files) if (!byPath.has(file.path)) byPath.set(file.path, file);
  const generated = new Map<string, SitePage>();
  const byOperation = new Map<string, SitePage>();
  const shown = new Set<string>();

  function mdxPage(file: PageFile, frontMatter: ReadonlyMap<string, Partial<SitePage>>): SitePage {
    const documented = frontMatter.get(file.path);
    const title = file.frontMatter.title;
    const page: SitePage = { path: file.path, source: 'mdx', file: file.file, ...documented };
    page.title =
      typeof title === 'string' && title.trim() !== '' ? title : (documented?.title ?? titleFromSlug(file.path));
    const frame = readPageFrame(file.frontMatter);
    if (Object.keys(frame).length > 0) page.frame = frame;
    // Front matter `hidden: true`: reachable by its URL, but in no navigation, search or sitemap.
    if (file.frontMatter.hidden === true) page.hidden = true;
    const groups = readPageGroups(file.frontMatter.groups);
    if (groups !== undefined) page.groups = groups.groups;
    const url = readPageUrl(file.frontMatter.url);
    if (url !== undefined) page.url = url;
    return page;
  }

  return {
    file: (path) => byPath.get(path),
    has: (path) => byPath.has(path) || generated.has(path),
    operationPage: (label) => byOperation.get(label),
    addGenerated(page) {
      if (byPath.has(page.path) || generated.has(page.path)) return false;
      generated.set(page.path, page);
      if (page.openapi !== undefined) byOperation.set(page.openapi, page);
      return true;
    },
    show: (path) => void shown.add(path),
    isShown: (path) => shown.has(path),
    list(frontMatter) {
      const pages: SitePage[] = [];
      for (const path of shown) {
        const file = byPath.get(path);
        const page = file === undefined ? generated.get(path) : mdxPage(file, frontMatter);
        if (page !== undefined) pages.push(page);
      }
      for (const page of generated.values()) if (!shown.has(page.path)) pages.push({ ...page, hidden: true });
      for (const file of byPath.values())
        if (!shown.has(file.path)) pages.push({ ...mdxPage(file, frontMatter), hidden: true });
      return pages;
    },
  };
}
