import type { OutputCheck } from './verify-output.ts';

/** One timed cold build. `trusted`: exit 0 and every page verified; only these enter the medians. */
export interface RunRecord {
  round: number;
  exitCode: number;
  wallSeconds: number;
  cpuSeconds: number;
  peakTreeRssBytes: number;
  maxProcessRssBytes: number | null;
  check: OutputCheck;
  trusted: boolean;
  log: string;
}

/** A tool's runs at one corpus size, reduced to what the table shows. */
export interface ToolSummary {
  label: string;
  skipped?: string;
  runs: number;
  trusted: number;
  wallSeconds: { median: number; min: number; max: number } | null;
  cpuSeconds: number | null;
  peakTreeRssMb: number | null;
  maxProcessRssMb: number | null;
  /** `verified/pages` of each run, e.g. `1000/1000`. */
  pagesVerified: string[];
  /** Why an untrusted run was left out: exit code, missing pages, wrong content, with its log. */
  failures: string[];
}

/** Medians (and the wall's range) over the trusted runs; memory in MB (10^6 bytes). */
export function summarizeRuns(label: string, runs: readonly RunRecord[]): ToolSummary {
  const trusted = runs.filter((run) => run.trusted);
  const walls = trusted.map((run) => run.wallSeconds);
  const maxRss = trusted.map((run) => run.maxProcessRssBytes).filter((b): b is number => b !== null);
  return {
    label,
    runs: runs.length,
    trusted: trusted.length,
    wallSeconds:
      walls.length === 0 ? null : { median: median(walls), min: Math.min(...walls), max: Math.max(...walls) },
    cpuSeconds: trusted.length === 0 ? null : median(trusted.map((run) => run.cpuSeconds)),
    peakTreeRssMb: trusted.length === 0 ? null : median(trusted.map((run) => run.peakTreeRssBytes)) / 1e6,
    maxProcessRssMb: maxRss.length === 0 ? null : median(maxRss) / 1e6,
    pagesVerified: runs.map((run) => `${run.check.verified}/${run.check.pages}`),
    failures: runs
      .filter((run) => !run.trusted)
      .map((run) => {
        const why = [
          run.exitCode === 0 ? '' : `exit ${run.exitCode}`,
          run.check.missing.length === 0 ? '' : `${run.check.missing.length} pages missing (${run.check.missing[0]}…)`,
          run.check.wrongContent.length === 0 ? '' : `${run.check.wrongContent.length} pages lack their text`,
        ].filter(Boolean);
        return `round ${run.round + 1}: ${why.join(', ')} (log: ${run.log})`;
      }),
  };
}

/** The middle value (the mean of the two middle ones for an even count). */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
