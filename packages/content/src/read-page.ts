import { createDiagnostic, type Diagnostic } from '@folio/diagnostics';
import GithubSlugger from 'github-slugger';
import type { Root as HastRoot } from 'hast';
import { buildTreeScope } from './build-tree-scope.ts';
import { collectElementIds } from './collect-element-ids.ts';
import { contentCodes } from './codes.ts';
import type { ComponentRenderer } from './component-renderer.ts';
import { convertToHast } from './convert-to-hast.ts';
import { defaultComponents } from './default-components.ts';
import type { IconLibraryName } from './icons/icon-request.ts';
import type { CodeTheme } from './code-theme.ts';
import { contentLimits } from './limits.ts';
import { lintPage } from './lint-page.ts';
import { loadSnippets, type ReadRepoFile } from './load-snippets.ts';
import { measureTreeDepth } from './measure-tree-depth.ts';
import type { PageLinks } from './page-links.ts';
import { parseFrontMatter, type FrontMatter } from './parse-front-matter.ts';
import { parsePageSource, type ParsedSource } from './parse-page-source.ts';
import { readPageModule } from './read-page-module.ts';
import type { PageHeading, RenderState, TreeScope } from './render-state.ts';
import { loadMathTypesetter, mayTypesetMath } from './typeset-math.ts';

/** What reading a page takes: the part of `RenderPageInput` that parsing and converting need. */
export interface ReadPageInput {
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
  /** `parseFrontMatter(source, file)`, when the caller has it already. */
  frontMatter?: FrontMatter;
  /** The site's icon library, docs.json `icons.library`; default `fontawesome`. */
  iconLibrary?: IconLibraryName;
  /**
   * Whether the site's readers sign in with claims (access mode OIDC or JWT), which `{user.…}`
   * values are filled in from; default false, and a page using one is warned about
   * (`CONTENT_USER_VALUE_WITHOUT_SIGN_IN`).
   */
  readerClaims?: boolean;
  /** How code blocks are coloured, docs.json `styling.codeblocks`; default `system`. */
  codeTheme?: CodeTheme;
  /**
   * docs.json `styling.latex`: `true` typesets `$…$` and `$$…$$`, `false` leaves dollar signs as
   * text (`<Latex>` is still typeset); unset, `$$…$$` and, on pages where every pair reads as a
   * formula, `$…$`.
   */
  latex?: boolean;
}

/** A page read: everything known about it before its HTML is made. */
export interface ReadPage {
  frontMatter: FrontMatter;
  /** Every heading in document order, with the id the renderer gives it. */
  headings: PageHeading[];
  /** Everything found so far: front matter, parse, imports, components, URLs, math and lint. */
  diagnostics: Diagnostic[];
  /** Repository files read besides the page (snippets), including missing ones. */
  dependencies: string[];
  /** The page's URLs and ids; absent when the page could not be read (refused, or a Folio bug). */
  links?: PageLinks;
  /** What rendering goes on from; absent when the page could not be read. */
  converted?: {
    hast: HastRoot;
    state: RenderState;
    parsed: ParsedSource;
    /** The page's scope (module, snippets, heading ids), which its Markdown for agents is written in. */
    scope: TreeScope;
    /** Whether KaTeX was loaded for the page (its formulas left placeholders to fill). */
    mayHaveMath: boolean;
  };
}

/**
 * The part of rendering a page that finds everything out about it, shared by `renderPage` and
 * `checkPage` so that `folio check` and `folio build` report the same: parses the page leniently,
 * reads its imports, exports and `{expressions}` statically, loads and inlines its snippets,
 * converts it through Folio's component map into an (unsanitised) tree, records every URL and id
 * of that tree for the link graph, and runs the page lint. Never throws.
 */
export async function readPage(input: ReadPageInput): Promise<ReadPage> {
  const { file, source } = input;
  const frontMatter = input.frontMatter ?? parseFrontMatter(source, file);
  const read: ReadPage = { frontMatter, headings: [], diagnostics: [...frontMatter.diagnostics], dependencies: [] };
  const { diagnostics } = read;
  try {
    const parseOptions = input.latex === undefined ? {} : { latex: input.latex };
    const parsed = parsePageSource(source, file, parseOptions);
    diagnostics.push(...parsed.diagnostics);
    if (parsed.mode === 'refused') return read;
    const module = readPageModule(parsed.tree, file);
    diagnostics.push(...module.diagnostics);
    const library = await loadSnippets({ file, tree: parsed.tree, module }, input.readFile, parseOptions);
    diagnostics.push(...library.diagnostics);
    read.dependencies = [...library.files].sort();

    const state: RenderState = {
      diagnostics,
      slugger: new GithubSlugger(),
      usedIds: new Set(),
      headings: read.headings,
      codeBlocks: [],
      components: { ...defaultComponents, ...input.components },
      snippets: library.snippets,
      warnedNames: new Set(),
      iconLibrary: input.iconLibrary ?? 'fontawesome',
      readerClaims: input.readerClaims === true,
      codeTheme: input.codeTheme ?? 'system',
      links: [],
      linkedElements: new WeakSet(),
    };
    const snippetTexts = [...library.snippets.values()].map((snippet) =>
      snippet === undefined ? '' : (snippet.parsed.tree.data?.sourceText as string | undefined),
    );
    const mayHaveMath = mayTypesetMath(source, snippetTexts);
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
      read.headings.length = 0;
      return read;
    }
    read.links = { references: state.links, ids: collectElementIds(hast) };
    if (input.lint !== false) diagnostics.push(...lintPage({ file, tree: parsed.tree, frontMatter }));
    read.converted = { hast, state, parsed, scope, mayHaveMath };
  } catch (error) {
    read.headings.length = 0;
    delete read.links;
    diagnostics.push(failureDiagnostic(file, error));
  }
  return read;
}

/** The diagnostic of an exception while reading or rendering a page: too deep for the stack, or a Folio bug. */
export function failureDiagnostic(file: string, error: unknown): Diagnostic {
  return error instanceof RangeError
    ? createDiagnostic(contentCodes, 'CONTENT_NESTING_TOO_DEEP', {
        message: 'the page nests too deeply to render',
        file,
        line: 1,
        column: 1,
      })
    : createDiagnostic(contentCodes, 'CONTENT_RENDER_FAILED', {
        message: `the page could not be rendered (${error instanceof Error ? error.message : String(error)})`,
        file,
      });
}
