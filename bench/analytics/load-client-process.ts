// The analytics bench's load client (load-client.ts) as a process of its own, pinned to a core
// apart from the edges' when asked: run for a time (the rounds, the counting cost) or forked and
// driven over IPC until stopped (the toggled throughput).
import { fork, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const LOAD_CLIENT = fileURLToPath(new URL('./load-client.ts', import.meta.url));

/** Where the load goes and how: `pin` is a command prefix that pins it (`['taskset', '-c', '1']`), or none. */
export interface LoadClientOptions {
  port: number;
  host: string;
  connections: number;
  pin?: string[];
}

/** The load client's environment: no CPU profile of its own when the bench profiles itself. */
const clientEnv = () => ({
  ...process.env,
  NODE_OPTIONS: (process.env.NODE_OPTIONS ?? '').replace(/--cpu-prof\S*/g, ''),
});

/** Runs the load client for `seconds`; resolves with the answers it completed. */
export function runLoadClient(options: LoadClientOptions, seconds: number): Promise<number> {
  const command = [
    ...(options.pin ?? []),
    process.execPath,
    '--import',
    'tsx',
    LOAD_CLIENT,
    String(options.port),
    options.host,
    String(seconds),
    String(options.connections),
  ];
  return new Promise((resolve, reject) => {
    const client = spawn(command[0]!, command.slice(1), { stdio: ['ignore', 'pipe', 'inherit'], env: clientEnv() });
    let output = '';
    client.stdout.on('data', (chunk) => (output += chunk));
    client.on('error', reject);
    client.on('close', (code) =>
      code === 0 ? resolve(Number(output.trim())) : reject(new Error(`load client exited ${code}`)),
    );
  });
}

/** A load client running until stopped, asked over IPC. */
export interface ForkedLoadClient {
  /** Answers completed so far. */
  completed(): Promise<number>;
  /** Ends the load; resolves with the answers completed in all. */
  stop(): Promise<number>;
  kill(): void;
}

/** Forks the load client in its run-until-stopped mode, resolved once its connections are opening. */
export async function forkLoadClient(options: LoadClientOptions): Promise<ForkedLoadClient> {
  const pin = options.pin ?? [];
  const args = [String(options.port), options.host, 'until-stopped', String(options.connections)];
  // `taskset` runs node in its place, keeping the IPC channel (fork passes it as a file descriptor).
  const child =
    pin.length > 0
      ? fork(LOAD_CLIENT, args, {
          execPath: pin[0],
          execArgv: [...pin.slice(1), process.execPath, '--import', 'tsx'],
          env: clientEnv(),
        })
      : fork(LOAD_CLIENT, args, { execArgv: ['--import', 'tsx'], env: clientEnv() });
  const next = () =>
    new Promise<{ completed?: number; ready?: boolean }>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`load client exited ${code}`));
      child.once('exit', onExit);
      child.once('message', (message) => {
        child.off('exit', onExit);
        resolve(message as { completed?: number; ready?: boolean });
      });
    });
  await next();
  const ask = async (message: string) => {
    const answer = next();
    child.send(message);
    return (await answer).completed ?? 0;
  };
  return { completed: () => ask('completed'), stop: () => ask('stop'), kill: () => child.kill() };
}
