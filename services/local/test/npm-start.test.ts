// `npm start` as a user runs it: a child process with a fresh .folio folder and a database that does
// not exist yet. It must print the demo's live URL, serve the demo's home page by Host on its one
// port, rebuild after a `git push` from the printed working copy, and stop cleanly on Ctrl-C.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { git } from '../src/publish-folder.ts';

const root = new URL('../../../', import.meta.url).pathname;
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `folio_start_${randomBytes(5).toString('hex')}`;

function databaseUrl(): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A request through the front door with a Host header (fetch cannot set Host). */
async function send(
  port: number,
  host: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; body: string; headers: Record<string, string | string[] | undefined> }> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    request(
      { host: '127.0.0.1', port, path, method: init.method ?? 'GET', headers: { host, ...init.headers } },
      (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
      },
    )
      .on('error', reject)
      .end(init.body);
  });
}

/** GET through the front door with a Host header. */
async function get(port: number, host: string, path = '/'): Promise<{ status: number; body: string }> {
  return send(port, host, path);
}

/** The `name=value` pairs of a response's Set-Cookie headers. */
function cookiesOf(headers: Record<string, string | string[] | undefined>): string[] {
  return ([] as string[]).concat(headers['set-cookie'] ?? []).map((line) => line.split(';')[0]!);
}

describe('npm start', () => {
  let home: string;
  let child: ChildProcess;
  let output = '';
  const waitFor = (pattern: RegExp, timeoutMs: number) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no ${pattern} within ${timeoutMs} ms; output:\n${output}`)),
        timeoutMs,
      );
      const check = () => {
        const match = pattern.exec(output);
        if (match) {
          clearTimeout(timer);
          child.stdout?.off('data', check);
          resolve(match);
        }
      };
      child.stdout?.on('data', check);
      child.once('exit', () => setTimeout(() => reject(new Error(`npm start exited; output:\n${output}`)), 50));
      check();
    });

  beforeAll(async () => {
    home = await mkdtemp(join(tmpdir(), 'folio-start-'));
    // The same command as the root package.json's "start" script, but from the TypeScript sources:
    // the script runs the compiled services/local/dist/main.js, which tests never depend on.
    const script = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')).scripts.start as string;
    const args = script
      .split(' ')
      .slice(1)
      .flatMap((arg) =>
        arg === 'services/local/dist/main.js'
          ? ['--conditions=@folio/source', '--import', 'tsx', 'services/local/src/main.ts']
          : [arg],
      );
    child = spawn(process.execPath, args, {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? home,
        PORT: '0',
        FOLIO_HOME: home,
        DATABASE_URL: databaseUrl(),
        BUILD_QUEUE_PREFIX: `folio-start-${randomBytes(4).toString('hex')}`,
        FOLIO_DEMO_ONLY: 'true',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, as in a terminal: Ctrl-C signals the whole group.
      detached: true,
    });
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
  }, 10_000);

  afterAll(async () => {
    if (child.exitCode === null) {
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    await rm(home, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    admin.on('error', () => {});
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  });

  let port = 0;
  it('creates the database, builds the demo through the real path and prints its live URL', async () => {
    await waitFor(/Press Ctrl-C to stop/, 110_000);
    port = Number(/Demo site\s+http:\/\/demo\.sites\.localhost:(\d+)\//.exec(output)?.[1]);
    expect(port).toBeGreaterThan(0);
    expect(output).toContain(`database ${database} created`);
    expect(output).toMatch(/API\s+http:\/\/api\.localhost:\d+\/v1/);
    expect(output).toContain(join(home, 'operator-token'));
    const page = await get(port, 'demo.sites.localhost');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Welcome to Acme Pets');
    // Sites live on their own suffix, not beside the dashboard's app.localhost.
    expect((await get(port, 'demo.localhost')).status).toBe(404);
  }, 120_000);

  it('prints the dashboard and a one-time sign-in link, which opens the dashboard listing the demo with its build', async () => {
    expect(output).toMatch(/Dashboard\s+http:\/\/app\.localhost:\d+\/\s+\(owner: owner@folio\.local\)/);
    const link = /Sign in\s+(http:\/\/app\.localhost:\d+\/sign-in\/link\/[\w-]{43})/.exec(output)?.[1];
    expect(link).toBeDefined();
    const { host, pathname } = new URL(link!);
    const confirm = await send(port, host, pathname);
    expect(confirm.status).toBe(200);
    expect(confirm.body).toContain('Continue as owner@folio.local');
    const csrf = /name="_csrf" value="([^"]+)"/.exec(confirm.body)?.[1] ?? '';
    const signedIn = await send(port, host, pathname, {
      method: 'POST',
      headers: { cookie: cookiesOf(confirm.headers).join('; '), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ _csrf: csrf }).toString(),
    });
    expect(signedIn.status).toBe(303);
    const session = cookiesOf(signedIn.headers).find((c) => c.startsWith('folio_session='));
    expect(session).toBeDefined();
    const home = await send(port, host, '/', { headers: { cookie: session! } });
    expect(home.status).toBe(200);
    expect(home.body).toContain('Acme Pets (demo)');
    expect(home.body).toContain('demo.sites.localhost');
    expect(home.body).toMatch(/status-succeeded/);
  });

  it('sends the API host to the API and anything else to the edge', async () => {
    const token = (await readFile(join(home, 'operator-token'), 'utf8')).trim();
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const health = await get(port, `api.localhost:${port}`, '/healthz');
    expect(health.status).toBe(200);
    const unknown = await get(port, 'nobody.localhost', '/');
    expect(unknown.status).toBe(404);
  });

  it('rebuilds after a git push from the printed working copy', async () => {
    const work = join(home, 'work', 'demo');
    const index = join(work, 'index.mdx');
    await writeFile(
      index,
      (await readFile(index, 'utf8')).replace(/^title: .*$/m, 'title: "Pushed from the working copy"'),
    );
    await git(work, 'commit', '--quiet', '-am', 'change the title');
    await git(work, 'push', '--quiet');
    await waitFor(/build \S+ of demo succeeded/, 60_000);
    expect((await get(port, 'demo.sites.localhost')).body).toContain('<title>Pushed from the working copy');
  }, 70_000);

  it('stops everything on Ctrl-C and exits 0, restarting nothing on the way', async () => {
    // A terminal sends SIGINT to every process of the foreground group: the services get it too,
    // and exit while the supervisor is still stopping the others.
    process.kill(-child.pid!, 'SIGINT');
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(0);
    expect(output).toContain('stopped.');
    expect(output).not.toMatch(/started it again/);
    await expect(get(port, 'demo.sites.localhost')).rejects.toThrow(/ECONNREFUSED/);
  }, 30_000);
});
