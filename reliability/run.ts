// `npm run test:reliability`: hostile repositories, hostile requests, faults, load and the stream
// flood, each on its own private Postgres, Redis and S3. Prints the table; exits 1 when any case was
// not handled or any data was lost (a load row whose generator was the limit is listed, not judged).
// Settings (environment):
//   RELIABILITY_AREAS=repositories,requests,faults,load,streams   which areas to run (default: all)
//   RELIABILITY_AREAS=accounts                            only the dashboard account takeovers (invitations, lockout, next)
//   RELIABILITY_AREAS=queue                               only the queue flood (one tenant's backlog, another tenant's push)
//   RELIABILITY_LOAD_SECONDS=60                            steady edge load duration (the 60 s)
//   RELIABILITY_QUICK=1                                    skip the 100,000-file and 500 MB repositories
//   RELIABILITY_CASES=javascript,SVG                       hostile repositories whose name contains one of these
import { runAccountTakeovers } from './areas/account-takeovers.ts';
import { runFaults } from './areas/faults.ts';
import { runHostileRepositories } from './areas/hostile-repositories.ts';
import { runHostileRequests } from './areas/hostile-requests.ts';
import { runLoad } from './areas/load.ts';
import { runQueueFlood } from './areas/queue-flood.ts';
import { runStreamFlood } from './areas/stream-flood.ts';
import type { AreaResult } from './lib/area-result.ts';
import { formatTable, isClean } from './lib/format-table.ts';
import { takeEscapes, watchEscapes } from './lib/watch-escapes.ts';

const areas = (process.env.RELIABILITY_AREAS ?? 'repositories,requests,faults,load,accounts,streams,queue')
  .split(',')
  .map((a) => a.trim());
const steadySeconds = Number(process.env.RELIABILITY_LOAD_SECONDS ?? 60);
const full = process.env.RELIABILITY_QUICK !== '1';
const results: AreaResult[] = [];
const started = Date.now();
// The API and the edge run in this process: what escapes them is counted, not fatal to the suite.
watchEscapes();

const runners: Record<string, () => Promise<AreaResult | AreaResult[]>> = {
  repositories: () =>
    runHostileRepositories({
      full,
      ...(process.env.RELIABILITY_CASES ? { only: process.env.RELIABILITY_CASES.split(',') } : {}),
    }),
  requests: () => runHostileRequests(),
  faults: () => runFaults(),
  load: () => runLoad({ steadySeconds }),
  accounts: () => runAccountTakeovers(),
  streams: () => runStreamFlood(),
  queue: () => runQueueFlood(),
};
for (const name of areas) {
  const runner = runners[name];
  if (!runner) {
    process.stderr.write(`unknown area "${name}"; use ${Object.keys(runners).join(', ')}\n`);
    process.exit(2);
  }
  const t0 = Date.now();
  process.stderr.write(`reliability: ${name}…\n`);
  const first = results.length;
  try {
    const result = await runner();
    results.push(...(Array.isArray(result) ? result : [result]));
  } catch (error) {
    results.push({
      area: name,
      tried: 1,
      handled: 0,
      lost: 0,
      failures: [`the area crashed: ${(error as Error).stack ?? String(error)}`],
    });
  }
  // Escapes after the area's last case (while its platform closed) count on its last row.
  const late = takeEscapes();
  const last = results.at(-1)!;
  if (late.length > 0 && results.length > first) {
    last.escaped = (last.escaped ?? 0) + late.length;
    last.failures.push(...late.map((error) => `escaped after the last case: ${error}`));
  }
  process.stderr.write(`reliability: ${name} took ${((Date.now() - t0) / 1000).toFixed(0)} s\n`);
}
process.stdout.write(`${formatTable(results)}\n\ntotal ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
process.exit(isClean(results) ? 0 : 1);
