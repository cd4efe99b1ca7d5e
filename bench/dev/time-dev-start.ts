// Times one `folio dev` start as an author sees it: from spawning the process to the first page
// answered with its real content (`/`, following a redirect stub's meta refresh; never the
// "building…" page nor a page still pending), plus the process's CPU time by then.
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { get } from 'node:http';

/** One start of `folio dev`, measured; `stop()` ends it (a session waits for its build and cache writes). */
export interface DevStart {
  seconds: number;
  /** CPU time of the process (all its threads) when the page was answered; undefined off Linux. */
  cpuSeconds: number | undefined;
  /** The page's path and HTML (the live-reload script tag included). */
  path: string;
  html: string;
  stop(): Promise<void>;
}

/** Starts `bin` (the built `folio` command) on `dir` with `args` and waits for its first page. */
export async function timeDevStart(bin: string, dir: string, args: string[] = []): Promise<DevStart> {
  const started = performance.now();
  const child = spawn(process.execPath, [bin, 'dev', dir, '--port', '0', '--offline', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    const base = await until(
      () => /at (http:\/\/localhost:\d+)/.exec(output)?.[1],
      120_000,
      () => output,
    );
    let path = '/';
    const page = await until(
      async () => {
        const answer = await fetchText(`${base}${path}`).catch(() => undefined);
        if (answer?.status !== 200) return undefined;
        const refresh = /http-equiv="refresh" content="0; url=([^"]+)"/.exec(answer.text);
        if (refresh?.[1] !== undefined) {
          path = refresh[1];
          return undefined;
        }
        return answer.text.includes('folio-pending') ? undefined : answer.text;
      },
      300_000,
      () => output,
    );
    const seconds = (performance.now() - started) / 1000;
    const cpuSeconds = await cpuSecondsOf(child.pid);
    return {
      seconds,
      cpuSeconds,
      path,
      html: page,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The seconds a bare `node -e 0` takes here and now: the floor of any Node command's start. */
export async function timeBareNode(): Promise<number> {
  const started = performance.now();
  await new Promise((resolve) => spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' }).once('exit', resolve));
  return (performance.now() - started) / 1000;
}

async function cpuSecondsOf(pid: number | undefined): Promise<number | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  // Fields after the command name: utime and stime are the 12th and 13th (clock ticks, 100 a second).
  const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields === undefined ? undefined : (Number(fields[11]) + Number(fields[12])) / 100;
}

/** GET with node:http (fetch's first call costs the measuring process a module load of its own). */
function fetchText(url: string): Promise<{ status: number | undefined; text: string }> {
  return new Promise((resolve, reject) => {
    get(url, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode, text }));
    }).on('error', reject);
  });
}

async function until<T>(probe: () => T | undefined | Promise<T | undefined>, timeoutMs: number, said: () => string) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`folio dev did not get there in time; it said:\n${said().slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}
