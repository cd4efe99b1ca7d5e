import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { parseFrontMatter } from '@folio/content';
import { digestBodySync } from '@folio/site';
import { afterAll, describe, expect, it } from 'vitest';
import { RenderPool } from './render-pool.ts';

const pool = new RenderPool(2);
afterAll(() => pool.close());

describe('RenderPool', () => {
  it('renders pages on worker threads, reading snippets through the parent', async () => {
    const reads: string[] = [];
    const readFile = async (path: string) => {
      reads.push(path);
      return path === 'snippets/hello.mdx' ? 'Hello from a snippet.' : undefined;
    };
    const pages = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        pool.render(
          `p${i}.mdx`,
          `---\ntitle: P${i}\n---\n\nimport Hello from '/snippets/hello.mdx';\n\n## Page ${i}\n\n<Hello />\n`,
          readFile,
        ),
      ),
    );
    expect(pages.map((p) => p.title)).toEqual(['P0', 'P1', 'P2', 'P3', 'P4', 'P5']);
    expect(pages.every((p) => p.html.includes('Hello from a snippet.'))).toBe(true);
    expect(reads).toContain('snippets/hello.mdx');
    expect(pool.size).toBe(2);
  });

  it('renders with front matter parsed by the caller, which it does not parse again', async () => {
    const source = '---\ntitle: From the source\n---\n\n## Body\n';
    const parsed = parseFrontMatter(source, 'fm.mdx');
    // A marker only the caller's copy has: the thread used it instead of the text's.
    const page = await pool.render('fm.mdx', source, async () => undefined, {
      ...parsed,
      data: { ...parsed.data, title: 'Given by the caller' },
    });
    expect(page.title).toBe('Given by the caller');
    expect((await pool.render('fm.mdx', source, async () => undefined)).title).toBe('From the source');
  });

  it('hashes and compresses site files exactly as this thread would', async () => {
    const html = `<!doctype html><title>x</title>${'<li><a href="/p">Page – “quoted”</a></li>'.repeat(200)}`;
    const setting = { brotli: 4, gzip: 4 };
    const [fromThread, here] = await Promise.all([
      pool.digest(html, setting),
      Promise.resolve(digestBodySync(html, setting)),
    ]);
    expect(fromThread.stored.hash).toBe(here.stored.hash);
    expect(Buffer.from(fromThread.stored.bytes).toString('utf8')).toBe(html);
    expect(brotliDecompressSync(fromThread.variants.br!.bytes).toString('utf8')).toBe(html);
    expect(gunzipSync(fromThread.variants.gzip!.bytes).toString('utf8')).toBe(html);
    expect(fromThread.variants.br!.hash).toBe(here.variants.br!.hash);
    const binary = new Uint8Array([0, 1, 2, 3, 255]);
    expect((await pool.digest(binary, undefined)).stored).toEqual(digestBodySync(binary, undefined).stored);
  });
});
