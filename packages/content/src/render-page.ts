import { createDiagnostic, sortDiagnostics, type Diagnostic } from '@folio/diagnostics';
import GithubSlugger from 'github-slugger';
import type { Root as HastRoot } from 'hast';
import { sanitize } from 'hast-util-sanitize';
import { toHtml } from 'hast-util-to-html';
import { buildTreeScope } from './build-tree-scope.ts';
import { contentCodes } from './codes.ts';
import type { ComponentRenderer } from './component-renderer.ts';
import { convertToHast } from './convert-to-hast.ts';
import { defaultComponents } from './default-components.ts';
import { insertHighlightedCode } from './insert-highlighted-code.ts';
import { insertTypesetMath } from './insert-typeset-math.ts';
import { loadMathTypesetter, mayTypesetMath } from './typeset-math.ts';
import type { IconLibraryName } from './icons/icon-request.ts';
import { contentLimits } from './limits.ts';
import { lintPage } from './lint-page.ts';
import { loadSnippets, type ReadRepoFile } from './load-snippets.ts';
import { measureTreeDepth } from './measure-tree-depth.ts';
import { parseFrontMatter, type FrontMatter } from './parse-front-matter.ts';
import { parsePageSource } from './parse-page-source.ts';
import { readPageModule } from './read-page-module.ts';
import type { PageHeading, RenderState, TreeScope } from './render-state.ts';
import type { Root } from 'mdast';
import type { CodeTheme } from './code-theme.ts';
import type { CustomLanguages } from './custom-languages.ts';
import { sanitizeSchema } from './sanitize-schema.ts';
import { arrangeComponents } from './components/arrange-components.ts';
import { collectFeedItems, type FeedItem } from './collect-feed-items.ts';
import { agentMarkdown } from './agent-markdown/agent-markdown.ts';
import { writtenMarkdown } from './written-markdown.ts';

/** Input of `renderPage`. */
export interface RenderPageInput {
  /** Repository path of the page (`guides/setup.mdx`), used in diagnostics and to resolve imports. */
  file: string;
  /** The page source, front matter included. */
  source: string;
  /** Reads another repository file (snippets); `undefined` when it does not exist. */
  readFile?: ReadRepoFile;
  /** Components to add to, or override in, Folio's component map. */
  components?: Readonly<Record<string, ComponentRenderer>>;
  /** Run the page-convention lint (`LINT_*` warnings); default true. */
  lint?: boolean;
  /**
   * `parseFrontMatter(source, file)`, when the caller has it already (the builder's analysis
   * parsed every page's front matter): YAML is a tenth of a page's render time.
   */
  frontMatter?: FrontMatter;
  /** The site's icon library, docs.json `icons.library`; default `fontawesome`. */
  iconLibrary?: IconLibraryName;
  /** How code blocks are coloured, docs.json `styling.codeblocks`; default `system`. */
  codeTheme?: CodeTheme;
  /** The site's own code languages, docs.json `styling.codeblocks.languages.custom`. */
  customLanguages?: CustomLanguages;
  /** Told when the highlighter starts and ends tokenizing a block (see `HighlightOptions.onTokenize`). */
  onTokenize?: (tokenizing: boolean) => void;
  /**
   * docs.json `styling.latex`: `true` typesets `$…$` and `$$…$$`, `false` leaves dollar signs as
   * text (`<Latex>` is still typeset); unset, `$$…$$` and, on pages where every pair reads as a
   * formula, `$…$`.
   */
  latex?: boolean;
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
}

/**
 * Renders one MDX/Markdown page to sanitised HTML without running anything it contains: parses it
 * leniently, reads imports/exports and `{expressions}` statically, inlines snippets through
 * `readFile`, renders components through Folio's map, sanitises, then highlights code with shiki.
 * Collects front matter, headings (with ids) and diagnostics. Never throws.
 */
export async function renderPage(input: RenderPageInput): Promise<RenderedPage> {
  const { file, source } = input;
  const frontMatter = input.frontMatter ?? parseFrontMatter(source, file);
  const page: RenderedPage = {
    html: '',
    frontMatter: frontMatter.data,
    headings: [],
    diagnostics: [],
    dependencies: [],
    markdown: frontMatter.body,
  };
  if (typeof frontMatter.data.title === 'string') page.title = frontMatter.data.title;
  if (typeof frontMatter.data.description === 'string') page.description = frontMatter.data.description;
  const diagnostics: Diagnostic[] = [...frontMatter.diagnostics];
  try {
    const parseOptions = input.latex === undefined ? {} : { latex: input.latex };
    const parsed = parsePageSource(source, file, parseOptions);
    diagnostics.push(...parsed.diagnostics);
    if (parsed.mode === 'refused') return finish(page, diagnostics);
    const module = readPageModule(parsed.tree, file);
    diagnostics.push(...module.diagnostics);
    const library = await loadSnippets({ file, tree: parsed.tree, module }, input.readFile, parseOptions);
    diagnostics.push(...library.diagnostics);
    page.dependencies = [...library.files].sort();

    const state: RenderState = {
      diagnostics,
      slugger: new GithubSlugger(),
      usedIds: new Set(),
      headings: page.headings,
      codeBlocks: [],
      components: { ...defaultComponents, ...input.components },
      snippets: library.snippets,
      warnedNames: new Set(),
      iconLibrary: input.iconLibrary ?? 'fontawesome',
      codeTheme: input.codeTheme ?? 'system',
    };
    const mayHaveMath = mayTypesetMath(source, library.snippets.size);
    if (mayHaveMath) await loadMathTypesetter();
    const scope = buildTreeScope(module, file, state, [file], parsed.headingIds);
    const hast = convertToHast(parsed.tree, scope, state);
    if (measureTreeDepth(hast, contentLimits.maxTreeDepth * 2) > contentLimits.maxTreeDepth * 2) {
      diagnostics.push(
        createDiagnostic(contentCodes, 'CONTENT_NESTING_TOO_DEEP', {
          message: 'the page, with its snippets, nests elements too deeply to render',
          file,
          line: 1,
          column: 1,
        }),
      );
      page.headings.length = 0;
      return finish(page, diagnostics);
    }
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
    if (input.lint !== false) diagnostics.push(...lintPage({ file, tree: parsed.tree, frontMatter }));
  } catch (error) {
    page.html = '';
    page.headings.length = 0;
    diagnostics.push(
      error instanceof RangeError
        ? createDiagnostic(contentCodes, 'CONTENT_NESTING_TOO_DEEP', {
            message: 'the page nests too deeply to render',
            file,
            line: 1,
            column: 1,
          })
        : createDiagnostic(contentCodes, 'CONTENT_RENDER_FAILED', {
            message: `the page could not be rendered (${error instanceof Error ? error.message : String(error)})`,
            file,
          }),
    );
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
