// `npm run test:reliability`: hostile repositories, hostile requests, faults and load, each on its
// own private Postgres, Redis and S3. Prints the table; exits 1 when any case was not handled or any
// data was lost. Settings (environment):
//   RELIABILITY_AREAS=repositories,requests,faults,load   which areas to run (default: all)
//   RELIABILITY_LOAD_SECONDS=60                            steady edge load duration (the 60 s)
//   RELIABILITY_QUICK=1                                    skip the 100,000-file and 500 MB repositories
import { runFaults } from './areas/faults.ts';
import { runHostileRepositories } from './areas/hostile-repositories.ts';
import { runHostileRequests } from './areas/hostile-requests.ts';
import { runLoad } from './areas/load.ts';
import type { AreaResult } from './lib/area-result.ts';
import { formatTable, isClean } from './lib/format-table.ts';

const areas = (process.env.RELIABILITY_AREAS ?? 'repositories,requests,faults,load').split(',').map((a) => a.trim());
const steadySeconds = Number(process.env.RELIABILITY_LOAD_SECONDS ?? 60);
const full = process.env.RELIABILITY_QUICK !== '1';
const results: AreaResult[] = [];
const started = Date.now();

const runners: Record<string, () => Promise<AreaResult | AreaResult[]>> = {
  repositories: () => runHostileRepositories({ full }),
  requests: () => runHostileRequests(),
  faults: () => runFaults(),
  load: () => runLoad({ steadySeconds }),
};
for (const name of areas) {
  const runner = runners[name];
  if (!runner) {
    process.stderr.write(`unknown area "${name}"; use ${Object.keys(runners).join(', ')}\n`);
    process.exit(2);
  }
  const t0 = Date.now();
  process.stderr.write(`reliability: ${name}…\n`);
  try {
    const result = await runner();
    results.push(...(Array.isArray(result) ? result : [result]));
  } catch (error) {
    results.push({ area: name, tried: 1, handled: 0, lost: 0, failures: [`the area crashed: ${(error as Error).stack ?? String(error)}`] });
  }
  process.stderr.write(`reliability: ${name} took ${((Date.now() - t0) / 1000).toFixed(0)} s\n`);
}
process.stdout.write(`${formatTable(results)}\n\ntotal ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
process.exit(isClean(results) ? 0 : 1);
