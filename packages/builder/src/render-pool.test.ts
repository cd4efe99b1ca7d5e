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
        pool.render(`p${i}.mdx`, `---\ntitle: P${i}\n---\n\nimport Hello from '/snippets/hello.mdx';\n\n## Page ${i}\n\n<Hello />\n`, readFile),
      ),
    );
    expect(pages.map((p) => p.title)).toEqual(['P0', 'P1', 'P2', 'P3', 'P4', 'P5']);
    expect(pages.every((p) => p.html.includes('Hello from a snippet.'))).toBe(true);
    expect(reads).toContain('snippets/hello.mdx');
    expect(pool.size).toBe(2);
  });
});
