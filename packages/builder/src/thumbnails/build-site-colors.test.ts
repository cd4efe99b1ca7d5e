import { describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../build-site.ts';
import { createMemoryReader } from '../repo-reader.ts';

/** A one-page site with thumbnails, in `primary`. */
async function build(primary: string): Promise<BuildResult> {
  const config = { name: 'Acme', theme: 'mint', colors: { primary }, navigation: { pages: ['index'] }, thumbnails: {} };
  return buildSite(
    createMemoryReader({
      'docs.json': JSON.stringify(config),
      'index.mdx': '---\ntitle: Welcome\ndescription: About Acme.\n---\n\nText.\n',
    }),
    { renderPool: false },
  );
}

const text = (result: BuildResult, urlPath: string) =>
  new TextDecoder().decode(result.blobs.get(result.manifest!.files[urlPath]!.blob));
const stylesheet = (result: BuildResult) =>
  text(result, Object.keys(result.manifest!.files).find((path) => path.startsWith('/_folio/style.'))!);
const thumbnail = (result: BuildResult) => /<meta property="og:image" content="([^"]*)">/.exec(text(result, '/'))?.[1];

// One colour rule in docs-config: a colour it cannot honour is reported and the default applies
// everywhere at once (stylesheet, its contrast corrections, thumbnails), never a colour the
// stylesheet takes but the corrections and the thumbnail drop.
describe('`colors.primary` the reference rejects', () => {
  it('is reported at its path, and the site and its thumbnail use the default colour', async () => {
    const fallback = await build('#16A34A');
    expect(fallback.diagnostics).toEqual([]);
    expect(stylesheet(fallback)).toMatch(/^:root\{--primary:#16A34A;/);
    expect(stylesheet(fallback)).toMatch(/--primary-solid:#[0-9a-f]{6}/);
    for (const primary of ['rgb(10 20 30)', 'hsl(120 50% 40%)', 'teal']) {
      const result = await build(primary);
      expect(result.diagnostics.map((d) => `${d.file} ${d.path} ${d.code}`)).toEqual([
        'docs.json colors.primary CONFIG_INVALID_COLOR',
      ]);
      expect(stylesheet(result)).toBe(stylesheet(fallback));
      expect(thumbnail(result)).toMatch(/^\/_og\/[0-9a-f]{32}\.png$/);
      expect(thumbnail(result)).toBe(thumbnail(fallback));
    }
  });
});
