// `folio check` against `folio build` on every real-world repository: the check reads every page
// in the pass a build renders them in (without the HTML), so it must report exactly the
// diagnostics the build reports, except those only laying out and publishing the site can find.
// And the link graph knows every URL the build publishes: a link to any of them is never broken.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { formatDiagnostic, type Diagnostic } from '@folio/diagnostics';
import { describe, expect, it } from 'vitest';
import { REAL_WORLD_FIXTURES } from '../../../test/shared-fixtures.ts';
import { buildSite } from './build-site.ts';
import { checkSite } from './check-site.ts';
import { createDirectoryReader } from './directory-reader.ts';
import { findTarget } from './links/resolve-link.ts';
import { collectSiteTargets } from './links/site-targets.ts';
import { RenderPool } from './render-pool.ts';

/**
 * What only a build finds: the layout's problems (`SITE_*`), files too large to publish, page
 * dates without git history, and Open Graph cards. Everything else is the check's too.
 */
const BUILD_ONLY =
  /^(SITE_|BUILD_ASSET_TOO_LARGE$|BUILD_TIMESTAMPS_UNAVAILABLE$|BUILD_THUMBNAIL_|BUILD_IMAGE_TOO_LARGE$)/;

const offline = async (url: string): Promise<string> => {
  throw new Error(`offline: ${url}`);
};

const lines = (diagnostics: readonly Diagnostic[]) => diagnostics.map((d) => formatDiagnostic(d));

const fixtures = (await readdir(REAL_WORLD_FIXTURES, { withFileTypes: true }))
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

describe('folio check and folio build on the real-world repositories', () => {
  it.each(fixtures)(
    '%s: the check reports what the build reports, and every published URL is a link target',
    {
      timeout: 300_000,
    },
    async (name) => {
      const reader = createDirectoryReader(join(REAL_WORLD_FIXTURES, name));
      // A loaded test machine must not stop a page at the production deadline: that is no content problem.
      const pool = new RenderPool(undefined, { pageDeadlineMs: 240_000 });
      try {
        const checked = await checkSite(reader, { fetchUrl: offline, renderPool: pool });
        const built = await buildSite(reader, {
          fetchUrl: offline,
          renderPool: pool,
          manifest: false,
          thumbnails: false,
        });
        const fromBuild = built.diagnostics.filter((d) => !BUILD_ONLY.test(d.code));
        expect(lines(checked.diagnostics)).toEqual(lines(fromBuild));
        expect(checked.links.broken.length).toBe(built.links?.broken.length);

        const { analysis } = built;
        const targets = collectSiteTargets({
          pages: analysis.pages,
          files: analysis.files,
          redirects: analysis.config?.redirects,
          trailingSlash: false,
          ids: new Map(),
          feeds: new Set(
            analysis.pages
              .filter((page) => page.file !== undefined && analysis.pageFrontMatter.get(page.file)?.data.rss === true)
              .map((page) => page.path),
          ),
          unknownFolders: [],
        });
        const unknown = built.files
          .map((file) => file.urlPath)
          // Hashed assets and cards are Folio's own: no author writes a link to them.
          .filter((url) => !url.startsWith('/_folio/') && !url.startsWith('/_og/'))
          .filter((url) => findTarget(targets, decodeURIComponent(url)).kind === 'missing');
        expect(unknown).toEqual([]);
      } finally {
        await pool.close();
      }
    },
  );
});
