// The real edge process (src/main.ts) against this file's own Postgres database, Redis and s3rver:
// hostile requests must never stop it.
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUCKET,
  SITES_DOMAIN,
  REDIS_URL,
  createSite,
  deploy,
  file,
  page,
  randomSlug,
  startWorld,
  type World,
} from './helpers/world.ts';

const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const injectFaults = fileURLToPath(new URL('./helpers/inject-faults.ts', import.meta.url));
let world: World;
let child: ChildProcess;
let output = '';
let exited: Promise<number | null>;
let base = '';
let host = '';

/** A raw request: the path goes on the wire exactly as written (fetch would normalise it). */
function send(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, unknown> }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, method: 'GET', path, headers: { host, ...headers } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      },
    );
    // A dropped connection: say what the process printed (the crash, if it crashed).
    req.on('error', (error) =>
      reject(new Error(`${path}: ${error.message}; exit code ${child.exitCode}; output:\n${output.slice(-3000)}`)),
    );
    req.end();
  });
}

/** Resolves once the process has printed a line matching `pattern` (rejects if it exits first). */
function printed(pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    const look = () => {
      const line = output.split('\n').find((candidate) => pattern.test(candidate));
      if (line === undefined) return;
      child.stdout!.off('data', look);
      resolve(line);
    };
    child.stdout!.on('data', look);
    child.once('exit', () => reject(new Error(`the edge exited before printing ${pattern}:\n${output.slice(-3000)}`)));
    look();
  });
}

beforeAll(async () => {
  world = await startWorld();
  const slug = randomSlug('proc');
  host = `${slug}.${SITES_DOMAIN}`;
  const siteId = await createSite(world, slug);
  await deploy(world, siteId, [
    page('/', '<h1>PROC home</h1>'),
    file('/404', 'text/html; charset=utf-8', '<h1>PROC not found</h1>'),
    file(
      '/_folio/redirects.json',
      'application/json',
      JSON.stringify([
        { source: '/old/:slug*', destination: '/new/:slug*' },
        { source: '/docs/:slug*', destination: '/:slug*' },
      ]),
    ),
  ]);
  const s3 = world.config.s3;
  child = spawn(process.execPath, ['--conditions=@folio/source', '--import', 'tsx', '--import', injectFaults, main], {
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      DATABASE_URL: world.config.databaseUrl,
      REDIS_URL,
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: s3.endpoint ?? '',
      S3_ACCESS_KEY_ID: s3.accessKeyId ?? '',
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey ?? '',
      S3_FORCE_PATH_STYLE: 'true',
      SITES_DOMAIN,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  base = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(await printed(/listening at/))![1]!;
}, 30_000);

afterAll(async () => {
  if (child !== undefined && child.exitCode === null) {
    child.kill('SIGTERM');
    await exited;
  }
  await world?.close();
});

describe('the edge process', () => {
  it('keeps serving after redirects whose substituted values are not valid in a Location header', async () => {
    expect((await send('/')).status).toBe(200);
    const euro = await send('/old/%E2%82%AC');
    expect([euro.status, euro.headers.location]).toEqual([308, '/new/%E2%82%AC']);
    const control = await send('/old/%01');
    expect([control.status, control.headers.location]).toEqual([308, '/new/%01']);
    const open = await send('/docs//evil.example/x');
    expect(open.status).toBe(308);
    expect(open.headers.location).toBe('/evil.example/x');
    expect((await send('/')).status).toBe(200);
    expect(child.exitCode).toBeNull();
    expect(output).not.toContain('ERR_INVALID_CHAR');
  });

  it('logs an unhandled rejection with its error and keeps serving', async () => {
    child.kill('SIGUSR2');
    const line = JSON.parse(await printed(/unhandled promise rejection/)) as {
      level: number;
      service: string;
      err: { message: string; stack: string };
    };
    expect(line).toMatchObject({ level: 50, service: 'edge', err: { message: 'injected rejection' } });
    expect(line.err.stack).toContain('inject-faults');
    expect((await send('/')).status).toBe(200);
    expect(child.exitCode).toBeNull();
  });

  it('logs an uncaught exception and exits 1, for its supervisor to start a fresh process', async () => {
    child.kill('SIGHUP');
    expect(await exited).toBe(1);
    const line = output.split('\n').find((candidate) => candidate.includes('uncaught exception'));
    expect(JSON.parse(line!)).toMatchObject({ level: 50, service: 'edge', err: { message: 'injected exception' } });
  });
});
