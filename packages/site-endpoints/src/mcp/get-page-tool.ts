import * as z from 'zod';
import { readSiteText } from '../site-files.ts';
import { MAX_ARGUMENT_CHARS, MAX_PAGE_CHARS } from './mcp-limits.ts';
import { resolvePageKey } from './resolve-page-key.ts';
import { defineSiteTool } from './site-tool.ts';
import { toolError, toolResult } from './tool-result.ts';
import { readerNavigation } from './reader-navigation.ts';

/** `get_page`: a page's Markdown twin (`<page>.md`, as the build wrote it), in chunks. */
export const getPageTool = defineSiteTool({
  name: 'get_page',
  title: 'Read a documentation page',
  description:
    "Returns one page of this documentation site as Markdown, with its title, description and URL. `page` is the page's path (`/guides/setup`) or any URL of the site, such as a `search` result's. Long pages come in parts: when `nextOffset` is set, call again with `offset` set to it to read on.",
  inputSchema: {
    page: z
      .string()
      .min(1)
      .max(MAX_ARGUMENT_CHARS)
      .describe('The page: its path (`/guides/setup`) or a URL of this site (fragment and query are ignored).'),
    offset: z
      .number()
      .int()
      .min(0)
      .optional()
      .describe('Character offset to read from, for pages longer than one part (the previous `nextOffset`).'),
  },
  outputSchema: {
    title: z.string(),
    description: z.string().optional(),
    url: z.string(),
    markdownUrl: z.string().describe('URL of the whole page as Markdown.'),
    markdown: z.string().describe('The page as Markdown, from `offset`.'),
    offset: z.number(),
    totalChars: z.number(),
    nextOffset: z.number().optional().describe('Set when the page goes on: pass it as `offset` to read the rest.'),
  },
  async run({ page, offset = 0 }, ctx) {
    const navigation = await readerNavigation(ctx);
    if (navigation === undefined)
      return toolError('This deployment has no page list; the site must be built again to be read through MCP.');
    const key = resolvePageKey(page, navigation.pages);
    if (key === undefined) {
      const words = page
        .replace(/^[a-z]+:\/\/[^/]*/i, '')
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim();
      const search = words === '' ? undefined : await ctx.site.search();
      const near =
        search?.search(words.slice(0, 200), undefined, 5, ctx.readerGroups).results.map((r) => ctx.origin + r.path) ??
        [];
      return toolError(
        `No page of this site is at "${page.slice(0, 200)}".${near.length > 0 ? ` Pages that may be meant: ${[...new Set(near)].join(', ')}.` : ''} Use \`search\` or \`list_pages\` to find the page's URL.`,
      );
    }
    const info = navigation.pages[key]!;
    const markdown = await readSiteText(ctx.site.files, info.markdown);
    if (markdown === undefined) return toolError(`The page ${info.url} has no Markdown in this deployment.`);
    if (offset > 0 && offset >= markdown.length)
      return toolError(`\`offset\` ${offset} is past the end of the page (${markdown.length} characters).`);
    const part = markdown.slice(offset, offset + MAX_PAGE_CHARS);
    const next = offset + part.length < markdown.length ? offset + part.length : undefined;
    const url = ctx.origin + info.url;
    const structured = {
      title: info.title,
      ...(info.description === undefined ? {} : { description: info.description }),
      url,
      markdownUrl: ctx.origin + info.markdown,
      markdown: part,
      offset,
      totalChars: markdown.length,
      ...(next === undefined ? {} : { nextOffset: next }),
    };
    const note =
      next === undefined
        ? ''
        : `\n\n[Part of the page: characters ${offset}-${next} of ${markdown.length}. Call get_page again with offset ${next} to read on.]`;
    return toolResult(structured, `Source: ${url}\n\n${part}${note}`);
  },
});
