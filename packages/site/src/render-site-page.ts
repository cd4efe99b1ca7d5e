import { createDiagnostic } from '@folio/diagnostics';
import type { SitePage } from '@folio/navigation';
import { html } from '@folio/html';
import { markdownTwinPath } from '@folio/deployment';
import { contentMarkup } from './lib/content-markup.ts';
import type { SiteLayout } from './build-site-layout.ts';
import { chainOf } from './frame/chain-of.ts';
import { hasDiagram, hasMath } from './frame/diagram-assets.ts';
import { siteCodes } from './codes.ts';
import { operationMarkdown } from './api-reference/openapi/operation-markdown.ts';
import type { SampleOptions } from './api-reference/openapi/build-request-samples.ts';
import { pageUrl } from './lib/page-url.ts';
import { renderApiSection } from './api-reference/openapi/render-api-section.ts';
import { renderContextualMenu } from './frame/render-contextual-menu.ts';
import { renderDocument } from './frame/render-document.ts';
import { siteIconLibrary } from './frame/render-icon.ts';
import { renderHeadMeta } from './frame/render-head-meta.ts';
import { renderMdxEndpoint } from './api-reference/openapi/render-mdx-endpoint.ts';
import { mdxEndpointUrl } from './api-reference/openapi/mdx-endpoint-url.ts';
import { renderLastUpdated } from './frame/render-last-updated.ts';
import { operationSchemaMarkdown } from './api-reference/openapi/operation-schema-markdown.ts';
import type { RenderEvent } from './render-events.ts';
import type { RenderedSitePage } from './rendered-site-page.ts';
import { renderPageFeedback } from './frame/render-page-feedback.ts';
import { renderPageMain } from './frame/render-page-main.ts';
import { renderToc } from './frame/render-toc.ts';
import { rssFeedPath } from './outputs/render-rss-feed.ts';
import { searchScope } from './outputs/search-scope.ts';
import { searchSections } from './outputs/search-sections.ts';
import { channelMarkdown } from './api-reference/asyncapi/channel-markdown.ts';
import { renderChannelSection } from './api-reference/asyncapi/render-channel-section.ts';
import type { PageContent } from './types.ts';

/**
 * Renders one page against the site's layout: the HTML document (chrome, eyebrow, API section,
 * content, prev/next, table of contents), its Markdown and its search entry. Its output depends
 * on nothing but `layout`, `content` and `thumbnail` (the generated Open Graph image of a page
 * without content: an API page), so it can be kept while they are unchanged.
 */
