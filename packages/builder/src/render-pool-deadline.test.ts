import { afterAll, describe, expect, it } from 'vitest';
import type { CustomLanguages } from '@folio/content';
import { RenderDeadlineError, RenderPool } from './render-pool.ts';

// One thread, so the stuck page and the good ones share it: the thread is stuck in the bad page's
// code block, and only that page fails; the others start again on the thread that replaces it.
const pool = new RenderPool(1, { pageDeadlineMs: 3_000 });
afterAll(() => pool.close());

const EVIL: CustomLanguages = {
  key: 'evil-test',
  grammars: [{ name: 'evil', scopeName: 'source.evil', patterns: [{ match: '(a+)+$', name: 'keyword.evil' }] }],
};
const settings = { iconLibrary: 'fontawesome' as const, codeTheme: 'system' as const, customLanguages: EVIL };
const noFiles = async () => undefined;
const STUCK = `\`\`\`evil\n${Array.from({ length: 200 }, () => `${'a'.repeat(28)}b`).join('\n')}\n\`\`\`\n`;

describe('RenderPool page deadline', () => {
  it('stops the page stuck in a grammar, and renders the pages that shared its thread', async () => {
    // A page that waits on a snippet read while the stuck one holds the thread.
    const slowRead = (path: string) =>
      new Promise<string | undefined>((resolve) =>
        setTimeout(() => resolve(path.endsWith('a.mdx') ? 'From a snippet.' : undefined), 500),
      );
    const results = await Promise.allSettled([
      pool.render('good-1.mdx', '# One\n\n```evil\naaab\n```\n', noFiles, undefined, settings),
      pool.render('stuck.mdx', STUCK, noFiles, undefined, settings),
      pool.render('good-2.mdx', "import A from '/snippets/a.mdx';\n\n# Two\n\n<A />\n", slowRead, undefined, settings),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const failure = (results[1] as PromiseRejectedResult).reason as Error;
    expect(failure).toBeInstanceOf(RenderDeadlineError);
    expect(failure.message).toBe('rendering stuck.mdx took longer than 3 s and was stopped');
    expect((results[2] as PromiseFulfilledResult<{ html: string }>).value.html).toContain('From a snippet.');
    // The replacement thread got the site's grammar again: the custom language still highlights.
    const after = await pool.render('after.mdx', '```evil\naaa\n```\n', noFiles, undefined, settings);
    expect(after.html).toContain('shiki');
    expect(RenderPool.runningThreads).toBeGreaterThanOrEqual(1);
  });
});
