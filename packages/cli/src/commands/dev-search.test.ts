import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { openSplitSearchIndex, SEARCH_PARTS_URL } from '@folio/site';
import { describe, expect, it } from 'vitest';
import { createRecordingTerminal } from '../terminal.ts';
import { useTemporaryFolders } from '../testing/cli-harness.ts';
import { runDev } from './dev.ts';

const tempDir = useTemporaryFolders('folio-dev-search-');

const DOCS_JSON = JSON.stringify({
  name: 'Dev search',
  theme: 'mint',
  colors: { primary: '#0f766e' },
  navigation: { groups: [{ group: 'Guides', pages: ['index', 'guide'] }] },
});
const guide = (text: string) => `---\ntitle: "Guide"\n---\n\n## Flying\n\n${text}\n`;

/** Waits until `done()` holds, or fails with what the terminal printed. */
async function until(done: () => boolean, printed: () => string, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out; folio dev printed:\n${printed()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Searches the site `folio dev` serves as the browser does: the split index's root, then its parts. */
async function search(origin: string, query: string): Promise<string[]> {
  const get = async (path: string) => {
    const response = await fetch(origin + path);
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return response.text();
  };
  const root = await get(SEARCH_PARTS_URL);
  const { shards, parts } = JSON.parse(root) as { shards: [string[], string, string][]; parts: string[] };
  const served = new Map<string, string>();
  for (const name of [...shards.map(([, , shard]) => shard), ...parts]) served.set(name, await get(`/_folio/${name}`));
  return openSplitSearchIndex(root, (name) => served.get(name))
    .search(query)
    .map((hit) => hit.href);
}

describe('folio dev search', () => {
  it('finds words written into a page while it runs, without a restart', async () => {
    const repo = await tempDir({
      'docs.json': DOCS_JSON,
      'index.mdx': '---\ntitle: "Home"\n---\n\nWelcome.\n',
      'guide.mdx': guide('Balloons rise on warm air.'),
    });
    const terminal = createRecordingTerminal();
    const stop = new AbortController();
    const running = runDev([repo, '--port', '0', '--offline'], terminal, { signal: stop.signal });
    const printed = () => terminal.stdout + terminal.stderr;
    try {
      await until(() => terminal.stdout.includes('✔ ready'), printed);
      const origin = `http://127.0.0.1:${/at http:\/\/localhost:(\d+)/.exec(terminal.stdout)![1]}`;
      expect(await search(origin, 'balloons')).toEqual(['/guide#flying']);
      expect(await search(origin, 'zeppelins')).toEqual([]);

      await writeFile(join(repo, 'guide.mdx'), guide('Zeppelins float on hydrogen.'));
      await until(() => terminal.stdout.includes('↻ rebuilt'), printed);
      // The new words are found (a plural, and a typo of them); the old ones are gone.
      expect(await search(origin, 'zeppelin')).toEqual(['/guide#flying']);
      expect(await search(origin, 'hydorgen')).toEqual(['/guide#flying']);
      expect(await search(origin, 'balloons')).toEqual([]);
    } finally {
      stop.abort();
      await running;
    }
  }, 120_000);
});
