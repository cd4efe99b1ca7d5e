import type { SiteNavigation, SiteNavigationItem } from '@folio/site';
import * as z from 'zod';
import { MAX_LIST_CHARS } from './mcp-limits.ts';
import { defineSiteTool } from './site-tool.ts';
import { toolError, toolResult } from './tool-result.ts';
import { readerNavigation } from './reader-navigation.ts';

/** A page as `list_pages` lists it: where it sits in the navigation, outermost label first. */
interface ListedPage {
  title: string;
  url: string;
  description?: string;
  section: string[];
}

/** `list_pages`: the navigation (`/_folio/navigation.json`) as pages with their place in it. */
export const listPagesTool = defineSiteTool({
  name: 'list_pages',
  title: 'List the documentation pages',
  description:
    'Lists the pages of this documentation site in navigation order, each with its title, URL, description and `section`: the labels above it in the navigation (tab, language, version, group…). Give `section` to list only one part, by one of those labels (`Guides`, `API reference`) or by a URL path prefix (`/api-reference`). Use it to see what the site covers; read a page with `get_page`.',
  inputSchema: {
    section: z
      .string()
      .max(200)
      .optional()
      .describe(
        'Only pages under this navigation label (a tab, group, language or version, any case), or whose URL path starts with this prefix (`/api`).',
      ),
  },
  outputSchema: {
    site: z.string(),
    description: z.string().optional(),
    section: z.string().optional(),
    total: z.number().describe('Pages listed in all; `pages` may hold fewer when `truncated`.'),
    pages: z.array(
      z.object({
        title: z.string(),
        url: z.string(),
        description: z.string().optional(),
        section: z.array(z.string()),
      }),
    ),
    sections: z.array(z.string()).describe('The top-level labels of the navigation, for `section`.'),
    truncated: z.boolean().optional().describe('Set when the list was cut to fit: narrow it with `section`.'),
  },
  async run({ section }, ctx) {
    const navigation = await readerNavigation(ctx);
    if (navigation === undefined)
      return toolError('This deployment has no page list; the site must be built again to be read through MCP.');
    const all = listPages(navigation, ctx.origin);
    const sections = [...new Set(all.map((page) => page.section[0]).filter((label) => label !== undefined))];
    const wanted = section?.trim() ?? '';
    const pages = wanted === '' ? all : all.filter(matches(wanted, ctx.origin));
    if (pages.length === 0)
      return toolError(
        `No page is under "${wanted}". Sections of this site: ${sections.map((s) => `"${s}"`).join(', ') || 'none (every page is at the top level)'}; a URL path prefix such as "/guides" works too.`,
      );
    let listed = pages;
    let text = render(navigation, listed, true);
    let truncated = false;
    if (text.length > MAX_LIST_CHARS) {
      listed = pages.map(({ description: _, ...page }) => page);
      text = render(navigation, listed, false);
    }
    while (text.length > MAX_LIST_CHARS && listed.length > 1) {
      truncated = true;
      listed = listed.slice(0, Math.floor(((listed.length * MAX_LIST_CHARS) / text.length) * 0.95) || 1);
      text = render(navigation, listed, false);
    }
    if (truncated)
      text += `\n\n[${listed.length} of ${pages.length} pages listed. Pass \`section\` (one of: ${sections.join(', ')}) to list the rest.]`;
    return toolResult(
      {
        site: navigation.name,
        ...(navigation.description === undefined ? {} : { description: navigation.description }),
        ...(wanted === '' ? {} : { section: wanted }),
        total: pages.length,
        pages: listed,
        sections,
        ...(truncated ? { truncated } : {}),
      },
      text,
    );
  },
});

/** Every page of the navigation in order (each once, where it first appears), with the labels above it. */
function listPages(navigation: SiteNavigation, origin: string): ListedPage[] {
  const out: ListedPage[] = [];
  const seen = new Set<string>();
  const add = (key: string, trail: string[]) => {
    const page = navigation.pages[key];
    if (page === undefined || seen.has(key)) return;
    seen.add(key);
    out.push({
      title: page.title,
      url: origin + page.url,
      ...(page.description === undefined ? {} : { description: page.description }),
      section: trail,
    });
  };
  const walk = (items: readonly SiteNavigationItem[], trail: string[]) => {
    for (const item of items) {
      if (item.kind === 'page') add(item.page, trail);
      else if (item.kind === 'link') continue;
      else {
        const inner = item.label === '' ? trail : [...trail, item.label];
        if (item.kind === 'group' && item.root !== undefined) add(item.root, inner);
        walk(item.items, inner);
      }
    }
  };
  walk(navigation.items, []);
  return out;
}

/** Does a page sit under `wanted`: one of its labels (any case), a run of them (`Guides › Setup`), or a URL path prefix? */
function matches(wanted: string, origin: string): (page: ListedPage) => boolean {
  const lower = wanted.toLowerCase();
  if (wanted.startsWith('/')) {
    const prefix = wanted.replace(/\/+$/, '');
    return (page) => {
      const path = page.url.slice(origin.length);
      return path === prefix || path.startsWith(`${prefix}/`) || prefix === '';
    };
  }
  const run = lower.split(/\s*(?:›|>|\/)\s*/).filter((part) => part !== '');
  return (page) => {
    const labels = page.section.map((label) => label.toLowerCase());
    for (let at = 0; at + run.length <= labels.length; at++)
      if (run.every((part, i) => labels[at + i] === part)) return true;
    return false;
  };
}

/** The pages as Markdown: one heading per run of pages with the same section, as llms.txt lays them out. */
function render(navigation: SiteNavigation, pages: readonly ListedPage[], withDescriptions: boolean): string {
  const lines = [`# ${navigation.name}`];
  if (navigation.description !== undefined) lines.push('', `> ${navigation.description}`);
  let current: string | undefined;
  for (const page of pages) {
    const heading = page.section.join(' › ');
    if (heading !== current) {
      lines.push('', `## ${heading === '' ? 'Pages' : heading}`, '');
      current = heading;
    }
    const description = withDescriptions && page.description !== undefined ? `: ${page.description}` : '';
    lines.push(`- [${page.title}](${page.url})${description}`);
  }
  return lines.join('\n');
}
