import { sortDiagnostics, type Diagnostic } from '@folio/diagnostics';
import type { Root as HastRoot } from 'hast';
import { sanitize } from 'hast-util-sanitize';
import { toHtml } from 'hast-util-to-html';
import { insertHighlightedCode } from './insert-highlighted-code.ts';
import { insertTypesetMath } from './insert-typeset-math.ts';
import { createDiagnostic } from '@folio/diagnostics';
import type { Root } from 'mdast';
import { contentCodes } from './codes.ts';
import type { PageHeading, RenderState, TreeScope } from './render-state.ts';
import type { CustomLanguages } from './custom-languages.ts';
import type { PageLinks } from './page-links.ts';
import { failureDiagnostic, readPage, type ReadPageInput } from './read-page.ts';
import { sanitizeSchema } from './sanitize-schema.ts';
import { arrangeComponents } from './components/arrange-components.ts';
import { collectFeedItems, type FeedItem } from './collect-feed-items.ts';
import { agentMarkdown } from './agent-markdown/agent-markdown.ts';
import { writtenMarkdown } from './written-markdown.ts';

/** Input of `renderPage`. */
export interface RenderPageInput extends ReadPageInput {
  /** The site's own code languages, docs.json `styling.codeblocks.languages.custom`. */
  customLanguages?: CustomLanguages;
  /** Told when the highlighter starts and ends tokenizing a block (see `HighlightOptions.onTokenize`). */
  onTokenize?: (tokenizing: boolean) => void;
}

/** A rendered page. */
export interface RenderedPage {
  /** Sanitised HTML of the page body (front matter excluded). */
  html: string;
  frontMatter: Record<string, unknown>;
  /** Every heading in document order (all depths; the site picks those it shows). */
  headings: PageHeading[];
  /** Everything found, sorted by position: `CONTENT_*` and, unless `lint: false`, `LINT_*`. */
  diagnostics: Diagnostic[];
  title?: string;
  description?: string;
  /** Repository files the rendering read besides the page (snippets), including missing ones. */
  dependencies: string[];
  /**
   * The page body as plain Markdown for agents (`agentMarkdown`): components written as Markdown,
   * snippets inlined, `<Visibility for="humans">` content left out. The page source without front
   * matter when the page could not be read.
   */
  markdown: string;
  /**
   * The page body as written, without front matter and `<Visibility for="agents">` content: what
   * the search index reads. Absent when the page could not be read (then `markdown` is the source).
   */
  searchMarkdown?: string;
  /** The page's `Update`s, for its RSS feed, when its front matter sets `rss: true`. */
  feed?: FeedItem[];
  /** The page's URLs and ids for the site's link graph; absent when the page could not be read. */
  links?: PageLinks;
}

/**
 * Renders one MDX/Markdown page to sanitised HTML without running anything it contains: reads it
 * (`readPage`: lenient parse, imports/exports and `{expressions}` read statically, snippets
 * inlined through `readFile`, components through Folio's map, URLs and ids recorded, lint), then
 * sanitises, highlights code with shiki and writes the HTML. Collects front matter, headings (with
 * ids), links and diagnostics. Never throws.
 */
export async function renderPage(input: RenderPageInput): Promise<RenderedPage> {
  const { file, source } = input;
  const read = await readPage(input);
  const { frontMatter, diagnostics } = read;
  const page: RenderedPage = {
    html: '',
    frontMatter: frontMatter.data,
    headings: read.headings,
    diagnostics: [],
    dependencies: read.dependencies,
    markdown: frontMatter.body,
  };
  if (typeof frontMatter.data.title === 'string') page.title = frontMatter.data.title;
  if (typeof frontMatter.data.description === 'string') page.description = frontMatter.data.description;
  if (read.links !== undefined) page.links = read.links;
  const converted = read.converted;
  if (converted === undefined) return finish(page, diagnostics);
  try {
    const { hast, state, parsed, scope, mayHaveMath } = converted;
    const clean = sanitize(hast, sanitizeSchema) as HastRoot;
    await insertHighlightedCode(clean, state.codeBlocks, state.codeTheme, {
      languages: input.customLanguages,
      onTokenize: input.onTokenize,
    });
    // Formulas leave placeholders only where KaTeX was loaded for them: other pages skip the walk.
    if (mayHaveMath) insertTypesetMath(clean);
    arrangeComponents(clean);
    if (frontMatter.data.rss === true || frontMatter.data.rss === 'true') page.feed = collectFeedItems(clean);
    page.html = toHtml(clean);
    page.searchMarkdown = writtenMarkdown(source, parsed.tree, frontMatter.body, 'humans');
    page.markdown = markdownOf(parsed.tree, scope, state, diagnostics, () =>
      writtenMarkdown(source, parsed.tree, frontMatter.body, 'agents'),
    );
  } catch (error) {
    page.html = '';
    page.headings.length = 0;
    delete page.links;
    diagnostics.push(failureDiagnostic(file, error));
  }
  return finish(page, diagnostics);
}

/**
 * The page's Markdown for agents, converted from the tree the HTML was rendered from; should the
 * conversion fail (a Folio defect), the page as written, with a warning: its HTML is unaffected.
 */
function markdownOf(
  tree: Root,
  scope: TreeScope,
  state: RenderState,
  diagnostics: Diagnostic[],
  asWritten: () => string,
): string {
  try {
    return agentMarkdown(tree, scope, state);
  } catch (error) {
    diagnostics.push(
      createDiagnostic(contentCodes, 'CONTENT_MARKDOWN_FAILED', {
        message: `the page's Markdown could not be written (${error instanceof Error ? error.message : String(error)})`,
        file: scope.file,
      }),
    );
    return asWritten();
  }
}

function finish(page: RenderedPage, diagnostics: Diagnostic[]): RenderedPage {
  page.diagnostics = sortDiagnostics(diagnostics);
  return page;
}
