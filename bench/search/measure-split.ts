// What a reader's browser does with the split search index, measured in Node with the same engine
// script: the bytes a query fetches from a cold start (the root, the shards its words need at each
// keystroke, the parts of the pages each keystroke shows), and the time each keystroke takes to
// rank and make the shown results (snippets included; no DOM). Sizes are the served ones: the
// brotli variants `buildManifest` stores for each file. As assets/js/search.js does, a keystroke
// shows the first five pages, and all ten once the reader pauses (300 ms).
import { buildManifest, openSplitSearchIndex, SEARCH_PARTS_URL, type SiteFile } from '@folio/site';
import type { BenchQuery } from './queries.ts';

/** Pages the search panel shows (all, or while typing), and the results it looks through for them. */
const SHOWN_PAGES = 10;
const TYPING_PAGES = 5;
const LOOKED_AT = 200;

/** The split index's files by URL path, with the bytes each is served as (brotli when stored). */
export interface ServedSplit {
  root: string;
  bodies: Map<string, string>;
  brotliBytes: Map<string, number>;
}

/** The search files of a build, with their served sizes. */
export async function servedSplit(files: readonly SiteFile[]): Promise<ServedSplit> {
  const search = files.filter((file) => /^\/_folio\/search-/.test(file.urlPath));
  const { manifest, blobs } = await buildManifest(search);
  const brotliBytes = new Map<string, number>();
  for (const [url, entry] of Object.entries(manifest.files))
    brotliBytes.set(url, blobs.get(entry.variants.br ?? entry.blob)!.byteLength);
  const bodies = new Map(search.map((file) => [file.urlPath, String(file.body)]));
  return { root: bodies.get(SEARCH_PARTS_URL)!, bodies, brotliBytes };
}

/** The engine over a served split index, recording every part it reads. */
function openServed(split: ServedSplit, read: Set<string>) {
  return openSplitSearchIndex(split.root, (name) => {
    read.add(`/_folio/${name}`);
    return split.bodies.get(`/_folio/${name}`);
  });
}

/** What one keystroke shows: the ranked sections of the first `count` pages, made into hits. */
function showKeystroke(engine: ReturnType<typeof openServed>, text: string, scope: string, count = SHOWN_PAGES) {
  const { results } = engine.rank(text, scope);
  const pages = new Set<number>();
  const shown = [];
  for (const result of results.slice(0, LOOKED_AT)) {
    if (!pages.has(result.page)) {
      if (pages.size === count) continue;
      pages.add(result.page);
    }
    shown.push(result);
  }
  for (const result of shown) void engine.hit(result)?.snippet;
  return results.length;
}

/** Every prefix of a query, as typed. */
const keystrokesOf = (query: string) =>
  Array.from({ length: query.length }, (_, i) => query.slice(0, i + 1)).filter((text) => text.trim() !== '');

/**
 * Brotli bytes each query fetches from a cold start, typed keystroke by keystroke (engine script
 * excluded): each keystroke shows its first five pages, and the query as typed all ten (the reader
 * pauses at the end). With `pauseEachKey`, the reader pauses after every keystroke: each shows ten.
 */
export function firstQueryBytes(split: ServedSplit, queries: readonly BenchQuery[], pauseEachKey = false): number[] {
  return queries.map((query) => {
    const read = new Set<string>([SEARCH_PARTS_URL]);
    const engine = openServed(split, read);
    const typed = keystrokesOf(query.query);
    typed.forEach((text, i) => {
      showKeystroke(engine, text, query.scope, pauseEachKey || i === typed.length - 1 ? SHOWN_PAGES : TYPING_PAGES);
    });
    return [...read].reduce((sum, url) => sum + (split.brotliBytes.get(url) ?? 0), 0);
  });
}

/**
 * Milliseconds per keystroke of every query, typed one after the other in one session (as a
 * reader does: a shard is opened the first time a word needs it). The machine may be shared: each
 * keystroke's time is the least of `passes` sessions, each with a fresh engine.
 */
export function keystrokeMs(split: ServedSplit, queries: readonly BenchQuery[], passes = 3): number[] {
  let best: number[] = [];
  for (let pass = 0; pass < passes; pass++) {
    const engine = openServed(split, new Set());
    const times: number[] = [];
    for (const query of queries)
      for (const text of keystrokesOf(query.query)) {
        const started = performance.now();
        showKeystroke(engine, text, query.scope);
        times.push(performance.now() - started);
      }
    best = pass === 0 ? times : best.map((time, i) => Math.min(time, times[i]!));
  }
  return best;
}

/**
 * Milliseconds to open each shard of a-z and 0-9 the first time (decode it, load it into a
 * MiniSearch), with the lookup of the word that opens it: its first term, or its letter.
 */
export function shardOpenMs(split: ServedSplit): number[] {
  const root = JSON.parse(split.root) as { shards: [string[], string, string][] };
  const engine = openServed(split, new Set());
  return root.shards
    .map(([keys, from]) => (from !== '' ? from : keys.find((key) => !key.startsWith('~'))))
    .filter((word) => word !== undefined)
    .map((word) => {
      const started = performance.now();
      engine.rank(word.slice(0, 2));
      return performance.now() - started;
    });
}

/** The value at `p` (0–1) of the sorted values. */
export const percentile = (values: readonly number[], p: number): number =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;
