import type { BuildFigures, RealWorldFigures } from './measure-real-world.ts';

/**
 * The per-repository figures as an aligned plain-text table, one row per repository: `folio build`
 * (cold threads) and the hosted worker (warm threads), each with its ratio to raw parse × cores.
 */
export function formatRealWorldTable(figures: Record<string, RealWorldFigures>): string {
  const header = [
    'repository',
    'pages',
    'raw parse/s, 1 core',
    'folio build s',
    'pages/s',
    'ratio (range)',
    'CPU ratio',
    'cold raw parse ratio',
    'build / cold parse',
    'worker s',
    'pages/s',
    'ratio (range)',
    'CPU ratio',
    'one-page rebuild s',
    'warm cache s',
    '× raw parse',
    'render CPU',
    'peak RSS',
    'output',
  ];
  const ratio = (build: BuildFigures) =>
    `${build.ratio.toFixed(2)} (${build.ratioRange[0].toFixed(2)}–${build.ratioRange[1].toFixed(2)})${build.ratio >= build.targetRatio ? '' : ' *'}`;
  const rows = Object.entries(figures).map(([name, f]) => [
    name,
    String(f.pages),
    String(f.rawParsePagesPerSecond),
    f.cold.seconds.toFixed(2),
    String(f.cold.pagesPerSecond),
    ratio(f.cold),
    f.cold.cpuRatio.toFixed(2),
    f.coldRawParse.ratio.toFixed(2),
    f.coldRawParse.coldShare.toFixed(2),
    f.warm.seconds.toFixed(2),
    String(f.warm.pagesPerSecond),
    ratio(f.warm),
    f.warm.cpuRatio.toFixed(2),
    f.onePageRebuild.seconds.toFixed(2),
    f.warmCache.seconds.toFixed(2),
    `${f.warmCache.ratio.toFixed(2)}${f.warmCache.ratio >= f.warmCache.targetRatio ? '' : ' *'}`,
    `${f.renderCpuPercent}%${f.renderCpuPercent >= f.targetRenderCpuPercent ? '' : ' *'}`,
    `${Math.round(f.peakRssBytes / 1024 / 1024)} MB`,
    `${(f.outputBytes / 1024 / 1024).toFixed(1)} MB`,
  ]);
  const all = [header, ...rows];
  const widths = header.map((_, column) => Math.max(...all.map((row) => row[column]!.length)));
  // Names left-aligned, figures right-aligned.
  const lines = all.map((row) =>
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  '),
  );
  return [
    ...lines,
    `* below the aim of ${Object.values(figures)[0]?.cold.targetRatio ?? 0.5} of raw parse × cores (wall-clock, the same run; noisy on a loaded machine)`,
    'CPU ratio: raw parse CPU time over build CPU time, all threads: the ratio with every core busy, and steady under load',
    "cold raw parse ratio: the raw parse alone on as many fresh threads as cores, over the same baseline: the ceiling of any cold build that parses with @mdx-js/mdx; build / cold parse: the cold build's rate over it",
    "one-page rebuild: the worker's build after a push that changed one page: fresh render threads, the site's rendered pages and compressed variants kept from its last build",
    'warm cache: folio build again from its .folio-cache/ bytes, nothing changed; × raw parse: its pages/s over raw parse of one core (* below the aim of 5)',
    'render CPU: CPU use of the folio build process while pages render, 100% = one core (* below the aim of 90% × cores)',
  ].join('\n');
}
