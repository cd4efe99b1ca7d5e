import type { RenderEvent } from './render-events.ts';
import type { SearchPage } from './outputs/build-search-index.ts';
import type { SiteFile } from './types.ts';

/** One page of the site, rendered: its files and what the site-wide files take from it. */
export interface RenderedSitePage {
  /** The HTML page (`guides/setup/index.html`). */
  html: SiteFile;
  /** The page as Markdown (`guides/setup.md`), also concatenated into `llms-full.txt`. */
  markdown: SiteFile & { body: string };
  /**
   * The page as `llms-full.txt` takes it when that differs from `markdown`: an operation page
   * with its `x-codeSamples` and its cURL sample only, since a dozen languages for every operation
   * would fill the file with code (the page's own `.md` has them all).
   */
  llmsMarkdown?: string;
  /** The page's search index entry; none when its front matter keeps it out (`searchable: false`, `noindex`). */
  search?: SearchPage;
  /** What rendering the page reported (missing content, unresolved `$ref`s), in order. */
  events: RenderEvent[];
  /** Whether the page loads the mermaid loader (it has a diagram) and KaTeX's stylesheet (it has math). */
  uses: { diagram: boolean; math: boolean };
}
