// bench/search: the site search (issue 22). Prints one JSON line.
//
// 1. Every real-world fixture is built; on each, the reader's queries (queries.ts: rare words from
//    deep in a page, two-word phrases, one-letter typos, headings, singular/plural, identifiers)
//    are asked of the split index as the browser reads it, and a query counts as found when its
//    page is among the first five pages of results. Also per fixture: the index's bytes, and the
//    CPU the index costs (sections, whole index, split, compression of the search files) as a
//    share of the build's CPU (render threads included; the thumbnail drawing processes are not,
//    so the share is if anything too high).
// 2. Corpora of 1,000 and 5,000 pages made of the fixtures' pages (corpus.ts): index bytes raw and
//    brotli, the bytes a query fetches from a cold start typed keystroke by keystroke (root,
//    shards, page parts, plus the engine script; measure-split.ts), the time per keystroke
//    (ranking and the shown results' snippets, in Node with the browser's engine script; the
//    least of three sessions per keystroke, as the machine may be shared), the time to open a
//    shard, the split's CPU, the parts a one-page edit leaves as they were (a hosted build does not
//    upload those again); and, when Chromium is installed, the time per keystroke and the heap in
//    Chromium with the CPU slowed down as a phone's (measure-browser.ts).
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, createDirectoryReader } from '@folio/builder';
import {
  buildManifest,
  buildSearchIndex,
  openSplitSearchIndex,
  SEARCH_PARTS_URL,
  searchIndexParts,
  searchSections,
  type SiteFile,
} from '@folio/site';
import { indexPages, type SearchIndexData, searchCorpus } from './corpus.ts';
import { hasChromium, measureInChromium } from './measure-browser.ts';
import { firstQueryBytes, keystrokeMs, percentile, servedSplit, shardOpenMs } from './measure-split.ts';
import { KINDS, type Kind, makeQueries } from './queries.ts';

const FIXTURES = '/work/shared/fixtures/real-world';
const offline = async (url: string): Promise<string> => Promise.reject(new Error(`offline: ${url}`));
const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};
const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);
const text = (file: SiteFile) => String(file.body);

const table: Record<Kind, { found: number; asked: number }> = Object.fromEntries(
  KINDS.map((kind) => [kind, { found: 0, asked: 0 }]),
) as Record<Kind, { found: number; asked: number }>;
const misses: string[] = [];
const fixtures: Record<string, unknown> = {};
const allPages: ReturnType<typeof indexPages> = [];
let engineFile: SiteFile | undefined;
let buildCpu = 0;
let indexCpu = 0;
let seed = 22;

