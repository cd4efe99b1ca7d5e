import type { NavNode, NavTree, SidebarItem } from '../frame/nav-tree.ts';

/** What `llms.txt` needs to know about a page. */
export interface LlmsPage {
  title: string;
  /** URL of the page's Markdown (`/guides/setup.md`). */
  markdownUrl: string;
  description?: string;
}

/**
 * `llms.txt` (llmstxt.org): the site name, its description, then one `##` section per
 * navigation section (top-level group, prefixed with the tabs, anchors, versions… above it) with a
 * link to each page's Markdown. The links are root-relative (`/guides/setup.md`): one deployment
 * is served under several origins (its site, previews, custom domains, `folio dev`), and whoever
 * serves the file makes them absolute for the origin it answers (`absoluteLlmsTxt`).
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
  const link = (path: string) => {
    const info = pageInfo(path);
    if (info === undefined || listed.has(path)) return undefined;
    listed.add(path);
    return `- [${linkText(info.title)}](${linkPath(info.markdownUrl)})${info.description === undefined ? '' : `: ${info.description}`}`;
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
      const lines = pagesIn([item])
        .map(link)
        .filter((line): line is string => line !== undefined);
      if (lines.length > 0) out.push(`## ${[...prefix, item.group.group].join(' › ')}`, '', ...lines, '');
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
