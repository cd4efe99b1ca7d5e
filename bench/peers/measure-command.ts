import { spawn } from 'node:child_process';
import { existsSync, openSync, closeSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { sampleTreeRss } from './tree-rss-sampler.ts';

/** A command to time: run in `cwd` with exactly `env`, its output to `logFile`. */
export interface TimedCommand {
  file: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  logFile: string;
}

/** What one run cost. CPU is user + system time of the whole tree (every child the command waited for). */
export interface CommandCost {
  exitCode: number;
  wallSeconds: number;
  cpuSeconds: number;
  /** Peak of the tree's summed RSS, sampled every 50 ms (see sampleTreeRss). */
  peakTreeRssBytes: number;
  /** The largest single process's peak RSS (getrusage ru_maxrss), when /usr/bin/time gives it. */
  maxProcessRssBytes: number | null;
}

const GNU_TIME = '/usr/bin/time';

/**
 * Runs the command and measures it. With GNU time (`/usr/bin/time -f`), CPU and max RSS come from
 * its getrusage of the waited-for children; without it, from bash's `times` builtin (children's
 * user and system time; no max RSS). Wall time is taken here, around the whole run.
 */
export async function measureCommand(command: TimedCommand): Promise<CommandCost> {
  const costFile = `${command.logFile}.cost`;
  await rm(costFile, { force: true });
  const withTime = existsSync(GNU_TIME);
  const [file, args] = withTime
    ? [GNU_TIME, ['-f', '%U %S %M', '-o', costFile, command.file, ...command.args]]
    : ['bash', ['-c', '"$@"; status=$?; times > "$0"; exit $status', costFile, command.file, ...command.args]];
  const log = openSync(command.logFile, 'w');
  const started = performance.now();
  const child = spawn(file, args, { cwd: command.cwd, env: command.env, stdio: ['ignore', log, log] });
  const sampler = sampleTreeRss(child.pid!);
  const exitCode = await new Promise<number>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve(code ?? 1));
  }).finally(() => closeSync(log));
  const wallSeconds = (performance.now() - started) / 1000;
  const { peakBytes } = sampler.stop();
  const cost = await readFile(costFile, 'utf8').catch(() => '');
  return { exitCode, wallSeconds, peakTreeRssBytes: peakBytes, ...(withTime ? parseGnuTime(cost) : parseTimes(cost)) };
}

/** `%U %S %M` on the last line (GNU time writes "Command exited with non-zero status" above it). */
function parseGnuTime(text: string): { cpuSeconds: number; maxProcessRssBytes: number | null } {
  const last = text.trim().split('\n').pop() ?? '';
  const [user, system, maxKb] = last.split(' ').map(Number);
  return { cpuSeconds: (user ?? Number.NaN) + (system ?? Number.NaN), maxProcessRssBytes: (maxKb ?? 0) * 1024 };
}

/** bash `times`: the shell's own user/system time, then its children's (`0m1.250s 0m0.310s`). */
function parseTimes(text: string): { cpuSeconds: number; maxProcessRssBytes: null } {
  const children = text.trim().split('\n')[1] ?? '';
  const seconds = [...children.matchAll(/(\d+)m([\d.]+)s/g)].map((m) => Number(m[1]) * 60 + Number(m[2]));
  return { cpuSeconds: seconds.length === 2 ? seconds[0]! + seconds[1]! : Number.NaN, maxProcessRssBytes: null };
}
