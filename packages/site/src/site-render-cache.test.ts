import type { Diagnostic } from '@folio/diagnostics';
import { describe, expect, it } from 'vitest';
import { renderSite } from './render-site.ts';
import { SiteRenderCache } from './site-render-cache.ts';
import { sampleSite } from './testing/sample-site.ts';
import type { PageContent, RenderSiteInput, SiteFile } from './types.ts';

const EDITED = 'en/v2/quickstart';

/** The sample site with one page's body and headings edited (title unchanged). */
function withEditedPage(input: RenderSiteInput): RenderSiteInput {
  const content = new Map(input.content);
  const before = content.get(EDITED)!;
  const after: PageContent = {
    ...before,
    html: before.html.replace('<h2 id="overview">Overview</h2>', '<h2 id="setup">Setup</h2>'),
    headings: [{ depth: 2, text: 'Setup', id: 'setup' }, ...before.headings.slice(1)],
    markdown: before.markdown.replace('## Overview', '## Setup'),
  };
  content.set(EDITED, after);
  return { ...input, content };
}

/** Renders with diagnostics collected. */
function render(input: RenderSiteInput, cache?: SiteRenderCache): { files: SiteFile[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const files = renderSite(
    { ...input, onDiagnostic: (d) => diagnostics.push(d) },
    cache === undefined ? {} : { cache },
  );
  return { files, diagnostics };
}

const byUrl = (files: SiteFile[]) => new Map(files.map((file) => [file.urlPath, file]));

describe('renderSite with a SiteRenderCache', () => {
  it('re-renders only the page whose content changed and keeps every other file as it was', () => {
    const input = sampleSite();
    const cache = new SiteRenderCache();
    const first = byUrl(render(input, cache).files);
    expect(cache.stats).toEqual({ layoutReused: false, pagesRendered: input.pages.length, pagesReused: 0 });

    const edited = withEditedPage(input);
    const second = render(edited, cache).files;
    expect(cache.stats).toEqual({ layoutReused: true, pagesRendered: 1, pagesReused: input.pages.length - 1 });

    const changed = new Set([
      `/${EDITED}`,
      `/${EDITED}.md`,
      '/_folio/search.json',
      '/_folio/navigation.json',
      '/_folio/search-parts.json',
      '/llms-full.txt',
      '/llms.txt',
      '/.well-known/llms.txt',
    ]);
    let splitParts = 0;
    for (const file of second) {
      if (changed.has(file.urlPath)) continue;
      // The split index is made again; a part named in both builds has the same bytes (its name is
      // its content's hash), and the other pages' parts are there again.
      if (/^\/_folio\/search-[tp]\./.test(file.urlPath)) {
        if (first.has(file.urlPath)) expect(file, file.urlPath).toEqual(first.get(file.urlPath));
        splitParts += first.has(file.urlPath) ? 1 : 0;
        continue;
      }
      // The same object, so buildManifest with a ManifestCache does not even hash it again.
      expect(file, file.urlPath).toBe(first.get(file.urlPath));
    }
    const pageParts = [...first.keys()].filter((url) => url.startsWith('/_folio/search-p.'));
    expect(splitParts).toBeGreaterThanOrEqual(pageParts.length - 1);
    const page = byUrl(second).get(`/${EDITED}`)!;
    expect(page.body).toContain('<h2 id="setup">Setup</h2>');
    expect(page.body).toContain('<li class="toc-depth-2"><a href="#setup">Setup</a></li>');
    expect(String(byUrl(second).get('/_folio/search.json')!.body)).toContain('"Setup","setup"');
    expect(String(byUrl(second).get('/llms-full.txt')!.body)).toContain(
      '# Quickstart\n\n> About quickstart.\n\n## Setup\n',
    );
    // Byte for byte what a build without cache makes.
    expect(second).toEqual(render(edited).files);
  });

  it('reuses everything when nothing changed, and lays every page out again when a title changes', () => {
    const input = sampleSite();
    const cache = new SiteRenderCache();
    const first = render(input, cache).files;
    const again = render(sampleSite(), cache).files;
    expect(cache.stats).toEqual({ layoutReused: true, pagesRendered: 0, pagesReused: input.pages.length });
    again.forEach((file, index) => {
      expect(file).toBe(first[index]);
    });

    const retitled = sampleSite();
    retitled.content.set('en/v2/internals/cache', {
      ...retitled.content.get('en/v2/internals/cache')!,
      title: 'Caching',
    });
    const relaid = render(retitled, cache).files;
    expect(cache.stats).toEqual({ layoutReused: false, pagesRendered: input.pages.length, pagesReused: 0 });
    // Every page's sidebar shows the new title.
    expect(byUrl(relaid).get('/en/v2/intro')!.body).toContain(
      '<a href="/en/v2/internals/cache"><span>Caching</span></a>',
    );
    expect(relaid).toEqual(render(retitled).files);
  });

  it('reports the same problems as a build without cache, each unresolved $ref once', () => {
    const broken = () => {
      const input = sampleSite();
      input.content.delete('en/v2/intro');
      const schemas = (
        input.specs[0]!.document!.components as { schemas: Record<string, { properties?: Record<string, unknown> }> }
      ).schemas;
      schemas.Pet!.properties!.owner = { $ref: '#/components/schemas/Owner' };
      return input;
    };
    const fresh = render(broken()).diagnostics;
    expect(fresh.map((d) => d.code)).toEqual(['SITE_PAGE_CONTENT_MISSING', 'SITE_SCHEMA_REF_UNRESOLVED']);
    expect(fresh[1]!.message).toBe(
      '$ref "#/components/schemas/Owner" points to nothing; the schema is shown as unresolved.',
    );

    const cache = new SiteRenderCache();
    expect(render(broken(), cache).diagnostics).toEqual(fresh);
    expect(render(broken(), cache).diagnostics).toEqual(fresh);
    expect(cache.stats.pagesRendered).toBe(0);
    expect(render(withEditedPage(broken()), cache).diagnostics).toEqual(fresh);
    expect(cache.stats.pagesRendered).toBe(1);
  });
});