for (const name of (await readdir(FIXTURES)).sort()) {
  if (name.endsWith('.tsv')) continue;
  const started = process.cpuUsage();
  const build = await buildSite(createDirectoryReader(join(FIXTURES, name)), { fetchUrl: offline });
  const builtCpu = cpuMs(started);
  const whole = build.files.find((file) => file.urlPath === '/_folio/search.json');
  engineFile ??= build.files.find((file) => /^\/_folio\/search\.[0-9a-f]+\.js$/.test(file.urlPath));
  if (whole === undefined) continue;
  const index = JSON.parse(text(whole)) as SearchIndexData;
  allPages.push(...indexPages(name, index));

  // What the build spends on search, done again: each page's sections, the whole index, the split
  // and the compression of the search files.
  const again = process.cpuUsage();
  for (const file of build.files) if (file.urlPath.endsWith('.md')) searchSections(text(file), []);
  const parts = searchIndexParts(buildSearchIndex(indexPages('', index)));
  await buildManifest([whole, ...parts]);
  const searchCpu = cpuMs(again);
  buildCpu += builtCpu;
  indexCpu += searchCpu;

  // The reader's queries, asked of the split index as the browser reads it.
  const served = await servedSplit(build.files);
  const engine = openSplitSearchIndex(served.root, (part) => served.bodies.get(`/_folio/${part}`));
  const queries = makeQueries(index, seed++);
  const kinds: Record<string, string> = {};
  let found = 0;
  for (const kind of KINDS) {
    const ofKind = queries.filter((q) => q.kind === kind);
    let hit = 0;
    for (const q of ofKind) {
      const pages: string[] = [];
      for (const result of engine.search(q.query, q.scope)) {
        if (!pages.includes(result.path)) pages.push(result.path);
        if (pages.length === 5) break;
      }
      if (pages.includes(index.pages[q.page]!.path)) hit++;
      else misses.push(`${name} ${kind} "${q.query}" → ${index.pages[q.page]!.path} (got ${pages[0] ?? 'nothing'})`);
    }
    kinds[kind] = `${hit}/${ofKind.length}`;
    table[kind].found += hit;
    table[kind].asked += ofKind.length;
    found += hit;
  }
  const wholeServed = await buildManifest([whole]);
  const wholeEntry = wholeServed.manifest.files['/_folio/search.json']!;
  fixtures[name] = {
    pages: index.pages.length,
    sections: index.sections.length,
    wholeBytes: Buffer.byteLength(text(whole)),
    wholeBrotliBytes: wholeServed.blobs.get(wholeEntry.variants.br ?? wholeEntry.blob)!.byteLength,
    splitBrotliBytes: sum(served.brotliBytes.values()),
    rootBrotliBytes: served.brotliBytes.get(SEARCH_PARTS_URL),
    buildCpuMs: Math.round(builtCpu),
    indexCpuMs: Math.round(searchCpu),
    top5: `${found}/${queries.length}`,
    top5Share: round(found / Math.max(1, queries.length)),
    kinds,
  };
}

const engineServed = await buildManifest([engineFile!]);
const engineEntry = engineServed.manifest.files[engineFile!.urlPath]!;
const engineBrotliBytes = engineServed.blobs.get(engineEntry.variants.br ?? engineEntry.blob)!.byteLength;

