import { describe, expect, it } from 'vitest';
import type { CheckReport } from '../check-report.ts';
import { runFolio as run, useTemporaryFolders } from '../testing/cli-harness.ts';

const STARTER = new URL('../../../../examples/starter', import.meta.url).pathname;
const makeRepo = useTemporaryFolders('folio-check-');

describe('folio check', () => {
  it('passes the sample site and lists its pages, generated API pages included', async () => {
    const { code, stdout } = await run('check', STARTER, '--json', '--no-cache');
    const report = JSON.parse(stdout) as CheckReport;
    expect(report.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(code).toBe(0);
    const paths = report.pages.map((p) => p.path);
    expect(paths.slice(0, 3)).toEqual(['index', 'quickstart', 'guides/overview']);
    expect(report.pages).toContainEqual(
      expect.objectContaining({
        path: 'api-reference/pets/list-pets',
        source: 'openapi',
        openapi: 'api-reference/openapi.yaml GET /pets',
      }),
    );
    // x-hidden: the page exists (reachable by URL) but has no navigation entry.
    expect(report.pages).toContainEqual(
      expect.objectContaining({ path: 'api-reference/pets/delete-a-pet', hidden: true }),
    );
    expect(JSON.stringify(report.navigation)).not.toContain('delete-a-pet');
  });

  it('prints each problem as file:line:column path: message (CODE) with a hint, and exits 1 on errors', async () => {
    const dir = await makeRepo({
      'docs.json': JSON.stringify(
        {
          name: 'x',
          theme: 'mint',
          colors: { primary: '#000000' },
          navigation: { groups: [{ group: 'A', pages: ['index', 'missing/page'] }] },
        },
        null,
        2,
      ),
      'index.mdx': '---\ntitle: Home\ndescription: d\n---\n\n## Hi\n',
    });
    const { code, stdout } = await run('check', dir);
    expect(code).toBe(1);
    expect(stdout).toMatch(
      /^docs\.json:\d+:\d+ navigation\.groups\[0\]\.pages\[1\]: error .*missing\/page.* \(NAV_PAGE_NOT_FOUND\)$/m,
    );
    expect(stdout).toMatch(/^ {2}hint: /m);
    expect(stdout).toMatch(/✖ 1 error/);
  });

  it('--strict makes warnings fail the check', async () => {
    const dir = await makeRepo({
      'docs.json': JSON.stringify({
        name: 'x',
        theme: 'mint',
        colors: { primary: '#000000' },
        navigation: { pages: ['index'] },
        unknownTopLevelKey: true,
      }),
      'index.mdx': '---\ntitle: Home\ndescription: d\n---\n',
    });
    expect((await run('check', dir)).code).toBe(0);
    const strict = await run('check', dir, '--strict');
    expect(strict.code).toBe(1);
    expect(strict.stdout).toContain('warning');
  });

  it('notes what Folio accepts but does not do, counts notes apart, and --strict still passes', async () => {
    const dir = await makeRepo({
      'docs.json': JSON.stringify(
        {
          name: 'x',
          theme: 'mint',
          colors: { primary: '#000000' },
          contextual: { options: ['assistant'] },
          navigation: { pages: ['index'] },
        },
        null,
        2,
      ),
      'index.mdx': '---\ntitle: Home\ndescription: d\n---\n',
    });
    const { code, stdout } = await run('check', dir, '--strict');
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /^docs\.json:\d+:\d+ contextual\.options\[0\]: info contextual option "assistant" needs a service Folio does not host for a site; it is not shown \(CONFIG_CONTEXTUAL_OPTION_UNAVAILABLE\)$/m,
    );
    expect(stdout).toMatch(/✔ 0 errors, 0 warnings, 1 note in 1 page \(/);
  });

  it('exits 2 on usage errors and unreadable folders', async () => {
    expect((await run('check', '--no-such-flag')).code).toBe(2);
    expect((await run('check', 'a', 'b')).code).toBe(2);
    const missing = await run('check', '/definitely/not/here');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('is not a folder');
    expect((await run('frobnicate')).code).toBe(2);
  });

  it('reports a missing docs.json as an error, not a crash', async () => {
    const dir = await makeRepo({ 'index.mdx': '# hi\n' });
    const { code, stdout } = await run('check', dir, '--json');
    expect(code).toBe(1);
    const report = JSON.parse(stdout) as CheckReport;
    expect(report.navigation).toBeNull();
    expect(report.diagnostics[0]).toMatchObject({ severity: 'error', file: 'docs.json' });
  });

  it('has --help with examples and --version', async () => {
    const help = await run('check', '--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Examples:');
    const version = await run('--version');
    expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
