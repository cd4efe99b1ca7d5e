import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderPage } from './render-page.ts';
import { REAL_WORLD_FIXTURES } from '../../../test/shared-fixtures.ts';

const FIXTURES = REAL_WORLD_FIXTURES;

async function listPages(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

describe('real-world repositories (COMPAT.md)', () => {
  it('renders every .mdx/.md page of every fixture repository without an error diagnostic', async () => {
    const repositories = (await readdir(FIXTURES, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    let rendered = 0;
    const errors: string[] = [];
    const empty: string[] = [];
    for (const repository of repositories) {
      const root = join(FIXTURES, repository);
      const readRepoFile = async (path: string) => readFile(join(root, path), 'utf8').catch(() => undefined);
      for (const path of await listPages(root)) {
        const file = relative(root, path);
        const page = await renderPage({ file, source: await readFile(path, 'utf8'), readFile: readRepoFile });
        rendered++;
        for (const diagnostic of page.diagnostics) {
          if (diagnostic.severity === 'error')
            errors.push(
              `${repository}/${file}:${diagnostic.line}:${diagnostic.column} ${diagnostic.code} ${diagnostic.message}`,
            );
        }
        // A page renders something unless its body has no content: OpenAPI pages (front matter
        // only) and snippet files that only export components.
        const written = page.searchMarkdown ?? page.markdown;
        const hasContent = written.split('\n').some((line) => line.trim() !== '' && !/^(?:export|import) /.test(line));
        if (page.html.trim() === '' && hasContent && !written.trimStart().startsWith('export const'))
          empty.push(`${repository}/${file}`);
      }
    }
    // The first five repositories alone hold 19 + 21 + 107 + 15 + 61 pages; more are added over
    // time. None is genuinely broken, so none may end with an error.
    expect(rendered).toBeGreaterThanOrEqual(223);
    expect(errors).toEqual([]);
    expect(empty).toEqual([]);
  }, 120_000);
});
