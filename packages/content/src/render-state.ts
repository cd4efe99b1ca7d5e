import type { Diagnostic } from '@folio/diagnostics';
import type { Element } from 'hast';
import type GithubSlugger from 'github-slugger';
import type { ComponentRenderer } from './component-renderer.ts';
import type { HeadingIdMark } from './extract-heading-ids.ts';
import type { IconLibraryName } from './icons/icon-request.ts';
import type { LoadedSnippet } from './load-snippets.ts';
import type { StaticValue } from './read-static-value.ts';
import type { CodeBlockRequest } from './code-block-request.ts';
import type { CodeTheme } from './code-theme.ts';
import type { LinkReference } from './page-links.ts';

/** One entry of a page's table of contents. */
export interface PageHeading {
  depth: number;
  text: string;
  id: string;
}

/** What a JSX name on a page refers to, when it is not one of Folio's components. */
export type NameBinding = { kind: 'snippet'; path: string } | { kind: 'code'; origin: string };

/** State shared by a page and every snippet inlined into it while rendering. */
export interface RenderState {
  diagnostics: Diagnostic[];
  slugger: GithubSlugger;
  /** Ids given out on the page (headings, tabs, tooltips), to keep them unique. */
  usedIds: Set<string>;
  headings: PageHeading[];
  codeBlocks: CodeBlockRequest[];
  components: Readonly<Record<string, ComponentRenderer>>;
  snippets: ReadonlyMap<string, LoadedSnippet | undefined>;
  /** `file\u0000Name` pairs already warned about as unknown components. */
  warnedNames: Set<string>;
  /** The site's icon library (docs.json `icons.library`). */
  iconLibrary: IconLibraryName;
  /** Whether the site's readers sign in with claims, so `{user.…}` values can be filled in. */
  readerClaims: boolean;
  /** docs.json `styling.codeblocks`. */
  codeTheme: CodeTheme;
  /** Every URL the page and its snippets point at, recorded where each tree is converted. */
  links: LinkReference[];
  /**
   * Elements whose URLs are recorded already: a snippet's elements are recorded (against the
   * snippet's file) when the snippet is converted, and met again in the page's own walk.
   */
  linkedElements: WeakSet<Element>;
}

/** What one tree (the page or a snippet) sees while it is rendered. */
export interface TreeScope {
  /** Repository path of the file the tree came from, for diagnostics. */
  file: string;
  /** Literal values visible to `{expressions}` and attribute values. */
  values: Map<string, StaticValue>;
  /** Imported or locally defined names used as components. */
  bindings: Map<string, NameBinding>;
  headingIds: ReadonlyMap<number, HeadingIdMark>;
  /** Snippet paths being inlined, outermost first (cycle guard). */
  snippetStack: readonly string[];
}
