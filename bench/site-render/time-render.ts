// Times renderSite and buildManifest alone on the input written by prepare-input.ts: a full build,
// then a rebuild after one page's content changed, with and without caches. Prints one JSON line.
// Usage: node --import tsx bench/site-render/time-render.ts [input]
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deserialize } from 'node:v8';
import {
  buildManifest,
  ManifestCache,
  renderSite,
  SiteRenderCache,
  type RenderSiteInput,
  type SiteFile,
} from '@folio/site';

const path = process.argv[2] ?? join(tmpdir(), 'folio-site-bench-input.bin');
const input = deserialize(await readFile(path)) as RenderSiteInput;
// Wall time depends on what else the machine runs; CPU time (all threads, incl. libuv's pool) less so.
const cpu: Record<string, number> = {};
const time = async <T>(run: () => T | Promise<T>, name: string): Promise<[T, number]> => {
  const started = performance.now();
  const usage = process.cpuUsage();
  const result = await run();
  const used = process.cpuUsage(usage);
  cpu[name] = Math.round((used.user + used.system) / 1000);
  return [result, Math.round(performance.now() - started)];
};

const siteCache = new SiteRenderCache();
const manifestCache = new ManifestCache();
const [files, siteMs] = await time(() => renderSite(input, { cache: siteCache }), 'site');
const [built, manifestMs] = await time(() => buildManifest(files, { cache: manifestCache }), 'manifest');
const htmlBytes = files.reduce(
  (sum, file) => sum + (file.contentType.startsWith('text/html') ? Buffer.byteLength(file.body) : 0),
  0,
);

// One page edited as bench/build does: a heading changes (so its HTML, Markdown and the search index do).
const edited = 'section-3/page-150';
const before = input.content.get(edited)!;
const content = new Map(input.content);
content.set(edited, {
  ...before,
  html: before.html.replace('Overview', 'Overview, edited'),
  markdown: before.markdown.replace('## Overview', '## Overview, edited'),
  headings: before.headings.map((h) => (h.text === 'Overview' ? { ...h, text: 'Overview, edited' } : h)),
});
const changedInput = { ...input, content };
const [rebuilt, rebuildSiteMs] = await time(() => renderSite(changedInput, { cache: siteCache }), 'rebuildSite');
const stats = { ...siteCache.stats };
const [rebuiltManifest, rebuildManifestMs] = await time(
  () => buildManifest(rebuilt, { cache: manifestCache }),
  'rebuildManifest',
);
const compressions = manifestCache.stats.compressed;

// The cached rebuild must equal a build from scratch.
const fresh = renderSite(changedInput);
const same = fresh.length === rebuilt.length && fresh.every((file, i) => sameFile(file, rebuilt[i]!));
const freshManifest = (await buildManifest(fresh)).manifest;
const sameManifest = JSON.stringify(freshManifest) === JSON.stringify(rebuiltManifest.manifest);
const brBytes = Object.values(built.manifest.files).reduce(
  (sum, entry) => sum + (entry.variants.br === undefined ? 0 : built.blobs.get(entry.variants.br)!.byteLength),
  0,
);
const gzipBytes = Object.values(built.manifest.files).reduce(
  (sum, entry) => sum + (entry.variants.gzip === undefined ? 0 : built.blobs.get(entry.variants.gzip)!.byteLength),
  0,
);

console.log(
  JSON.stringify({
    bench: 'site',
    files: files.length,
    htmlMB: Math.round(htmlBytes / 1e5) / 10,
    compressedMB: { br: Math.round(brBytes / 1e5) / 10, gzip: Math.round(gzipBytes / 1e5) / 10 },
    fullBuild: { siteMs, manifestMs, cpuMs: { site: cpu.site, manifest: cpu.manifest } },
    rebuildOnePage: {
      siteMs: rebuildSiteMs,
      manifestMs: rebuildManifestMs,
      pagesRendered: stats.pagesRendered,
      pagesReused: stats.pagesReused,
      compressions,
    },
    rebuildEqualsFreshBuild: same && sameManifest,
  }),
);

function sameFile(a: SiteFile, b: SiteFile): boolean {
  return (
    a.path === b.path && a.urlPath === b.urlPath && a.contentType === b.contentType && String(a.body) === String(b.body)
  );
}
