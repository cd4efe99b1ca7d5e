import type { FrontMatter, RenderedPage } from '@folio/content';
import type { CheckedPage } from '@folio/content/check';
import type { ReaderAccessMode } from '@folio/deployment';
import { loadChecker, loadRenderer } from './content-modules.ts';
import type { DocsConfig } from '@folio/docs-config';
import { pageRenderSettings, type PageRenderSettings } from './page-render-settings.ts';
import type { RenderPool } from './render-pool.ts';
import type { RepoReader } from './repo-reader.ts';
import { isPageSource, substituteVariables } from './substitute-variables.ts';

/**
 * How the pages of one site are rendered, one object for every caller so that they cannot
 * drift apart: `buildSite` (`folio build`, the hosted worker, `folio dev`'s builds), `folio
 * dev`'s on-demand renders of pages its background build has not reached yet, and `checkSite`
 * (`folio check`), which reads the pages with the same settings without writing their HTML.
 */
export interface SitePageRenderer {
  /** The docs.json settings every page renders with (`icons.library`, `styling.*`). */
  readonly settings: PageRenderSettings;
  /** Reads a repository file as pages see it: docs.json `variables` substituted in pages and snippets. */
  readText(path: string): Promise<string | undefined>;
  /**
   * Renders one page with the settings, on `pool`'s threads or, without one, on this thread.
   * `frontMatter`: the analysis's parse of this very source, when the caller has it.
   */
  render(file: string, source: string, pool: RenderPool | undefined, frontMatter?: FrontMatter): Promise<RenderedPage>;
  /** Checks one page with the same settings (`checkPage`: no HTML), on `pool`'s threads or on this thread. */
  check(file: string, source: string, pool: RenderPool | undefined, frontMatter?: FrontMatter): Promise<CheckedPage>;
}

/**
 * The page renderer of a site whose docs.json is `config`, reading through `reader`; `access` is
 * the site's reader access mode (default `public`).
 */
export function sitePageRenderer(
  config: DocsConfig | undefined,
  reader: Pick<RepoReader, 'readText'>,
  access: ReaderAccessMode = 'public',
): SitePageRenderer {
  const settings = pageRenderSettings(config, access);
  const readText = async (path: string) => {
    const text = await reader.readText(path);
    return text === undefined || !isPageSource(path) ? text : substituteVariables(text, config?.variables);
  };
  return {
    settings,
    readText,
    async render(file, source, pool, frontMatter) {
      if (pool) return pool.render(file, source, readText, frontMatter, settings);
      // Loaded on first use, once: builds that render on threads never load the renderer here.
      const { renderPage } = await loadRenderer();
      return renderPage({
        file,
        source,
        readFile: readText,
        ...settings,
        ...(frontMatter === undefined ? {} : { frontMatter }),
      });
    },
    async check(file, source, pool, frontMatter) {
      if (pool) return pool.check(file, source, readText, frontMatter, settings);
      const { checkPage } = await loadChecker();
      const { customLanguages: _grammars, ...checkSettings } = settings;
      return checkPage({
        file,
        source,
        readFile: readText,
        ...checkSettings,
        ...(frontMatter === undefined ? {} : { frontMatter }),
      });
    },
  };
}
