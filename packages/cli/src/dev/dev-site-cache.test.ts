import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DevSite } from './dev-site.ts';

let repo: string;

beforeAll(async () => {
  repo = await mkdtemp(join(tmpdir(), 'folio-dev-cache-'));
  await writeFile(
    join(repo, 'docs.json'),
    JSON.stringify({
      name: 'Cache',
      theme: 'mint',
      colors: { primary: '#0f766e' },
      variables: { product: 'Acme' },
      navigation: { pages: ['index', 'plain'] },
    }),
  );
  await writeFile(join(repo, 'index.mdx'), '---\ntitle: Home\ndescription: d\n---\n\nWelcome to {{product}}.\n');
  await writeFile(join(repo, 'plain.mdx'), '---\ntitle: Plain\ndescription: d\n---\n\nNo variable here.\n');
});

afterAll(async () => {
  if (repo) await rm(repo, { recursive: true, force: true });
});

describe('folio dev’s build cache', () => {
  it('keeps a page that uses docs.json variables: a rebuild with nothing changed renders nothing', async () => {
    const dev = new DevSite(repo, {});
    try {
      const { first } = await dev.start();
      expect(first.rendered).toBe(2);
      const again = await dev.rebuild().outcome;
      expect(again).toMatchObject({ rendered: 0, reused: 2 });
      expect(new TextDecoder().decode(new TextEncoder().encode(String(dev.snapshot?.files.get('/')?.body)))).toContain(
        'Welcome to Acme.',
      );
    } finally {
      await dev.close();
    }
  });
});
