// Installs a peer tool's npm packages into a folder of the user's cache, outside the workspace
// (never a dependency of the project), once: a marker file records what was installed, and a run
// whose pinned versions match it reuses the folder.
import { spawn } from 'node:child_process';
import { existsSync, openSync, closeSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A set of npm packages at exact versions, installed into `<cache>/<name>`. */
export interface PeerPackages {
  name: string;
  dependencies: Record<string, string>;
}

/** The folder holding `node_modules`, or why the packages are not there. */
export type PeerInstall = { dir: string } | { skipped: string };

const MARKER = 'folio-bench-peer.json';
const INSTALL_TIMEOUT_MS = 20 * 60_000;

/**
 * The packages' folder, installing them first when the marker is missing or names other versions
 * and `allowInstall` is set (otherwise skipped, saying how to install). `pathPrefix` goes before
 * PATH for npm, so npm (and install scripts) run on that Node. A failed install (no network, a
 * missing version) is a skip with npm's last lines and its log, never a crash.
 */
export async function installPeer(
  cacheDir: string,
  packages: PeerPackages,
  options: { allowInstall: boolean; pathPrefix?: string; log: (line: string) => void },
): Promise<PeerInstall> {
  const dir = join(cacheDir, packages.name);
  const wanted = JSON.stringify(packages.dependencies);
  const marker = await readFile(join(dir, MARKER), 'utf8').catch(() => null);
  if (marker === wanted) return { dir };
  if (!options.allowInstall)
    return { skipped: `${packages.name} is not installed in ${dir}: run npm run bench:peers once to install it` };

  const list = Object.entries(packages.dependencies)
    .map(([name, version]) => `${name}@${version}`)
    .join(', ');
  options.log(`installing ${list} into ${dir} (once; later runs reuse it)`);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await writeFile(
    join(dir, 'package.json'),
    `${JSON.stringify({ name: `folio-bench-${packages.name}`, private: true, dependencies: packages.dependencies }, null, 2)}\n`,
  );
  const logFile = join(dir, 'install.log');
  const exitCode = await runNpmInstall(dir, logFile, options);
  if (exitCode !== 0 || !existsSync(join(dir, 'node_modules'))) {
    const tail = (await readFile(logFile, 'utf8').catch(() => '')).trim().split('\n').slice(-3).join(' | ');
    const network = /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ETIMEDOUT|ECONNRESET|network/i.test(tail) ? ' (network)' : '';
    return { skipped: `npm install of ${list} failed${network}, exit ${exitCode}: ${tail} (log: ${logFile})` };
  }
  await writeFile(join(dir, MARKER), wanted);
  return { dir };
}

/** `npm install`, its output to a log, one progress line every 10 s (elapsed, packages fetched). */
async function runNpmInstall(
  dir: string,
  logFile: string,
  options: { pathPrefix?: string; log: (line: string) => void },
): Promise<number> {
  const log = openSync(logFile, 'w');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PATH: [options.pathPrefix, process.env.PATH].filter(Boolean).join(':'),
  };
  // The repository's NODE_OPTIONS (source conditions, tsx) mean nothing to the peers.
  delete env.NODE_OPTIONS;
  const started = Date.now();
  const child = spawn('npm', ['install', '--no-audit', '--no-fund', '--loglevel=http'], {
    cwd: dir,
    env,
    stdio: ['ignore', log, log],
  });
  const ticker = setInterval(async () => {
    const text = await readFile(logFile, 'utf8').catch(() => '');
    const fetched = text.match(/http fetch GET 200/g)?.length ?? 0;
    options.log(`  … ${Math.round((Date.now() - started) / 1000)} s, ${fetched} packages fetched`);
  }, 10_000);
  const timeout = setTimeout(() => child.kill('SIGTERM'), INSTALL_TIMEOUT_MS);
  try {
    return await new Promise<number>((resolve) => {
      child.on('error', () => resolve(127));
      child.on('close', (code) => resolve(code ?? 1));
    });
  } finally {
    clearInterval(ticker);
    clearTimeout(timeout);
    closeSync(log);
  }
}
