import { describe, expect, it } from 'vitest';
import { formatTable, summarizeResult } from '../bench/summarize-result.ts';

describe('npm run bench table', () => {
  it('pairs each target with its figure and says whether it is met', () => {
    const rows = summarizeResult('build', {
      fullBuild: { seconds: 12.3, targetSeconds: 20 },
      rebuildOnePage: { ms: 420, targetMs: 300 },
    });
    expect(formatTable(rows)).toBe(
      [
        'bench  key figure              target  met?',
        'build  fullBuild.seconds 12.3  ≤ 20    yes',
        'build  rebuildOnePage.ms 420   ≤ 300   NO',
      ].join('\n'),
    );
  });

  it('judges a distribution by its median, and a ratio as higher-is-better', () => {
    const rows = summarizeResult('dev', {
      reloadMs: { median: 110, max: 2177, samples: [97, 110, 2177] },
      targetReloadMs: 300,
      ratio: 0.2,
      targetRatio: 0.5,
    });
    expect(rows.map((row) => [row.figure, row.target, row.met])).toEqual([
      ['reloadMs 110', '≤ 300', 'yes'],
      ['ratio 0.2', '≥ 0.5', 'NO'],
    ]);
  });

  it("judges a share of another tool's time as lower-is-better (bench/peers)", () => {
    const rows = summarizeResult('peers', {
      pages: { '1000': { starlight: { peer: 'Starlight', wallShare: 0.4, cpuShare: 0.44, targetWallShare: 0.1 } } },
    });
    expect(rows.map((row) => [row.figure, row.target, row.met])).toEqual([
      ['pages.1000.starlight.wallShare 0.4', '≤ 0.1', 'NO'],
    ]);
  });

  it('shows a bench whose tools are missing as skipped, with the reason', () => {
    const [row] = summarizeResult('edge', {
      bench: 'edge',
      error: 'missing tools: wrk (apt-get install -y wrk nginx)',
      missing: ['wrk'],
    });
    expect(row!.met).toBe('skipped: missing tools: wrk (apt-get install -y wrk nginx)');
  });
});
