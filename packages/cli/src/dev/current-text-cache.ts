import { BuildCache, isSubstitutionOf } from '@folio/builder';
import type { RenderedPage } from '@folio/content';

/**
 * The build cache of `folio dev`, which never keeps a render of text a page no longer has.
 *
 * The background build renders the text its analysis read; when a page is saved meanwhile, the
 * save's own build renders the new text first and the background build's render of the old text
 * arrives later. The cache holds one render per page, so storing that one would evict the new
 * render, and the next build would render the page again. It could never be used anyway: every
 * later build reads the new text. A build renders pages with docs.json `variables` substituted:
 * that text is current when the file on disk is its source.
 */
export class CurrentTextCache extends BuildCache<RenderedPage> {
  constructor(private readonly currentText: (file: string) => Promise<string | undefined>) {
    super();
  }

  override async set(
    file: string,
    source: string,
    dependencies: string[],
    value: RenderedPage,
    readText: (path: string) => Promise<string | undefined>,
  ): Promise<void> {
    const current = await this.currentText(file);
    if (current === undefined || !isSubstitutionOf(source, current)) return;
    await super.set(file, source, dependencies, value, readText);
  }
}
