import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite, createDirectoryReader } from '@folio/builder';
import { REAL_WORLD_FIXTURES } from './shared-fixtures.ts';

const offline = () => Promise.reject(new Error('offline test'));

/**
 * Lines of Markdown holding a JSX tag (`<Steps`, `<Tip>`, `</Card>`): outside code fences and code
 * spans, and not escaped (`\<PERSON>` is text that reads `<PERSON>`).
 */
function rawTags(markdown: string): string[] {
  const found: string[] = [];
  let fence: string | undefined;
  markdown.split('\n').forEach((line, index) => {
    const marker = /^\s*(?:>\s*)*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence !== undefined) {
      if (marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      return;
    }
    if (marker !== undefined) {
      fence = marker;
      return;
    }
    const prose = line.replace(/(`+)[^`][\s\S]*?\1/g, '');
    if (/(^|[^\\])<\/?[A-Z]/.test(prose)) found.push(`${index + 1}: ${line.trim().slice(0, 120)}`);
  });
  return found;
}

// The four component-heavy public repositories (issue 15).
describe.each(['Chainlit__docs', 'lmnr-ai__docs', 'openlit__openlit', 'unkeyed__unkey-product'])('%s', (name) => {
  const root = join(REAL_WORLD_FIXTURES, name);

  it.skipIf(!existsSync(root))(
    "writes every page's Markdown and llms-full.txt without a raw component tag",
    async () => {
      const result = await buildSite(createDirectoryReader(root), {
        manifest: false,
        renderPool: false,
        fetchUrl: offline,
      });
      const pages = result.files.filter((file) => file.path.endsWith('.md'));
      expect(pages.length).toBeGreaterThan(100);
      const tagged = pages.flatMap((file) => rawTags(String(file.body)).map((line) => `${file.path}:${line}`));
      const full = result.files.find((file) => file.path === 'llms-full.txt');
      expect(tagged).toEqual([]);
      expect(rawTags(String(full?.body))).toEqual([]);
      expect(result.diagnostics.filter((d) => d.code === 'CONTENT_MARKDOWN_FAILED')).toEqual([]);
      // The pages' sources do use components: the check above would have found them.
      expect(pages.some((file) => /^> \*\*(Note|Tip|Warning|Info):\*\*/m.test(String(file.body)))).toBe(true);
    },
    240_000,
  );
});
