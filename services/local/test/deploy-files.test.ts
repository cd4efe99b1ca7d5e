// The Dockerfile cannot be built here (no Docker engine): these tests run its command outside
// Docker, and validate docker-compose.yml with Debian's docker-compose (scripts/ensure-docker-compose.sh).
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = new URL('../../../', import.meta.url).pathname;
const dockerfile = readFileSync(`${root}Dockerfile`, 'utf8');
const entrypoint = JSON.parse(/^ENTRYPOINT (\[.*\])$/m.exec(dockerfile)?.[1] ?? '[]') as string[];
const composeBinary = ['/usr/bin/docker-compose', '/usr/local/bin/docker-compose'].find((path) => existsSync(path));

/**
 * Runs the image's ENTRYPOINT with `args`, from the repository root, with only `env`. The image's
 * `bin/run-service.mjs` starts a service's compiled `dist/main.js`; tests never depend on a fresh
 * dist/, so it runs with the `@folio/source` condition and tsx, and starts `src/main.ts` instead
 * (scripts/verify-runtime-image.ts runs the compiled file set itself).
 */
async function runImageCommand(args: string[], env: Record<string, string> = {}) {
  const [command, ...rest] = entrypoint;
  const fromSource = rest.flatMap((arg) =>
    arg === 'bin/run-service.mjs' ? ['--conditions=@folio/source', '--import', 'tsx', arg] : [arg],
  );
  const result = await run(command === 'node' ? process.execPath : command!, [...fromSource, ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...env },
    timeout: 30_000,
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout,
      stderr: error.stderr,
    }),
  );
  return result;
}

describe('Dockerfile', () => {
  it('builds in one stage and runs compiled JavaScript with production dependencies only, as a non-root user', () => {
    const stages = dockerfile.split(/^FROM /m).slice(1);
    expect(stages.length).toBe(2);
    const [build, runtime] = stages as [string, string];
    // npm ci compiles through `prepare`; the prune leaves production dependencies only.
    expect(build).toMatch(/npm ci --no-audit --no-fund/);
    expect(build).toMatch(/npm prune --omit=dev/);
    expect(build).toMatch(/node scripts\/assemble-runtime\.mjs \/app/);
    // The runtime stage takes only the assembled file set, owned by root (no --chown), and runs as node.
    expect(runtime).toMatch(/^COPY --from=build \/app \/app$/m);
    expect(runtime).not.toMatch(/--chown/);
    expect(runtime).not.toMatch(/^COPY (?!--from=build)/m);
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/TMPDIR=\/tmp\/folio/);
    expect(runtime).toMatch(/chown node:node \/tmp\/folio/);
    expect(dockerfile).toMatch(/^CMD \["api"\]$/m);
    expect(entrypoint).toEqual(['node', 'bin/run-service.mjs']);
  });

  it('needs no compiler at run time: tsx, esbuild and typescript are development dependencies only', async () => {
    for (const name of ['tsx', 'esbuild', 'typescript']) {
      const { stdout } = await run('npm', ['ls', name, '--omit=dev', '--all', '--json'], {
        cwd: root,
        timeout: 30_000,
      }).catch((e: { stdout: string }) => e);
      expect(stdout, name).not.toContain(`"${name}"`);
    }
  });

  it.each(['api', 'worker', 'edge'])(
    'the image command "%s" starts that service, which validates its configuration',
    async (service) => {
      const result = await runImageCommand([service]);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('invalid configuration');
      expect(result.stderr).toContain('DATABASE_URL is required');
      expect(result.stderr).toContain(`See services/${service}/.env.example`);
    },
  );

  it('prints the usage for --help and refuses an unknown command', async () => {
    const help = await runImageCommand(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('usage: run-service <service>');
    const wrong = await runImageCommand(['database']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('unknown service "database"');
  });
});

describe.skipIf(composeBinary === undefined)('docker-compose.yml', () => {
  const env = {
    PATH: process.env.PATH ?? '',
    OPERATOR_TOKEN: 'a'.repeat(64),
    SECRET_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
  };

  it('is accepted by docker-compose config and has every service, health checks and volumes', async () => {
    await run(composeBinary!, ['-f', 'docker-compose.yml', 'config', '-q'], { cwd: root, env });
    const { stdout } = await run(composeBinary!, ['-f', 'docker-compose.yml', 'config', '--services'], {
      cwd: root,
      env,
    });
    expect(stdout.trim().split('\n').sort()).toEqual([
      'api',
      'create-bucket',
      'edge',
      'minio',
      'postgres',
      'redis',
      'worker',
    ]);
    const { stdout: full } = await run(composeBinary!, ['-f', 'docker-compose.yml', 'config'], { cwd: root, env });
    for (const name of ['postgres-data', 'redis-data', 'minio-data']) expect(full).toContain(name);
    expect(full.match(/healthcheck:/g)?.length).toBeGreaterThanOrEqual(6);
    expect(full).toContain('mc mb --ignore-existing local/folio');
  });

  it('serves the dashboard at DASHBOARD_ORIGIN on the api port, documents SMTP_*, and passes both on', async () => {
    const { stdout: full } = await run(composeBinary!, ['-f', 'docker-compose.yml', 'config'], {
      cwd: root,
      env: { ...env, SMTP_URL: 'smtps://mailer:secret@mail.example.com:465' },
    });
    const origins = [...full.matchAll(/DASHBOARD_ORIGIN: (\S+)/g)].map((match) => match[1]);
    // api (serves it), worker (commit statuses link to it), edge: one value everywhere.
    expect(origins).toHaveLength(3);
    expect(new Set(origins)).toEqual(new Set(['http://app.folio.localhost:3000']));
    // Sites on their own registrable domain, the same for every service.
    const sites = [...full.matchAll(/SITES_DOMAIN: (\S+)/g)].map((match) => match[1]);
    expect(sites).toHaveLength(3);
    expect(new Set(sites)).toEqual(new Set(['folio-sites.localhost']));
    expect(full).toMatch(/published: "?3000"?\s+target: 3000|- "?3000:3000"?/);
    expect(full).toContain('SMTP_URL: smtps://mailer:secret@mail.example.com:465');
    const source = readFileSync(`${root}docker-compose.yml`, 'utf8');
    expect(source).toMatch(/#.*smtps:\/\/user:password@host:465/);
    expect(source).toMatch(/SMTP_FROM: \$\{SMTP_FROM:-\}/);
  });

  it('refuses to start without the secrets, naming them', async () => {
    const error = await run(composeBinary!, ['-f', 'docker-compose.yml', 'config', '-q'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '' },
    }).catch((e: { stderr: string }) => e);
    expect((error as { stderr: string }).stderr).toMatch(/SECRET_ENCRYPTION_KEY|OPERATOR_TOKEN/);
  });
});
