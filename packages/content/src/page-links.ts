import type { UrlUse } from '@folio/diagnostics';

/**
 * One URL a page (or a snippet inlined into it) points at, as the renderer wrote it out: a
 * Markdown link or image, a component prop (`<Card href>`), a raw HTML attribute. Only URLs the
 * URL policy allowed are recorded (refused ones are reported as `CONTENT_URL_REFUSED`).
 */
export interface LinkReference {
  /** The URL as a browser reads it (`checkUrl`'s `url`): what a reader follows or the page loads. */
  url: string;
  /** `link`: followed by a reader (`href`); `resource`: loaded by the page (`src`, `poster`, `srcset`); `frame`: embedded. */
  use: UrlUse;
  /** The element and attribute it is written out on, for messages (`a`, `href`). */
  element: string;
  attribute: string;
  /** The file it is written in: the page itself, or the snippet it comes from. */
  file: string;
  /** 1-based position of the link (or of the component holding it) in `file`. */
  line: number;
  column: number;
  /**
   * Offsets in `file` of the source node it came from (the Markdown link, the JSX element), so a
   * fix can find the URL's text; absent when the node had none.
   */
  span?: [number, number];
}

/** What a page contributes to the site's link graph, from the same pass that renders (or checks) it. */
export interface PageLinks {
  /** Every URL of the page and of its snippets, in document order. */
  references: LinkReference[];
  /** Every element id of the page as rendered (headings, `{#custom}` ids, components' own ids, raw HTML ids). */
  ids: string[];
}
