import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSite, createDirectoryReader } from '@folio/builder';
import type { SiteFile } from '@folio/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DevSite } from './dev-site.ts';

// A site large enough that `folio dev` lays it out first and renders a page asked for on demand,
// with every docs.json setting that changes how a page renders, and a docs.json variable.
const PAGES = 80;
const DOCS_JSON = {
  name: 'Parity',
  theme: 'mint',
  colors: { primary: '#0f766e' },
  icons: { library: 'lucide' },
  styling: { codeblocks: { theme: { light: 'github-light', dark: 'github-dark' } }, latex: true },
  variables: { product: 'Acme Cloud' },
  navigation: { groups: [{ group: 'Guides', pages: Array.from({ length: PAGES }, (_, i) => `guides/page-${i}`) }] },
};
const page = (i: number) =>
  `---\ntitle: "Guide ${i}"\ndescription: "Guide ${i} of {{product}}."\n---\n\n<Card title="Launch" icon="rocket">Start {{product}}.</Card>\n\nThe area is $\\pi r^${i}$.\n\n\`\`\`js\nconst guide = ${i};\n\`\`\`\n`;

let repo: string;

beforeAll(async () => {
  repo = await mkdtemp(join(tmpdir(), 'folio-dev-parity-'));
  await mkdir(join(repo, 'guides'));
  for (let i = 0; i < PAGES; i++) await writeFile(join(repo, 'guides', `page-${i}.mdx`), page(i));
  await writeFile(join(repo, 'docs.json'), JSON.stringify(DOCS_JSON));
});

afterAll(async () => {
  if (repo) await rm(repo, { recursive: true, force: true });
});

const text = (file: SiteFile | undefined) =>
  file === undefined ? '' : typeof file.body === 'string' ? file.body : new TextDecoder().decode(file.body);

describe('folio dev renders as folio build does', () => {
  it('serves a page rendered on demand exactly as the build makes it: icon library, code themes, math, variables', async () => {
    const wanted = ['/guides/page-79', '/guides/page-78', '/guides/page-77'];
    const dev = new DevSite(repo, {});
    const served = new Map<string, string>();
    try {
      const { first, complete } = await dev.start();
      expect(first.pending).toBeGreaterThan(0);
      // Asked for before the background build reaches them: rendered on demand.
      await Promise.all(wanted.map((path) => dev.ensurePage(path)));
      for (const path of wanted) served.set(path, text(dev.snapshot?.files.get(path)));
      await complete;
      // Once the background build is done, the cache it reused still holds the same pages.
      for (const path of wanted) expect(text(dev.snapshot?.files.get(path))).toBe(served.get(path));
    } finally {
      await dev.close();
    }
    const built = await buildSite(createDirectoryReader(repo), { renderPool: false, manifest: false });
    for (const path of wanted) {
      const html = text(built.files.find((file) => file.urlPath === path));
      expect(html).toContain('stroke="currentColor"'); // Lucide's outline rocket
      expect(html).toContain('shiki-themes github-light github-dark');
      expect(html).toContain('<annotation encoding="application/x-tex">\\pi r^');
      expect(html).toContain('Start Acme Cloud.');
      expect(served.get(path)).toBe(html);
    }
  }, 120_000);
});
