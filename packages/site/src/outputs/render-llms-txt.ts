import type { PageGroups } from '@folio/deployment';
import type { NavNode, NavTree, SidebarItem } from '../frame/nav-tree.ts';
import { restrictedSection, restrictedText } from './restricted-text.ts';

/** What `llms.txt` needs to know about a page. */
export interface LlmsPage {
  title: string;
  /** URL of the page's Markdown (`/guides/setup.md`). */
  markdownUrl: string;
  description?: string;
  /** Front matter `groups`: the line is marked for the edge to show only to readers in them. */
  groups?: PageGroups;
}

/**
 * `llms.txt` (llmstxt.org): the site name, its description, then one `##` section per
 * navigation section (top-level group, prefixed with the tabs, anchors, versions… above it) with a
 * link to each page's Markdown. The links are root-relative (`/guides/setup.md`): one deployment
 * is served under several origins (its site, previews, custom domains, `folio dev`), and whoever
 * serves the file makes them absolute for the origin it answers (`absoluteLlmsTxt`). A page
 * restricted to reader groups has its line (and a section of only such pages, its section) marked
 * for the edge's `stripRestrictedSegments`.
 */
export function renderLlmsTxt(
  name: string,
  description: string | undefined,
  tree: NavTree,
  pageInfo: (path: string) => LlmsPage | undefined,
): string {
  const out = [`# ${name}`, ''];
  if (description !== undefined) out.push(`> ${description}`, '');
  const listed = new Set<string>();
  const groupsOf = new Map<string, PageGroups | undefined>();
  const link = (path: string) => {
    const info = pageInfo(path);
    if (info === undefined || listed.has(path)) return undefined;
    listed.add(path);
    groupsOf.set(path, info.groups);
    const line = `- [${linkText(info.title)}](${linkPath(info.markdownUrl)})${info.description === undefined ? '' : `: ${info.description}`}`;
    return restrictedText(line, info.groups);
  };
  for (const section of tree.sections) {
    const prefix = trailOf(section);
    const loose: string[] = [];
    for (const item of section.sidebar) {
      if (item.kind === 'page') {
        const line = link(item.path);
        if (line !== undefined) loose.push(line);
        continue;
      }
      const paths = pagesIn([item]).filter((path) => !listed.has(path));
      const lines = paths.map(link).filter((line): line is string => line !== undefined);
      if (lines.length === 0) continue;
      const section = [`## ${[...prefix, item.group.group].join(' › ')}`, '', ...lines, ''].join('\n');
      out.push(
        restrictedSection(
          section,
          paths.map((path) => groupsOf.get(path)),
        ),
      );
    }
    if (loose.length > 0) out.push(`## ${prefix.length > 0 ? prefix.join(' › ') : 'Pages'}`, '', ...loose, '');
  }
  return `${out.join('\n').trimEnd()}\n`;
}

/** A title as link text: brackets escaped, so `](` can only be a link's own. */
function linkText(title: string): string {
  return title.replace(/[\\[\]]/g, '\\$&');
}

/** A path as a link destination: encoded (no space or parenthesis ends it early). */
function linkPath(path: string): string {
  return encodeURI(path).replace(/\(/g, '%28').replace(/\)/g, '%29');
}

function trailOf(node: NavNode): string[] {
  const labels: string[] = [];
  for (let current: NavNode | undefined = node; current !== undefined; current = current.parent) {
    if (current.kind !== 'root' && current.label !== '') labels.unshift(current.label);
  }
  return labels;
}

function pagesIn(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) =>
    item.kind === 'page'
      ? [item.path]
      : [...(item.group.root === undefined ? [] : [item.group.root]), ...pagesIn(item.items)],
  );
}
