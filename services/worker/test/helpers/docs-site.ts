import type { RepoFile } from './git-repo.ts';

/** Files of a generated docs site with `pages` pages (`index` plus `page-1` …), under `prefix`. */
export function docsSite(
  pages: number,
  options: { prefix?: string; name?: string; body?: (i: number) => string } = {},
): Record<string, RepoFile> {
  const prefix = options.prefix === undefined || options.prefix === '' ? '' : `${options.prefix.replace(/\/$/, '')}/`;
  const names = ['index', ...Array.from({ length: pages - 1 }, (_, i) => `page-${i + 1}`)];
  const files: Record<string, RepoFile> = {
    [`${prefix}docs.json`]: JSON.stringify({
      $schema: 'https://mintlify.com/docs.json',
      theme: 'mint',
      name: options.name ?? 'Test Docs',
      colors: { primary: '#0E7C66' },
      navigation: { groups: [{ group: 'Docs', pages: names }] },
    }),
  };
  names.forEach((name, i) => {
    files[`${prefix}${name}.mdx`] =
      `---\ntitle: Page ${i}\n---\n\n${options.body?.(i) ?? `Body of page ${i}.\n\n## Section\n\nMore text for page ${i}.`}\n`;
  });
  return files;
}
