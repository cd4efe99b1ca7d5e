import { html, type SafeHtml } from '@folio/html';
import { ChromeTemplate } from './chrome-template.ts';
import { hashContent } from '../lib/hash-content.ts';
import type { LayoutContext, SectionSidebarTemplate } from './layout-context.ts';
import type { NavNode } from './nav-tree.ts';
import { pagesHeldBy, reducedSidebarOpen, renderFoldedGroup, renderSidebar, sidebarPieces } from './render-sidebar.ts';
import type { SiteFile } from '../types.ts';

/**
 * Characters of a section's full sidebar (as on a page that is not in it) from which its pages
 * inline a reduced sidebar and share the full one as a file. Below it every page carries the
 * whole sidebar, as it always has: a 16 KB sidebar is about 2 KB of brotli per page, while the
 * file costs a request. Of the real-world fixtures, seven stay under it (hoppscotch's, the
 * largest, is 13 KB) and two split: unkey (44 KB, 54% of its pages' HTML) and openlit (35 and
 * 20 KB).
 */
export const SHARED_SIDEBAR_MIN_CHARS = 16_384;

/** A top-level group of a reduced sidebar: its own template, and its heading alone. */
interface GroupPart {
  template: ChromeTemplate;
  pages: ReadonlySet<string>;
  folded: SafeHtml;
}

/**
 * The sidebar of one section, rendered once and specialised per page (`render`).
 *
 * A large one (`SHARED_SIDEBAR_MIN_CHARS`) is split: the full sidebar, as on a page outside the
 * section, becomes one content-hashed file under `/_folio/` (`file`, cached forever like the
 * stylesheet), and each page inlines a reduced sidebar — the selector links, loose top-level
 * pages, every top-level group's heading (linking to its root or first page), and in full the
 * groups holding the page, with its current marks and open groups. It navigates to every part of
 * the section without script; the site script (`assets/js/shared-nav.js`) fetches the file named
 * by `data-nav-src` and swaps in the folded groups, so what the server marked stays as it is.
 */
export class SectionSidebar implements SectionSidebarTemplate {
  private constructor(
    private readonly full: ChromeTemplate,
    /** Present when split: the shared file, the selector links and the parts in order. */
    private readonly split?: { file: SiteFile; open: SafeHtml; parts: (ChromeTemplate | GroupPart)[] },
  ) {}

  /** Builds the sidebar of `chain`'s section; `finish` rewrites the shared file's links as pages' are (trailing slashes). */
  static build(
    chain: readonly NavNode[],
    ctx: LayoutContext,
    finish: (html: string) => string = (html) => html,
  ): SectionSidebar {
    const full = ChromeTemplate.compile((slot) => renderSidebar(chain, slot, ctx));
    const neutral = full.render(undefined).value;
    if (neutral.length < SHARED_SIDEBAR_MIN_CHARS) return new SectionSidebar(full);
    const body = finish(neutral);
    const urlPath = `/_folio/nav.${hashContent(body).slice(0, 12)}.html`;
    const file: SiteFile = { path: urlPath.slice(1), urlPath, contentType: 'text/html; charset=utf-8', body };
    const { top, pieces } = sidebarPieces(chain, ctx);
    const parts = pieces.map((piece) => {
      const template = ChromeTemplate.compile((slot) => piece.render(slot));
      return piece.group === undefined
        ? template
        : { template, pages: new Set(pagesHeldBy(piece.group)), folded: renderFoldedGroup(piece.group, ctx) };
    });
    return new SectionSidebar(full, { file, open: html`${reducedSidebarOpen(urlPath)}${top}`, parts });
  }

  /** The shared file of the full sidebar, when the section's sidebar is large enough to split. */
  get file(): SiteFile | undefined {
    return this.split?.file;
  }

  /** The sidebar as `activePath` carries it (no page: the 404 page, or a page the navigation does not list). */
  render(activePath: string | undefined): SafeHtml {
    if (this.split === undefined) return this.full.render(activePath);
    const parts = this.split.parts.map((part) => {
      if (part instanceof ChromeTemplate) return part.render(activePath);
      return activePath !== undefined && part.pages.has(activePath) ? part.template.render(activePath) : part.folded;
    });
    return html`${this.split.open}${parts}</nav>`;
  }
}
