import type { SitePage } from '@folio/navigation';
import type { PageContent, SiteFile } from '@folio/site';

/**
 * The Open Graph cards with the reader groups of the page each shows: a restricted page's card
 * shows its title and description, for its reader groups only. `thumbnails`: each page's
 * generated card by page path (a page's own `thumbnail` in its content wins).
 */
export function withCardGroups(
  images: readonly SiteFile[],
  pages: readonly SitePage[],
  content: ReadonlyMap<string, PageContent>,
  thumbnails: ReadonlyMap<string, string>,
): SiteFile[] {
  const cardGroups = new Map(
    pages.flatMap((page) => {
      const url = content.get(page.path)?.thumbnail ?? thumbnails.get(page.path);
      return page.groups === undefined || url === undefined ? [] : [[url, page.groups] as const];
    }),
  );
  return images.map((image) => {
    const groups = cardGroups.get(image.urlPath);
    return groups === undefined ? image : { ...image, groups };
  });
}
