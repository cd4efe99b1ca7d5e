import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { generateCorpus } from '../bench/peers/corpus.ts';
import { verifyOutput } from '../bench/peers/verify-output.ts';

const corpus = generateCorpus(5, 6);
let dir: string | undefined;
afterEach(() => (dir ? rm(dir, { recursive: true, force: true }) : undefined));

async function write(file: string, text: string) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
}

describe('the peer benchmark output check', () => {
  it('counts a page only when its HTML exists at its slug and holds its title and first heading', async () => {
    dir = await mkdtemp(join(tmpdir(), 'bench-peers-verify-'));
    const [a, b, c, d, , f] = corpus.pages;
    const html = (page: typeof a) =>
      `<h1>${page!.title}</h1><h2 id="x">${page!.sections[0]!.heading}<a href="#x">#</a></h2>`;
    await write(join(dir, a!.slug, 'index.html'), html(a));
    await write(join(dir, `${b!.slug}.html`), html(b)); // the other layout static hosts serve
    await write(join(dir, c!.slug, 'index.html'), `<h1>${c!.title}</h1>`); // no heading
    await write(join(dir, d!.slug, 'index.html'), html(a)); // another page's text
    // e: missing altogether
    await write(join(dir, f!.slug, 'index.html'), html(f));
    await write(join(dir, '404.html'), html(a)); // not a page of the corpus

    const check = await verifyOutput(dir, corpus.pages);
    expect(check).toEqual({
      pages: 6,
      verified: 3,
      missing: [corpus.pages[4]!.slug],
      wrongContent: [c!.slug, d!.slug],
    });
  });
});
