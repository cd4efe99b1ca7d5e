import { readFile, writeFile, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { runFolio as run, useTemporaryFolders } from '../testing/cli-harness.ts';

const STARTER = new URL('../../../../examples/starter', import.meta.url).pathname;
const tempDir = useTemporaryFolders('folio-build-');

describe('folio build', () => {
  it('writes a static site of the sample repository, with pages, API pages, assets and compressed variants', async () => {
    const out = join(await tempDir(), 'dist');
    const { code, stdout } = await run('build', STARTER, '--out', out, '--site-url', 'https://docs.acme.test');
    expect(code).toBe(0);
    expect(stdout).toMatch(/✔ built \d+ pages/);
    // The page-weight budget, as the files written are served (their .br variants).
    const weight =
      /typical page (\S+): ([\d.]+) KB with brotli \(HTML ([\d.]+) KB, CSS ([\d.]+) KB, JS ([\d.]+) KB\)/.exec(stdout);
    expect(weight, stdout).not.toBeNull();
    const [, pagePath, total, html, css, js] = weight!;
    const brotliKb = async (file: string) =>
      ((await readFile(join(out, `${file}.br`)).catch(() => readFile(join(out, file)))).length / 1024).toFixed(1);
    expect(html).toBe(await brotliKb(pagePath === '/' ? 'index.html' : `${pagePath!.slice(1)}/index.html`));
    const written = await readFile(
      join(out, pagePath === '/' ? 'index.html' : `${pagePath!.slice(1)}/index.html`),
      'utf8',
    );
    const cssFile = /<link rel="stylesheet" href="\/([^"]+)"/.exec(written)![1]!;
    expect(css).toBe(await brotliKb(cssFile));
    expect(Number(js)).toBeGreaterThan(0);
    expect(Number(total)).toBeCloseTo(Number(html) + Number(css) + Number(js), 0);
    const home = await readFile(join(out, 'index.html'), 'utf8');
    expect(home).toContain('Welcome to Acme Pets');
    const api = await readFile(join(out, 'api-reference/pets/list-pets/index.html'), 'utf8');
    expect(api).toContain('/pets');
    expect(api).toContain('/_docs/api/request');
    expect(await readFile(join(out, 'quickstart.md'), 'utf8')).toContain('Get an API key');
    expect(await readFile(join(out, 'sitemap.xml'), 'utf8')).toContain('https://docs.acme.test/quickstart');
    // llms.txt, at both paths, names the pages at the site's URL (as written and compressed).
    const llms = await readFile(join(out, '.well-known/llms.txt'), 'utf8');
    expect(llms).toContain('](https://docs.acme.test/quickstart.md)');
    expect(await readFile(join(out, 'llms.txt'), 'utf8')).toBe(llms);
    expect(gunzipSync(await readFile(join(out, 'llms.txt.gz'))).toString('utf8')).toBe(llms);
    expect(await readFile(join(out, 'favicon.svg'), 'utf8')).toContain('<svg');
    expect(gunzipSync(await readFile(join(out, 'index.html.gz'))).toString('utf8')).toBe(home);
    // The snippet is inlined into pages, never published on its own; docs.json stays private.
    expect(await readdir(out)).not.toContain('snippets');
    expect(await readdir(out)).not.toContain('docs.json');
  });

  it('builds for a base path with --base-path, and refuses one that is not a plain path', async () => {
    const out = join(await tempDir(), 'dist');
    const { code } = await run(
      'build',
      STARTER,
      '--out',
      out,
      '--base-path',
      '/docs',
      '--site-url',
      'https://acme.test',
    );
    expect(code).toBe(0);
    const home = await readFile(join(out, 'index.html'), 'utf8');
    expect(home).toContain('href="/docs/quickstart"');
    expect(home).toMatch(/<link rel="stylesheet" href="\/docs\/_folio\/style\.[0-9a-f]+\.css"/);
    expect(await readFile(join(out, 'sitemap.xml'), 'utf8')).toContain('https://acme.test/docs/quickstart');
    expect(await readFile(join(out, 'llms.txt'), 'utf8')).toContain('](https://acme.test/docs/quickstart.md)');
    const refused = await run('build', STARTER, '--out', join(await tempDir(), 'x'), '--base-path', '/../x');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('folio build: --base-path: basePath must not contain "." or ".." segments');
  });

  it('rebuilds over its own earlier output, but refuses to replace an unrelated folder', async () => {
    const out = join(await tempDir(), 'dist');
    expect((await run('build', STARTER, '--out', out)).code).toBe(0);
    expect((await run('build', STARTER, '--out', out)).code).toBe(0);
    const unrelated = await tempDir();
    await writeFile(join(unrelated, 'thesis.tex'), 'precious');
    const refused = await run('build', STARTER, '--out', unrelated);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('is not an earlier folio build');
    expect(await readFile(join(unrelated, 'thesis.tex'), 'utf8')).toBe('precious');
  });

  it('writes nothing and exits 1 when docs.json is unusable; exits 2 without --out', async () => {
    const repo = await tempDir();
    await writeFile(join(repo, 'docs.json'), '{ "navigation": ');
    await mkdir(join(repo, 'x'));
    const out = join(await tempDir(), 'dist');
    const broken = await run('build', repo, '--out', out);
    expect(broken.code).toBe(1);
    expect(broken.stdout).toContain('CONFIG_JSON_SYNTAX');
    expect(broken.stdout).toContain('nothing built');
    await expect(readdir(out)).rejects.toThrow();
    expect((await run('build', repo)).code).toBe(2);
  });
});
