import { describe, expect, it } from 'vitest';
import { formatTable, summarizeResult } from '../bench/summarize-result.ts';

describe('npm run bench table', () => {
  it('pairs each target with its figure and says whether it is met', () => {
    const rows = summarizeResult('build', { fullBuild: { seconds: 12.3, targetSeconds: 20 }, rebuildOnePage: { ms: 420, targetMs: 300 } });
    expect(formatTable(rows)).toBe(
      ['bench  key figure              target  met?', 'build  fullBuild.seconds 12.3  ≤ 20    yes', 'build  rebuildOnePage.ms 420   ≤ 300   NO'].join('\n'),
    );
  });

  it('shows a bench whose tools are missing as skipped, with the reason', () => {
    const [row] = summarizeResult('edge', { bench: 'edge', error: 'missing tools: wrk (apt-get install -y wrk nginx)', missing: ['wrk'] });
    expect(row!.met).toBe('skipped: missing tools: wrk (apt-get install -y wrk nginx)');
  });
});
