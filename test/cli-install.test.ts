// The `folio` command as a docs author gets it: `npm pack` of packages/cli, `npm install -g` of the
// tarball into a temporary prefix (no workspace around it; npm dependencies from the registry,
// through the npm cache), then every command run from a folder outside the repository. The bundle
// is made here from the sources (scripts/build/bundle-cli.ts), so the test never depends on dist/.
import { execFile, spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleCli } from '../scripts/build/bundle-cli.ts';
import { REAL_WORLD_FIXTURES } from './shared-fixtures.ts';

const run = promisify(execFile);
const ROOT = new URL('..', import.meta.url).pathname;
const FIXTURE = join(REAL_WORLD_FIXTURES, 'ollama__ollama');

interface Result {
  code: number;
  stdout: string;
  stderr: string;
}

describe('the packed folio command, installed with npm install -g', () => {
  let work: string;
  let prefix: string;
  let site: string;
  /**
   * The installed command's environment: no NODE_OPTIONS from the test runner, no repository
   * paths; only the machine's network settings (certificate authorities, proxies), which npm
   * needs to reach the registry as it would on the user's machine.
   */
  let env: Record<string, string>;

  const folio = (args: string[], cwd = site): Promise<Result> =>
    run(join(prefix, 'bin', 'folio'), args, { cwd, env, maxBuffer: 64 * 1024 * 1024, timeout: 120_000 }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: Result) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
    );

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'folio-cli-install-'));
    prefix = join(work, 'prefix');
    env = {
      ...networkSettings(),
      PATH: `${join(prefix, 'bin')}:${process.env.PATH ?? ''}`,
      HOME: process.env.HOME ?? work,
      npm_config_update_notifier: 'false',
    };
    const cli = join(work, 'cli');
    await mkdir(cli);
    await cp(join(ROOT, 'packages/cli/package.json'), join(cli, 'package.json'));
    await cp(join(ROOT, 'packages/cli/bin'), join(cli, 'bin'), { recursive: true });
    await bundleCli(cli);
    // --ignore-scripts: the copy's `prepack` would bundle into packages/cli; it was bundled just above.
    const packed = await run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', work], {
      cwd: cli,
      env,
    });
    const [{ filename }] = JSON.parse(packed.stdout) as [{ filename: string }];
    // About 20 s on a quiet machine; over 300 s was seen at load 25, so the limit is generous.
    await run(
      'npm',
      ['install', '--global', join(work, filename), '--prefix', prefix, '--prefer-offline', '--no-audit', '--no-fund'],
      { cwd: work, env, timeout: 600_000 },
    );
    site = join(work, 'site');
    await cp(join(ROOT, 'examples/starter'), site, { recursive: true });
  }, 660_000);

  afterAll(async () => {
    if (work !== undefined) await rm(work, { recursive: true, force: true });
  });

  it('installs bin/folio and compiled JavaScript only, none of the private workspace packages', async () => {
    const installed = join(prefix, 'lib/node_modules/@folio/cli');
    const files = (await readdir(installed, { recursive: true })).filter((file) => !file.startsWith('node_modules'));
    expect(files).toContain('bin/folio.cjs');
    expect(files).toContain('dist/bundle/main.mjs');
    expect(files).toContain('dist/bundle/render-worker.mjs');
    expect(files.filter((file) => /\.(ts|tsx)$/.test(file))).toEqual([]);
    const dependencies = await readdir(join(installed, 'node_modules')).catch(() => [] as string[]);
    const global = await readdir(join(prefix, 'lib/node_modules'));
    expect([...dependencies, ...global].filter((name) => name === '@folio')).toEqual(
      global.includes('@folio') ? ['@folio'] : [],
    );
    expect(await readdir(join(prefix, 'lib/node_modules/@folio'))).toEqual(['cli']);
  });

  it('prints its version', async () => {
    const { version } = JSON.parse(await readFile(join(ROOT, 'packages/cli/package.json'), 'utf8')) as {
      version: string;
    };
    expect(await folio(['--version'])).toMatchObject({ code: 0, stdout: `${version}\n` });
  });

  it('checks the sample site', async () => {
    const result = await folio(['check']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/✔ 0 errors, \d+ warnings? in \d+ pages/);
  });

  it('checks a real repository exactly as the sources do', async () => {
    const installed = await folio(['check', FIXTURE, '--json', '--offline', '--no-cache'], work);
    const fromSources = await run(
      process.execPath,
      [
        '--conditions=@folio/source',
        '--import',
        'tsx',
        join(ROOT, 'packages/cli/src/main.ts'),
        'check',
        FIXTURE,
        '--json',
        '--offline',
        '--no-cache',
      ],
      {
        cwd: ROOT,
        maxBuffer: 64 * 1024 * 1024,
      },
    ).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: Result) => ({ code: error.code, stdout: error.stdout }),
    );
    expect(installed.code).toBe(fromSources.code);
    const report = JSON.parse(installed.stdout) as { pages: unknown[] };
    expect(report.pages.length).toBeGreaterThan(20);
    expect(report).toEqual(JSON.parse(fromSources.stdout));
  });

  it('builds the sample site on its render threads, with the site assets, KaTeX and Mermaid it ships', async () => {
    const out = join(work, 'out');
    await writeFile(
      join(site, 'maths.mdx'),
      '---\ntitle: Maths\ndescription: A formula and a diagram\n---\n\n## Formula\n\n$$\nE = mc^2\n$$\n\n## Diagram\n\n```mermaid\ngraph TD; A-->B;\n```\n',
    );
    const result = await folio(['build', '--out', out]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/✔ built \d+ pages/);
    const home = await readFile(join(out, 'index.html'), 'utf8');
    expect(home).toContain('<title>Welcome to Acme Pets');
    const assets = await readdir(join(out, '_folio'), { recursive: true });
    expect(assets.some((file) => /^style\.[0-9a-f]+\.css$/.test(file))).toBe(true);
    expect(assets.some((file) => /^app\.[0-9a-f]+\.js$/.test(file))).toBe(true);
    // KaTeX's stylesheet and fonts and Mermaid's browser bundle come from the installed npm packages.
    expect(assets.some((file) => /^katex\.[0-9a-f]+\.css$/.test(file))).toBe(true);
    expect(assets.some((file) => /^katex\/KaTeX_Main-Regular\.[0-9a-f]+\.woff2$/.test(file))).toBe(true);
    expect(assets.some((file) => /^mermaid\.[0-9a-f]+\.js$/.test(file))).toBe(true);
    expect(await readFile(join(out, 'maths/index.html'), 'utf8')).toContain('class="katex');
    expect((await stat(join(out, 'sitemap.xml'))).isFile()).toBe(true);
    // The Open Graph card, drawn by resvg's native module and the Inter font the command depends on.
    const image = /<meta property="og:image" content="[^"]*?(\/_og\/[0-9a-f]+\.png)">/.exec(home)?.[1];
    expect(image).toBeDefined();
    expect([...(await readFile(join(out, image!))).subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  // A whole site, Open Graph cards included: past vitest's default 30 s on a busy shared machine.
  it('builds a real repository', async () => {
    const out = join(work, 'out-fixture');
    const result = await folio(['build', FIXTURE, '--out', out, '--offline', '--json'], work);
    const report = JSON.parse(result.stdout) as { files: unknown[] };
    expect(report.files.length).toBeGreaterThan(50);
    expect((await stat(join(out, 'index.html'))).isFile()).toBe(true);
  }, 180_000);

  it('validates an OpenAPI document and writes the editor rules', async () => {
    const openapi = await folio(['openapi-check', 'api-reference/openapi.yaml']);
    expect(openapi.code).toBe(0);
    expect(openapi.stdout).toContain('is a valid OpenAPI 3.1.0 document');
    const rules = await folio(['rules']);
    expect(rules.code).toBe(0);
    expect(await readFile(join(site, '.cursor/rules/folio-docs.mdc'), 'utf8')).toContain(
      'globs: ["**/*.mdx","**/*.md"]',
    );
  });

  it('serves a live preview with folio dev', async () => {
    const child = spawn(join(prefix, 'bin', 'folio'), ['dev', '--port', '0'], {
      cwd: site,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    try {
      const base = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`folio dev was not ready within 60 s:\n${output}`)), 60_000);
        const check = () => {
          const url = /serving .* at (http:\/\/localhost:\d+)/.exec(output)?.[1];
          if (url !== undefined && output.includes('✔ ready in')) {
            clearTimeout(timer);
            resolve(url);
          }
        };
        child.stdout.on('data', check);
        child.once('exit', (code) => reject(new Error(`folio dev exited (${code}):\n${output}`)));
      });
      const page = await fetch(`${base}/quickstart`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<title>');
    } finally {
      child.kill('SIGINT');
    }
  });
});

/**
 * The variables through which a machine reaches the network: extra certificate authorities
 * (a registry behind a TLS-inspecting proxy fails with SELF_SIGNED_CERT_IN_CHAIN without them,
 * and npm then retries each package for minutes) and proxies.
 */
function networkSettings(): Record<string, string> {
  const names = /^(NODE_EXTRA_CA_CERTS|SSL_CERT_FILE|SSL_CERT_DIR|(HTTPS?|NO|ALL)_PROXY)$/i;
  return Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] => names.test(entry[0]) && entry[1] !== undefined,
    ),
  );
}