export function renderSitePage(
  page: SitePage,
  content: PageContent | undefined,
  layout: SiteLayout,
  thumbnail?: string,
): RenderedSitePage {
  const { ctx, tree, operations } = layout;
  const events: RenderEvent[] = [];
  const title = ctx.titleOf(page.path);
  const operation = operations.get(page.path);
  // AsyncAPI channel pages (generated, or by `asyncapi` front matter) lay out like operation pages.
  const channel = page.channel;
  const isApiPage = operation !== undefined || channel !== undefined;

  // Where the edge and `folio dev` find the page's Markdown (content negotiation, the Link header).
  const markdownUrl = markdownTwinPath(pageUrl(page.path));
  // The page's Markdown; for `llms-full.txt`, an operation's samples in cURL only (see RenderedSitePage).
  const markdownWith = (samples: SampleOptions) => {
    const parts = [`# ${title}`, ''];
    if (content?.description !== undefined) parts.push(`> ${content.description}`, '');
    if (operation !== undefined) parts.push(operationMarkdown(operation.details, samples, operation.ctx));
    // An MDX page with `api:` front matter: the endpoint it describes, as its page shows it.
    const endpointLine = content?.meta?.endpoint;
    if (operation === undefined && endpointLine !== undefined)
      parts.push(`\`${endpointLine.method} ${mdxEndpointUrl(endpointLine, ctx.config)}\``, '');
    if (channel !== undefined) parts.push(channelMarkdown(channel, { fields: true }));
    // docs.json `markdown.schema`: the operation's OpenAPI definition for AI agents.
    if (operation !== undefined && ctx.config.markdown?.schema === true)
      parts.push(operationSchemaMarkdown(operation.details, operation.ctx.document));
    const body = content?.markdown;
    if (body !== undefined && body.trim() !== '') parts.push(body.trim(), '');
    // docs.json `markdown.instructions`: for the AI agents that read pages as Markdown.
    const instructions = ctx.config.markdown?.instructions;
    if (instructions !== undefined) parts.push('', '## Instructions for AI agents', '', ...instructions, '');
    return parts.join('\n');
  };
  const examples = ctx.config.api?.examples ?? {};
  const markdown = markdownWith(examples);
  const llmsMarkdown = operation === undefined ? undefined : markdownWith({ ...examples, languages: ['curl'] });

  const section = tree.sectionOf.get(page.path);
  const chain = chainOf(section ?? ctx.defaultSection);
  let prose = content?.html === undefined ? undefined : contentMarkup(content.html);
  if (content === undefined && page.source === 'mdx') {
    events.push({
      diagnostic: createDiagnostic(siteCodes, 'SITE_PAGE_CONTENT_MISSING', {
        message: `Page "${page.path}" has no rendered content; it is published with an error notice.`,
        ...(page.file === undefined ? {} : { file: page.file }),
      }),
    });
    prose = html`<p class="page-error" role="alert">This page could not be rendered. The build reported why.</p>`;
  }
  const order = section === undefined ? undefined : layout.orderOf(section);
  const at = order?.indexOf.get(page.path) ?? -1;
  const description =
    content?.description ??
    (operation === undefined
      ? page.source === 'asyncapi'
        ? channel?.channel.summary
        : undefined
      : page.operation?.summary === title
        ? undefined
        : page.operation?.summary);
  // `$ref` problems met while rendering the API section belong to this page.
  layout.sink.events = events;
  const endpoint = content?.meta?.endpoint;
  const api =
    operation !== undefined
      ? renderApiSection(
          operation.details,
          operation.ctx,
          ctx.config.api?.playground?.proxy !== false,
          ctx.config.api,
          ctx.assets.requestSamples === undefined ? {} : { samplesRuntime: ctx.assets.requestSamples },
        )
      : channel !== undefined
        ? renderChannelSection(channel, ctx.config.api)
        : endpoint === undefined
          ? html``
          : renderMdxEndpoint(endpoint, ctx.config, prose?.value ?? '');
  // The page menu of docs.json `contextual`: in the header, or above "On this page" (`display: toc`).
  const menu = renderContextualMenu(
    ctx.config.contextual,
    {
      urlPath: pageUrl(page.path),
      markdownPath: markdownUrl,
      ...(ctx.siteUrl === undefined ? {} : { siteUrl: ctx.siteUrl }),
      siteName: ctx.config.name,
    },
    siteIconLibrary(ctx.config),
  );
  const isMenuInToc = ctx.config.contextual?.display === 'toc' && !isApiPage;
  const updated =
    ctx.config.metadata?.timestamp === true && content?.lastModified !== undefined
      ? renderLastUpdated(content.lastModified)
      : undefined;
  // docs.json `feedback.thumbs`: the "Was this page helpful?" widget, on unless `false`.
  const feedback = ctx.config.feedback?.thumbs !== false && renderPageFeedback();
  const pageFooter = updated !== undefined || feedback !== false ? html`${updated}${feedback}` : undefined;
  const main = renderPageMain(
    {
      title,
      ...(pageFooter === undefined ? {} : { footer: pageFooter }),
      ...(description === undefined ? {} : { description }),
      api,
      html: prose,
      ...(isMenuInToc ? {} : { actions: menu }),
      ...(order !== undefined && at > 0 ? { prev: order.pages[at - 1]! } : {}),
      ...(order !== undefined && at !== -1 && at + 1 < order.pages.length ? { next: order.pages[at + 1]! } : {}),
      ...(page.frame?.mode === undefined ? {} : { mode: page.frame.mode }),
    },
    chain,
    tree.groupsOf.get(page.path) ?? [],
    ctx,
  );
  const urlPath = pageUrl(page.path);
  // Front matter `groups`: the edge serves these files only to readers in them.
  const restriction = page.groups === undefined ? {} : { groups: page.groups };
  const document = renderDocument(
    {
      chain,
      activePath: page.path,
      title,
      ...(description === undefined ? {} : { description }),
      urlPath,
      main,
      aside: isApiPage ? html`` : html`${isMenuInToc && menu}${renderToc(content?.headings ?? [])}`,
      layout: !isApiPage ? 'page' : 'wide',
      ...(content?.feed === undefined ? {} : { feedUrl: rssFeedPath(urlPath) }),
      head: renderHeadMeta({
        config: ctx.config,
        ...(ctx.siteUrl === undefined ? {} : { siteUrl: ctx.siteUrl }),
        pagePath: page.path,
        urlPath,
        markdownUrl,
        title,
        ...(description === undefined ? {} : { description }),
        ...(content?.meta === undefined ? {} : { meta: content.meta }),
        ...((content?.thumbnail ?? thumbnail) === undefined ? {} : { thumbnail: content?.thumbnail ?? thumbnail }),
        ...(page.hidden === true ? { hidden: true } : {}),
      }),
    },
    ctx,
  );
  return {
    html: {
      path: page.path === 'index' ? 'index.html' : `${page.path}/index.html`,
      urlPath,
      contentType: 'text/html; charset=utf-8',
      body: document.value,
      ...restriction,
    },
    markdown: {
      path: markdownUrl.slice(1),
      urlPath: markdownUrl,
      contentType: 'text/markdown; charset=utf-8',
      body: markdown,
      ...restriction,
    },
    ...(llmsMarkdown === undefined || llmsMarkdown === markdown ? {} : { llmsMarkdown }),
    ...(content?.meta?.noindex === true || content?.meta?.searchable === false
      ? {}
      : {
          search: {
            title,
            path: urlPath,
            scope: searchScope(section ?? tree.sections[0]),
            sections: searchSections(
              [
                content?.description ?? '',
                operation === undefined ? '' : operationMarkdown(operation.details, false),
                channel === undefined ? '' : channelMarkdown(channel),
                content?.searchMarkdown ?? content?.markdown ?? '',
              ].join('\n\n'),
              content?.headings ?? [],
            ),
            ...(content?.meta?.boost === undefined ? {} : { boost: content.meta.boost }),
            ...restriction,
          },
        }),
    events,
    // As renderDocument decided, on the same (by now flattened) string: the site's files need not
    // search every finished page for the assets' URLs.
    uses: { diagram: hasDiagram(main.value), math: hasMath(main.value) },
  };
}
