import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SiteFile } from '@folio/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DevSite } from './dev-site.ts';
import { fingerprintFiles, listRepositoryFiles, readFromFolder } from './repository-fingerprint.ts';
import { ServedSiteStore, type StoredSiteInputs } from './served-site-store.ts';

// Large enough that a cold `folio dev` lays the site out first and renders a page asked for on demand.
const PAGES = 70;
const page = (i: number, extra = '') =>
  `---\ntitle: "Guide ${i}"\ndescription: "Guide ${i} of {{product}}."\n---\n\n${extra}<Card title="Go" icon="rocket">Start {{product}} — ${i}.</Card>\n\n\`\`\`js\nconst guide = ${i};\n\`\`\`\n`;

let repo: string;

beforeAll(async () => {
  repo = await mkdtemp(join(tmpdir(), 'folio-dev-kept-'));
  await mkdir(join(repo, 'guides'));
  await mkdir(join(repo, 'images'));
  for (let i = 0; i < PAGES; i++) await writeFile(join(repo, 'guides', `page-${i}.mdx`), page(i));
  await writeFile(join(repo, 'images', 'dot.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]));
  await writeFile(
    join(repo, 'docs.json'),
    JSON.stringify({
      name: 'Kept',
      theme: 'mint',
      colors: { primary: '#0f766e' },
      variables: { product: 'Acme' },
      navigation: { groups: [{ group: 'Guides', pages: Array.from({ length: PAGES }, (_, i) => `guides/page-${i}`) }] },
    }),
  );
});

afterAll(async () => {
  if (repo) await rm(repo, { recursive: true, force: true });
});

const text = (file: SiteFile | undefined) =>
  file === undefined ? '' : typeof file.body === 'string' ? file.body : new TextDecoder().decode(file.body);
/** The inputs of a session started now, as `folio dev` reads them before building. */
const inputsNow = async (): Promise<StoredSiteInputs> => ({
  stamp: 'test',
  commit: '',
  options: { offline: true },
  files: await fingerprintFiles(await listRepositoryFiles(repo), readFromFolder(repo)),
});

describe('the site a folio dev session keeps for the next one', () => {
  it('serves, warm, the very page a cold start renders; an edit made while no session ran is never served old', async () => {
    const store = new ServedSiteStore(join(repo, '.folio-cache'));
    const wanted = '/guides/page-69';
    const cold = new DevSite(repo, {});
    let coldPage: string;
    try {
      const { first, complete } = await cold.start();
      expect(first.pending).toBeGreaterThan(0);
      await cold.ensurePage(wanted);
      coldPage = text(cold.snapshot?.files.get(wanted));
      expect(coldPage).toContain('Start Acme — 69.');
      await complete;
      const built = cold.completeBuild;
      expect(built).toBeDefined();
      // Keyed by the files the complete build read, which a new session's walk of the folder matches.
      const inputs = await inputsNow();
      expect(await fingerprintFiles(await built!.files.listFiles(), built!.files.readBytes)).toBe(inputs.files);
      expect(await store.write(inputs, built!.site)).toBeUndefined();
    } finally {
      await cold.close();
    }

    const kept = await new ServedSiteStore(join(repo, '.folio-cache')).read(await inputsNow());
    expect(kept).toBeDefined();
    expect(text(kept!.snapshot.files.get(wanted))).toBe(coldPage);
    expect(kept!.pages).toBe(PAGES);
    const image = kept!.snapshot.files.get('/images/dot.png')?.body;
    expect(image instanceof Uint8Array ? [...image] : image).toEqual([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);
    // Another Folio, other options: not served.
    expect(await store.read({ ...(await inputsNow()), stamp: 'other' })).toBeUndefined();
    expect(await store.read({ ...(await inputsNow()), options: { offline: true, basePath: '/docs' } })).toBeUndefined();

    // A session behind the kept site builds the same site again (from the build cache it starts with).
    const warm = new DevSite(repo, { lazyThreads: true });
    try {
      const outcome = await warm.startFromStored(kept!);
      expect(outcome.published).toBe(true);
      expect(text(warm.snapshot?.files.get(wanted))).toBe(coldPage);
    } finally {
      await warm.close();
    }

    await writeFile(join(repo, 'guides', 'page-69.mdx'), page(69, 'Edited while stopped.\n\n'));
    expect(await store.read(await inputsNow())).toBeUndefined();
  }, 180_000);
});
