// checkSite loads this thread's checker while the analysis runs, not after it, when this thread
// will check pages (on its own or beside threads of its own); not when a caller's pool does.
import { describe, expect, it, vi } from 'vitest';

const events: string[] = [];

vi.mock('./content-modules.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./content-modules.ts')>();
  return {
    ...original,
    loadChecker: () => {
      events.push('loadChecker');
      return original.loadChecker();
    },
  };
});

const { checkSite } = await import('./check-site.ts');
const { RenderPool } = await import('./render-pool.ts');
const { createMemoryReader } = await import('./repo-reader.ts');

const files = {
  'docs.json': JSON.stringify({
    name: 'T',
    theme: 'mint',
    colors: { primary: '#000000' },
    navigation: { pages: ['index'] },
  }),
  'index.mdx': '---\ntitle: Home\n---\n\n## Start\n\n[Self](#start)\n',
};

const progress = (event: { phase: string }) => {
  if (events.at(-1) !== event.phase) events.push(event.phase);
};

describe('checkSite loads the checker', () => {
  it('before the analysis starts when this thread checks the pages', async () => {
    events.length = 0;
    const checked = await checkSite(createMemoryReader(files), { renderPool: false, onProgress: progress });
    expect(checked.checkedPages).toBe(1);
    expect(events[0]).toBe('loadChecker');
    expect(events.indexOf('loadChecker')).toBeLessThan(events.indexOf('scan'));
  });

  it('not at all on this thread when a caller’s pool checks the pages', { timeout: 60_000 }, async () => {
    const pool = new RenderPool(1, { work: 'check' });
    try {
      events.length = 0;
      const checked = await checkSite(createMemoryReader(files), { renderPool: pool, onProgress: progress });
      expect(checked.checkedPages).toBe(1);
      expect(events).not.toContain('loadChecker');
    } finally {
      await pool.close();
    }
  });
});
