import { createDiagnostic, sortDiagnostics, type Diagnostic } from '@folio/diagnostics';
import GithubSlugger from 'github-slugger';
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import { sanitize } from 'hast-util-sanitize';
import { toHtml } from 'hast-util-to-html';
import { buildTreeScope } from './build-tree-scope.ts';
import { contentCodes } from './codes.ts';
import type { ComponentRenderer } from './component-renderer.ts';
import { convertToHast } from './convert-to-hast.ts';
import { defaultComponents } from './default-components.ts';
import { element, text } from './hast-builders.ts';
import { highlightCode } from './highlight-code.ts';
import { contentLimits } from './limits.ts';
import { lintPage } from './lint-page.ts';
import { loadSnippets, type ReadRepoFile } from './load-snippets.ts';
import { measureTreeDepth } from './measure-tree-depth.ts';
import { parseFrontMatter, type FrontMatter } from './parse-front-matter.ts';
import { parsePageSource } from './parse-page-source.ts';
import { readPageModule } from './read-page-module.ts';
import type { CodeBlockRequest, PageHeading, RenderState } from './render-state.ts';
import { sanitizeSchema } from './sanitize-schema.ts';

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
  /** The page body without front matter, as written. */
  markdown: string;
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
    const parsed = parsePageSource(source, file);
    diagnostics.push(...parsed.diagnostics);
    if (parsed.mode === 'refused') return finish(page, diagnostics);
    const module = readPageModule(parsed.tree, file);
    diagnostics.push(...module.diagnostics);
    const library = await loadSnippets({ file, tree: parsed.tree, module }, input.readFile);
    diagnostics.push(...library.diagnostics);
    page.dependencies = [...library.snippets.keys()].sort();

    const state: RenderState = {
      diagnostics,
      slugger: new GithubSlugger(),
      usedIds: new Set(),
      headings: page.headings,
      codeBlocks: [],
      components: { ...defaultComponents, ...input.components },
      snippets: library.snippets,
      warnedNames: new Set(),
    };
    const scope = buildTreeScope(module, file, state, [file], parsed.headingIds);
    const hast = convertToHast(parsed.tree, scope, state);
    if (measureTreeDepth(hast, contentLimits.maxTreeDepth * 2) > contentLimits.maxTreeDepth * 2) {
      diagnostics.push(createDiagnostic(contentCodes, 'CONTENT_NESTING_TOO_DEEP', { message: 'the page, with its snippets, nests elements too deeply to render', file, line: 1, column: 1 }));
      page.headings.length = 0;
      return finish(page, diagnostics);
    }
    const clean = sanitize(hast, sanitizeSchema) as HastRoot;
    await insertHighlightedCode(clean, state.codeBlocks);
    page.html = toHtml(clean);
    if (input.lint !== false) diagnostics.push(...lintPage({ file, tree: parsed.tree, frontMatter }));
  } catch (error) {
    page.html = '';
    page.headings.length = 0;
    diagnostics.push(
      error instanceof RangeError
        ? createDiagnostic(contentCodes, 'CONTENT_NESTING_TOO_DEEP', { message: 'the page nests too deeply to render', file, line: 1, column: 1 })
        : createDiagnostic(contentCodes, 'CONTENT_RENDER_FAILED', { message: `the page could not be rendered (${error instanceof Error ? error.message : String(error)})`, file }),
    );
  }
  return finish(page, diagnostics);
}

function finish(page: RenderedPage, diagnostics: Diagnostic[]): RenderedPage {
  page.diagnostics = sortDiagnostics(diagnostics);
  return page;
}

/** Replaces the code placeholders left by `convertToHast` with highlighted code, after sanitising. */
async function insertHighlightedCode(root: HastRoot, blocks: readonly CodeBlockRequest[]): Promise<void> {
  const stack: Array<HastRoot | Element> = [root];
  const slots: Array<{ parent: HastRoot | Element; index: number; block: number; inGroup: boolean }> = [];
  while (stack.length > 0) {
    const parent = stack.pop() as HastRoot | Element;
    parent.children.forEach((child, index) => {
      if (child.type !== 'element') return;
      const data = child.data as { folioCode?: number; folioInGroup?: boolean } | undefined;
      if (data?.folioCode !== undefined) slots.push({ parent, index, block: data.folioCode, inGroup: data.folioInGroup === true });
      else stack.push(child);
    });
  }
  for (const slot of slots) {
    const block = blocks[slot.block];
    if (block === undefined) continue;
    const pre = await highlightCode(block.value, block.language);
    const children: ElementContent[] = [];
    if (block.title !== undefined && !slot.inGroup) children.push(element('div', { className: ['code-block-title'] }, [text(block.title)]));
    children.push(pre);
    slot.parent.children[slot.index] = element('div', { className: ['code-block'], dataLanguage: block.language }, children);
  }
}