/** The figures of a corpus of `count` pages. */
async function corpus(count: number) {
  const json = buildSearchIndex(searchCorpus(allPages, count));
  const data = JSON.parse(json) as SearchIndexData;
  const started = process.cpuUsage();
  const files = searchIndexParts(json);
  const splitCpuMs = cpuMs(started);
  const served = await servedSplit(files);
  const wholeServed = await buildManifest([
    { path: '_folio/search.json', urlPath: '/_folio/search.json', contentType: 'application/json', body: json },
  ]);
  const wholeEntry = wholeServed.manifest.files['/_folio/search.json']!;
  const sizes = (prefix: string) =>
    [...served.brotliBytes].filter(([url]) => url.startsWith(prefix)).map(([, bytes]) => bytes);
  const queries = makeQueries(data, 1000 + count);
  const firstQuery = firstQueryBytes(served, queries).map((bytes) => bytes + engineBrotliBytes);
  const pausing = firstQueryBytes(served, queries, true).map((bytes) => bytes + engineBrotliBytes);
  const keystrokes = keystrokeMs(served, queries);
  const opens = shardOpenMs(served);
  const phone = hasChromium
    ? await measureInChromium([...files, engineFile!], engineFile!.urlPath, queries)
    : undefined;
  const per1000 = (bytes: number) => Math.round((bytes / count) * 1000);
  // One page's text edited: the parts the next build names as this one did, which a hosted build
  // does not upload again (blobs are stored by content).
  const edited = searchCorpus(allPages, count);
  const first = edited[0]!;
  edited[0] = { ...first, sections: first.sections.map((s, i) => (i === 0 ? { ...s, text: `${s.text} Edited.` } : s)) };
  const before = new Map(files.map((file) => [file.urlPath, String(file.body)]));
  const after = searchIndexParts(buildSearchIndex(edited));
  const kept = after.filter((file) => before.get(file.urlPath) === String(file.body));
  return {
    pages: count,
    sections: data.sections.length,
    wholeBytesPer1000Pages: per1000(Buffer.byteLength(json)),
    wholeBrotliBytesPer1000Pages: per1000(wholeServed.blobs.get(wholeEntry.variants.br ?? wholeEntry.blob)!.byteLength),
    splitBytesPer1000Pages: per1000(sum([...served.bodies.values()].map((body) => Buffer.byteLength(body)))),
    splitBrotliBytesPer1000Pages: per1000(sum(served.brotliBytes.values())),
    rootBrotliBytes: served.brotliBytes.get(SEARCH_PARTS_URL),
    shardBrotliBytes: {
      median: percentile(sizes('/_folio/search-t.'), 0.5),
      max: percentile(sizes('/_folio/search-t.'), 1),
    },
    pagePartBrotliBytes: {
      median: percentile(sizes('/_folio/search-p.'), 0.5),
      max: percentile(sizes('/_folio/search-p.'), 1),
    },
    // Root, shards and page parts a query fetches from a cold start, plus the engine script.
    firstQueryBrotliBytes: percentile(firstQuery, 1),
    firstQueryBrotliBytesMedian: percentile(firstQuery, 0.5),
    firstQueryBrotliBytesP95: percentile(firstQuery, 0.95),
    // The same with a pause after every keystroke (each shows ten pages): the worst case.
    firstQueryPausingBrotliBytes: { median: percentile(pausing, 0.5), max: percentile(pausing, 1) },
    keystrokes: keystrokes.length,
    keystrokeP50Ms: round(percentile(keystrokes, 0.5)),
    keystrokeP95Ms: round(percentile(keystrokes, 0.95)),
    keystrokeMaxMs: round(percentile(keystrokes, 1)),
    shardOpenMs: { median: round(percentile(opens, 0.5)), max: round(percentile(opens, 1)) },
    // Chromium with the CPU slowed down 4x, as a phone: one session of the same keystrokes.
    ...(phone === undefined
      ? { phone: 'skipped: no Chromium at /usr/bin/chromium' }
      : {
          phoneKeystrokeP50Ms: round(percentile(phone.keystrokeMs, 0.5)),
          phoneKeystrokeP95Ms: round(percentile(phone.keystrokeMs, 0.95)),
          phoneKeystrokeMaxMs: round(percentile(phone.keystrokeMs, 1)),
          phoneHeapBytes: phone.heapBytes,
        }),
    splitCpuMs: Math.round(splitCpuMs),
    afterOnePageEdit: {
      partsKept: `${kept.length}/${after.length}`,
      bytesKeptShare: round(
        sum(kept.map((file) => Buffer.byteLength(String(file.body)))) /
          sum(after.map((file) => Buffer.byteLength(String(file.body)))),
      ),
    },
  };
}

const pages1000 = await corpus(1000);
const pages5000 = await corpus(5000);
const asked = sum(Object.values(table).map((kind) => kind.asked));
const found = sum(Object.values(table).map((kind) => kind.found));
for (const miss of misses) process.stderr.write(`miss: ${miss}\n`);
const shares = Object.values(fixtures).map((fixture) => (fixture as { top5Share: number }).top5Share);
console.log(
  JSON.stringify({
    bench: 'search',
    top5Share: round(found / Math.max(1, asked)),
    targetTop5Share: 0.9,
    minFixtureTop5Share: Math.min(...shares),
    targetMinFixtureTop5Share: 0.9,
    byKind: Object.fromEntries(KINDS.map((kind) => [kind, `${table[kind].found}/${table[kind].asked}`])),
    engineBrotliBytes,
    indexBuildShare: round(indexCpu / buildCpu, 4),
    // At most 5% of the build's CPU: the index slows the rest of the build down by at most 5/95.
    indexBuildSlowdown: round(indexCpu / (buildCpu - indexCpu), 4),
    targetIndexBuildSlowdown: round(5 / 95, 4),
    pages1000: { ...pages1000, targetFirstQueryBrotliBytes: 150 * 1024, targetKeystrokeP95Ms: 30 },
    pages5000,
    fixtures,
  }),
);
