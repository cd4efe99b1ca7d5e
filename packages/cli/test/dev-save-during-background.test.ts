import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFolioDev, type FolioDevProcess } from './folio-dev-process.ts';

// Issue 4: a save while the background build still renders a large site is shown at once — it
// used to wait for the whole background build — and that build never brings the old text back.
// Large enough that the background render takes seconds, so the save lands while it runs.
const PAGES = 1000;
/** Pages that inline the snippet. */
const IMPORTERS = 5;

let repo: string;
let dev: FolioDevProcess;

const page = (i: number, heading = `Step ${i}`) =>
  `---\ntitle: "Guide ${i}"\ndescription: "Guide number ${i}."\n---\n${i < IMPORTERS ? "import Shared from '/snippets/shared.mdx';\n" : ''}\n## ${heading}\n\nBody of guide ${i}.\n\n${i < IMPORTERS ? '<Shared />\n\n' : ''}\`\`\`bash\necho ${i}\n\`\`\`\n`;
const html = async (path: string) => (await fetch(`${dev.base}${path}`)).text();
/** The background build's report: a rebuild line with no pages left to render. */
const backgroundDone = () =>
  dev
    .output()
    .split('\n')
    .some((line) => line.startsWith('↻ rebuilt') && !line.includes('still rendering'));

beforeAll(async () => {
  repo = await mkdtemp(join(tmpdir(), 'folio-dev-save-during-background-'));
  await mkdir(join(repo, 'guides'));
  await mkdir(join(repo, 'snippets'));
  await writeFile(join(repo, 'snippets/shared.mdx'), 'Shared text, first version.\n');
  const pages = Array.from({ length: PAGES }, (_, i) => `guides/page-${i}`);
  for (const [i, path] of pages.entries()) await writeFile(join(repo, `${path}.mdx`), page(i));
  await writeFile(
    join(repo, 'docs.json'),
    JSON.stringify({
      name: 'Large',
      theme: 'mint',
      colors: { primary: '#000000' },
      navigation: { groups: [{ group: 'Guides', pages }] },
    }),
  );
  dev = await startFolioDev(repo, 120_000);
}, 180_000);

afterAll(async () => {
  await dev?.stop();
  if (repo) await rm(repo, { recursive: true, force: true });
});

describe('folio dev, saving while the background build renders', () => {
  it('reloads the saved page and the snippet importers before the background build ends, and keeps them current after it', async () => {
    // An open page that inlines the snippet (rendered on demand), listening for reloads.
    expect(await html('/guides/page-1')).toContain('Shared text, first version.');
    const events = await fetch(`${dev.base}/_folio/dev/events`);
    const stream = eventReader(events.body!.getReader());
    const before = dev.output().length;
    // Whole lines only: the last one may still be arriving.
    const rebuilt = () =>
      dev
        .output()
        .slice(before)
        .split('\n')
        .slice(0, -1)
        .filter((line) => line.startsWith('↻ rebuilt'));
    try {
      await writeFile(join(repo, 'guides/page-700.mdx'), page(700, 'Edited while rendering'));
      await writeFile(join(repo, 'snippets/shared.mdx'), 'Shared text, second version.\n');

      // The reload that shows both edits (an earlier one may show only the first). Each reload
      // follows the rebuild line it reports on stdout, in order: that line says whether the
      // background build had ended (stdout and the event stream are read apart, hence the wait).
      let line: string | undefined;
      for (let reloads = 1; reloads <= 5 && line === undefined; reloads++) {
        await stream.next('reload');
        const [edited, importer] = await Promise.all([html('/guides/page-700'), html('/guides/page-1')]);
        if (!edited.includes('Edited while rendering') || !importer.includes('Shared text, second version.')) continue;
        const count = reloads;
        line = await dev.waitFor('the rebuild line', () => rebuilt()[count - 1]);
      }
      expect(line).toMatch(/still rendering in the background/);
    } finally {
      await stream.cancel();
    }

    // The background build, started before the edits, ends with them in place.
    await dev.waitFor('the background build', () => (backgroundDone() ? true : undefined), 120_000);
    expect(await html('/guides/page-700')).toContain('Edited while rendering');
    expect(await html('/guides/page-1')).toContain('Shared text, second version.');
    // An importer that was still pending when the snippet changed.
    expect(await html('/guides/page-3')).toContain('Shared text, second version.');
    expect(await html('/guides/page-900')).toContain('Body of guide 900.');
  }, 180_000);
});

/** The live-reload stream, read one event at a time. */
function eventReader(stream: ReadableStreamDefaultReader<Uint8Array>) {
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    /** Resolves at the next event of this name (others are skipped). */
    async next(name: string): Promise<void> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end !== -1) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (event.startsWith(`event: ${name}\n`)) return;
          continue;
        }
        const { value, done } = await stream.read();
        if (done) throw new Error('the live-reload stream closed');
        buffer += decoder.decode(value, { stream: true });
      }
    },
    cancel: () => stream.cancel(),
  };
}
