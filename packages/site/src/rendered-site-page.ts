import type { RenderEvent } from './render-events.ts';
import type { SearchPage } from './outputs/build-search-index.ts';
import type { SiteFile } from './types.ts';

/** One page of the site, rendered: its files and what the site-wide files take from it. */
export interface RenderedSitePage {
  /** The HTML page (`guides/setup/index.html`). */
  html: SiteFile;
  /** The page as Markdown (`guides/setup.md`), also concatenated into `llms-full.txt`. */
  markdown: SiteFile & { body: string };
  /** The page's search index entry; none when its front matter keeps it out (`searchable: false`, `noindex`). */
  search?: SearchPage;
  /** What rendering the page reported (missing content, unresolved `$ref`s), in order. */
  events: RenderEvent[];
  /** Whether the page loads the mermaid loader (it has a diagram) and KaTeX's stylesheet (it has math). */
  uses: { diagram: boolean; math: boolean };
}
