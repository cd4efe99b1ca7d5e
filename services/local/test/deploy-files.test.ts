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

/** Runs the image's ENTRYPOINT with `args`, from the repository root, with only `env`. */
async function runImageCommand(args: string[], env: Record<string, string> = {}) {
  const [command, ...rest] = entrypoint;
  const result = await run(command === 'node' ? process.execPath : command!, [...rest, ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...env },
    timeout: 30_000,
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
  return result;
}

describe('Dockerfile', () => {
  it('is multi-stage, installs production dependencies only from the lockfile, and runs as a non-root user', () => {
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^CMD \["api"\]$/m);
    expect(entrypoint).toEqual(['node', '--import', 'tsx', 'services/local/src/run-service.ts']);
  });

  it('keeps tsx (which runs the TypeScript in the image) a production dependency', async () => {
    const { stdout } = await run('npm', ['ls', 'tsx', '--omit=dev', '--json'], { cwd: root, timeout: 30_000 }).catch((e: { stdout: string }) => e);
    expect(stdout).toContain('"tsx"');
  });

  it.each(['api', 'worker', 'edge'])('the image command "%s" starts that service, which validates its configuration', async (service) => {
    const result = await runImageCommand([service]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('invalid configuration');
    expect(result.stderr).toContain('DATABASE_URL is required');
    expect(result.stderr).toContain(`See services/${service}/.env.example`);
  });

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
  const env = { PATH: process.env.PATH ?? '', OPERATOR_TOKEN: 'a'.repeat(64), SECRET_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64') };

  it('is accepted by docker-compose config and has every service, health checks and volumes', async () => {
    await run(composeBinary!, ['-f', 'docker-compose.yml', 'config', '-q'], { cwd: root, env });
    const { stdout } = await run(composeBinary!, ['-f', 'docker-compose.yml', 'config', '--services'], { cwd: root, env });
    expect(stdout.trim().split('\n').sort()).toEqual(['api', 'create-bucket', 'edge', 'minio', 'postgres', 'redis', 'worker']);
    const { stdout: full } = await run(composeBinary!, ['-f', 'docker-compose.yml', 'config'], { cwd: root, env });
    for (const name of ['postgres-data', 'redis-data', 'minio-data']) expect(full).toContain(name);
    expect(full.match(/healthcheck:/g)?.length).toBeGreaterThanOrEqual(6);
    expect(full).toContain('mc mb --ignore-existing local/folio');
  });

  it('refuses to start without the secrets, naming them', async () => {
    const error = await run(composeBinary!, ['-f', 'docker-compose.yml', 'config', '-q'], { cwd: root, env: { PATH: process.env.PATH ?? '' } }).catch((e: { stderr: string }) => e);
    expect((error as { stderr: string }).stderr).toMatch(/SECRET_ENCRYPTION_KEY|OPERATOR_TOKEN/);
  });
});
