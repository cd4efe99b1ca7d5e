// The renderer and the checker are imported once per process, not once per page or per site.
import { describe, expect, it } from 'vitest';
import { loadChecker, loadRenderer } from './content-modules.ts';
import { sitePageRenderer } from './site-page-renderer.ts';

describe('content modules', () => {
  it('imports the checker and the renderer once: every call gets the same promise and module', async () => {
    const checker = loadChecker();
    expect(loadChecker()).toBe(checker);
    expect(typeof (await checker).checkPage).toBe('function');
    const renderer = loadRenderer();
    expect(loadRenderer()).toBe(renderer);
    expect(typeof (await renderer).renderPage).toBe('function');
  });

  it('checks and renders pages of two sites on this thread with those same modules', async () => {
    const checker = loadChecker();
    const renderer = loadRenderer();
    const read = { readText: async () => undefined };
    for (const site of [sitePageRenderer(undefined, read), sitePageRenderer(undefined, read)]) {
      const checked = await site.check('a.mdx', '# A\n\n[b](/b)\n', undefined);
      expect(checked.links?.references.map((link) => link.url)).toContain('/b');
      const rendered = await site.render('a.mdx', '# A\n', undefined);
      expect(rendered.html).toContain('A');
    }
    expect(loadChecker()).toBe(checker);
    expect(loadRenderer()).toBe(renderer);
  });
});
