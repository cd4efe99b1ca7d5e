// `npm start`: the whole platform on one port with defaults that need no configuration. Prints the
// demo's live URL once the real push → webhook → worker → edge path has built it; Ctrl-C stops
// everything cleanly. A service that exits on its own is started again (up to 5 times a minute).
// Exit codes: 0 stopped by a signal, 1 could not start (or a service kept crashing).
import { relative } from 'node:path';
import { installProcessPolicy } from '@folio/platform';
import { loadLocalConfig, LocalConfigError, type LocalConfig } from './load-local-config.ts';
import { BackingServicesDown, startLocalPlatform, type LocalPlatform } from './start-local-platform.ts';

const root = new URL('../../../', import.meta.url).pathname.replace(/\/$/, '');
const started = Date.now();
const say = (line: string) => process.stdout.write(`${line}\n`);
const progress = (line: string) => say(`  · ${line}`);

let config: Readonly<LocalConfig>;
try {
  config = loadLocalConfig(process.env, root);
} catch (error) {
  if (!(error instanceof LocalConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}

say('Starting Folio (api, worker, edge) …');
let platform: LocalPlatform | undefined;
let stopping = false;
async function stop(signal: string, code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  say(`\n${signal}: stopping …`);
  await platform?.close();
  say('stopped.');
  process.exit(code);
}
// The supervisor's own failures: logged; on an uncaught exception the children are stopped before it exits 1.
installProcessPolicy({
  service: 'local',
  log: {
    error: (object, message) =>
      process.stderr.write(
        `${JSON.stringify({ ...object, err: serializeError((object as { err?: unknown }).err), msg: message })}\n`,
      ),
  },
  exit: (code) => void stop('uncaught exception', code),
});
process.on('SIGINT', () => void stop('SIGINT', 0));
process.on('SIGTERM', () => void stop('SIGTERM', 0));

try {
  platform = await startLocalPlatform(config, progress);
} catch (error) {
  if (error instanceof BackingServicesDown) {
    process.stderr.write('\nFolio needs PostgreSQL and Redis on this machine, and they are not both answering:\n');
    for (const problem of error.problems) {
      process.stderr.write(`\n  ✖ ${problem.service} at ${problem.url}: ${problem.error}\n    start it with:\n`);
      for (const command of problem.howToStart) process.stderr.write(`      ${command}\n`);
    }
    process.stderr.write('\nThen run `npm start` again.\n');
  } else {
    process.stderr.write(`\nFolio could not start: ${(error as Error).message}\n`);
  }
  process.exit(1);
}

// Paths inside the current folder are shown relative to it, others in full.
const here = (path: string) => {
  const rel = relative(process.cwd(), path);
  return rel === '' ? '.' : rel.startsWith('..') ? path : rel;
};
const demo = platform.sites[0]!;
const seconds = ((Date.now() - started) / 1000).toFixed(1);
say('');
say(`Folio is running (ready in ${seconds} s).`);
say('');
say(`  Demo site     ${demo.url}`);
say(`  Dashboard     ${platform.dashboardUrl}  (owner: ${platform.owner.email})`);
say(`  Sign in       ${platform.owner.url}`);
say('                one-time link, valid 24 h; `npm start` prints a new one each time');
say(`  API           ${platform.apiUrl}/v1  (OpenAPI: ${platform.apiUrl}/openapi.json)`);
say(
  `  Operator token in ${here(platform.operatorTokenFile)}:  curl -H "authorization: Bearer $(cat ${here(platform.operatorTokenFile)})" …`,
);
say(`  Logs          ${here(platform.logDir)}/{api,worker,edge}.log`);
say('');
say(
  `  Without *.localhost name resolution: curl -H 'Host: ${new URL(demo.url).host}' http://127.0.0.1:${platform.port}/`,
);
say(`  Change the demo: edit ${here(demo.workDir)}, then`);
say(`    git -C ${here(demo.workDir)} commit -am "my change" && git -C ${here(demo.workDir)} push`);
say('    (the local git host sends the push webhook; the site is rebuilt and goes live)');
say(`  Push a branch for a preview at http://<branch>--${new URL(demo.url).host}/`);
say('');
say('Press Ctrl-C to stop. `npm start` again reuses the data in .folio/ (delete it to start over).');

platform.moreSites.then(
  (sites) => {
    for (const site of sites) say(`Folio's own docs are live too: ${site.url}`);
  },
  (error: Error) => process.stderr.write(`The second demo site (docs/) could not be built: ${error.message}\n`),
);

const crash = await platform.crashed;
process.stderr.write(
  `\n${crash.name} kept exiting (last: ${crash.code}) and is no longer restarted; last lines of its log:\n${crash.tail}\n`,
);
await stop('service crashed', 1);

function serializeError(error: unknown): unknown {
  return error instanceof Error ? { type: error.name, message: error.message, stack: error.stack } : error;
}
