import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFolioDev, type FolioDevProcess } from './folio-dev-process.ts';

// A site large enough that `folio dev` serves it laid out first and renders pages in the
// background, rendering any page asked for meanwhile on demand.
const PAGES = 90;

let repo: string;
let dev: FolioDevProcess;

beforeAll(async () => {
  repo = await mkdtemp(join(tmpdir(), 'folio-dev-large-'));
  await mkdir(join(repo, 'guides'));
  const pages = Array.from({ length: PAGES }, (_, i) => `guides/page-${i}`);
  for (const [i, page] of pages.entries()) {
    await writeFile(
      join(repo, `${page}.mdx`),
      `---\ntitle: "Guide ${i}"\ndescription: "Guide number ${i}."\n---\n\n## Step ${i}\n\nBody of guide ${i}.\n\n\`\`\`bash\necho ${i}\n\`\`\`\n`,
    );
  }
  await writeFile(
    join(repo, 'docs.json'),
    JSON.stringify({
      name: 'Large',
      theme: 'mint',
      colors: { primary: '#000000' },
      navigation: { groups: [{ group: 'Guides', pages }] },
    }),
  );
  dev = await startFolioDev(repo, 90_000);
}, 120_000);

afterAll(async () => {
  await dev?.stop();
  if (repo) await rm(repo, { recursive: true, force: true });
});

describe('folio dev on a large site', () => {
  it('serves any page fully rendered as soon as it is ready, then finishes the rest in the background', async () => {
    const response = await fetch(`${dev.base}/guides/page-77`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Body of guide 77.');
    expect(html).not.toContain('This page is being rendered');
    await dev.waitFor('the background build', () => (dev.output().includes('↻ rebuilt') ? true : undefined), 90_000);
    const later = await (await fetch(`${dev.base}/guides/page-3`)).text();
    expect(later).toContain('Body of guide 3.');
  });
});
