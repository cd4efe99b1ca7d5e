// The analytics bench's edge processes (edge-process.ts), each pinned to core 0 when asked: started
// with the bench's database, Redis, object store and stream, running the compiled edge (see
// compiled-edge.ts), driven over IPC, and stopped so that each flushes what it counted.
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request as httpRequest } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compiledNodeOptions } from './compiled-edge.ts';

const EDGE_PROCESS = fileURLToPath(new URL('./edge-process.ts', import.meta.url));

/** An edge process: its app counting on one port and not on the other (a port of 0: no such app). */
export interface EdgeProcess {
  name: string;
  countingPort: number;
  quietPort: number;
  /** The process's CPU time so far, in microseconds. */
  cpuUs(): Promise<number>;
  /** Turns the counting app's counting on or off (see edge-process.ts). */
  setCounting(on: boolean): Promise<void>;
  /** Closes its apps (flushing what it counted) and waits for it to exit. */
  stop(): Promise<void>;
}

/** What every edge of a bench run shares. */
export interface EdgeEnvironment {
  /** The edge's own variables (database, Redis, object store, sites domain…). */
  env: Record<string, string>;
  /** The host name of the bench's site: an edge is ready once it serves its page. */
  host: string;
  /** Pins the edges to core 0. */
  pinned: boolean;
  /** Writes each edge's CPU profiles to `<profileDir>/edge-<name>/`. */
  profileDir?: string;
  /** Every process started, for the caller to stop on its way out. */
  started: ChildProcess[];
}

/**
 * Starts an edge process: counting on a port of its own when `counting`, not counting on another
 * unless `quiet` is false, writing to `analyticsStream`. Resolved once each of its apps serves the
 * site's page.
 */
export async function startEdgeProcess(
  environment: EdgeEnvironment,
  name: string,
  counting: boolean,
  { quiet = true, analyticsStream }: { quiet?: boolean; analyticsStream: string },
): Promise<EdgeProcess> {
  const countingPort = counting ? await freePort() : 0;
  const quietPort = quiet ? await freePort() : 0;
  // A directory per edge: the main thread's profile and the module loader thread's have their
  // default names there (one name for both would leave only the last written).
  const { profileDir } = environment;
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${join(profileDir, `edge-${name}`)}`] : [];
  const command = [process.execPath, ...profile, '--import', 'tsx', EDGE_PROCESS];
  const [bin, ...args] = environment.pinned ? ['taskset', '-c', '0', ...command] : command;
  const edge = spawn(bin!, args, {
    env: {
      ...process.env,
      NODE_OPTIONS: compiledNodeOptions(process.env.NODE_OPTIONS),
      ...environment.env,
      ANALYTICS_STREAM: analyticsStream,
      BENCH_EDGE_PORTS: `${countingPort},${quietPort}`,
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  environment.started.push(edge);
  await new Promise<void>((resolve, reject) => {
    edge.once('message', () => resolve());
    edge.once('exit', (code) => reject(new Error(`edge ${name} exited ${code}`)));
  });
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  for (const port of [countingPort, quietPort].filter((p) => p !== 0))
    for (let i = 0; (await getStatus(port, '/', { host: environment.host }, agent).catch(() => 0)) !== 200; i++) {
      if (i > 300) throw new Error(`edge ${name} did not serve the page`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  agent.destroy();
  /** Sends `message` and resolves with the edge's answer. */
  const ask = <T>(message: string) =>
    new Promise<T>((resolve) => {
      edge.once('message', (answer: T) => resolve(answer));
      edge.send(message);
    });
  return {
    name,
    countingPort,
    quietPort,
    cpuUs: async () => {
      const { cpu } = await ask<{ cpu: { user: number; system: number } }>('cpu');
      return cpu.user + cpu.system;
    },
    setCounting: async (on) => {
      await ask(on ? 'count:on' : 'count:off');
    },
    stop: () => stopEdge(edge),
  };
}

/** Stopped over IPC, an edge closes its apps (flushing what it counted) and exits (writing its CPU profile when asked to). */
export function stopEdge(edge: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (edge.exitCode !== null) return resolve();
    const timer = setTimeout(() => edge.kill('SIGKILL'), 10_000);
    edge.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    if (edge.connected) edge.send('stop');
    else edge.kill('SIGTERM');
  });
}

/** The status of a GET of `path` from 127.0.0.1:`port`, its body read and dropped. */
export function getStatus(port: number, path: string, headers: Record<string, string>, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
