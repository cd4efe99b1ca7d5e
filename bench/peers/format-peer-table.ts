import type { ToolSummary } from './summarize-runs.ts';

/** The aim of issue 27: `folio build` at most this share of each peer's wall time. */
const WALL_SHARE_AIM = 0.1;

/** Folio's wall and CPU time as shares of one peer's (medians), and whether the wall aim is met. */
export interface PeerComparison {
  peer: string;
  wallShare: number;
  cpuShare: number;
  targetWallShare: number;
  meetsTarget: boolean;
}

/** Folio against each peer that has trusted runs; none when Folio has none. */
export function comparePeers(folio: ToolSummary | undefined, peers: readonly ToolSummary[]): PeerComparison[] {
  if (folio?.wallSeconds == null || folio.cpuSeconds === null) return [];
  return peers.flatMap((peer) => {
    if (peer.wallSeconds === null || peer.cpuSeconds === null) return [];
    const wallShare = folio.wallSeconds!.median / peer.wallSeconds.median;
    return [
      {
        peer: peer.label,
        wallShare: round(wallShare, 3),
        cpuShare: round(folio.cpuSeconds! / peer.cpuSeconds, 3),
        targetWallShare: WALL_SHARE_AIM,
        meetsTarget: wallShare <= WALL_SHARE_AIM,
      },
    ];
  });
}

/** The table of one corpus size, then Folio's shares of each peer's time and the aim. */
export function formatPeerTable(
  heading: string,
  tools: readonly ToolSummary[],
  comparisons: readonly PeerComparison[],
): string {
  const header = ['tool', 'wall s, median (min–max)', 'CPU s', 'peak RSS, tree', 'largest process', 'pages verified'];
  const rows = tools.map((tool) =>
    tool.skipped !== undefined
      ? [tool.label, `skipped: ${tool.skipped}`, '', '', '', '']
      : [
          tool.label,
          tool.wallSeconds === null
            ? 'no trusted run'
            : `${fixed(tool.wallSeconds.median)} (${fixed(tool.wallSeconds.min)}–${fixed(tool.wallSeconds.max)})`,
          tool.cpuSeconds === null ? '–' : fixed(tool.cpuSeconds),
          tool.peakTreeRssMb === null ? '–' : `${Math.round(tool.peakTreeRssMb)} MB`,
          tool.maxProcessRssMb === null ? '–' : `${Math.round(tool.maxProcessRssMb)} MB`,
          tool.pagesVerified.join(', '),
        ],
  );
  const all = [header, ...rows];
  // A skip reason runs long: it does not widen its column.
  const widths = header.map((_, c) =>
    Math.max(...all.filter((r) => !r[1]!.startsWith('skipped')).map((r) => r[c]!.length)),
  );
  const lines = all.map((row) =>
    row
      .map((cell, c) => cell.padEnd(widths[c]!))
      .join('  ')
      .trimEnd(),
  );
  const failures = tools.flatMap((tool) => tool.failures.map((f) => `  ${tool.label} left out ${f}`));
  const shares = comparisons.map(
    (c) =>
      `  against ${c.peer}: wall ${c.wallShare.toFixed(2)}×, CPU ${c.cpuShare.toFixed(2)}× — aim wall ≤ ${c.targetWallShare}×: ${c.meetsTarget ? 'met' : 'not met'}`,
  );
  return [
    heading,
    ...lines,
    ...failures,
    ...(shares.length > 0 ? ['folio build as a share of each peer (median ÷ median):', ...shares] : []),
  ].join('\n');
}

function fixed(seconds: number): string {
  return seconds.toFixed(1);
}

function round(value: number, digits: number): number {
  return Math.round(value * 10 ** digits) / 10 ** digits;
}
