// A private Postgres cluster for fault tests (never the shared one on 5432): initdb in a temporary
// folder owned by the postgres user, pg_ctl on a free port; `restart` is an immediate stop (like a
// crash: open connections are cut) followed by a start.
import { execFile } from 'node:child_process';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port.ts';

const run = promisify(execFile);
const BIN = '/usr/lib/postgresql/15/bin';

/** A Postgres cluster this process owns. */
export interface PrivatePostgres {
  port: number;
  /** Connection string of its `postgres` database. */
  url: string;
  /** Stops it at once (`-m immediate`: no clean shutdown, connections cut). */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

async function asPostgres(...args: string[]): Promise<void> {
  await run('runuser', ['-u', 'postgres', '--', ...args], { timeout: 60_000 });
}

/** Creates and starts a cluster (about 2 s). */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = await mkdtemp(join(tmpdir(), 'folio-reliability-pg-'));
  const { stdout } = await run('id', ['-u', 'postgres']);
  const { stdout: gid } = await run('id', ['-g', 'postgres']);
  await chown(dir, Number(stdout.trim()), Number(gid.trim()));
  const data = join(dir, 'data');
  await asPostgres(`${BIN}/initdb`, '-D', data, '--auth=trust', '-U', 'postgres', '--no-sync');
  const port = await freePort();
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=200`;
  const start = () => asPostgres(`${BIN}/pg_ctl`, '-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start');
  const stop = () => asPostgres(`${BIN}/pg_ctl`, '-D', data, '-m', 'immediate', '-w', 'stop');
  await start();
  return {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    async close() {
      await stop().catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}
