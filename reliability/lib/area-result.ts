/** One row of the suite's table. */
export interface AreaResult {
  area: string;
  /** Cases tried. */
  tried: number;
  /** Cases refused or handled as expected. */
  handled: number;
  /** Accepted data (pushes, deployments, bytes) that was lost or leaked; must be 0. */
  lost: number;
  /** Extra figures (load), shown after the table. */
  figures?: Record<string, number | string>;
  /** One line per case that was not handled, for the report. */
  failures: string[];
}

/** Collects cases of one area. */
export class AreaRecorder {
  readonly result: AreaResult;
  constructor(area: string) {
    this.result = { area, tried: 0, handled: 0, lost: 0, failures: [] };
  }
  /** Records one case: `ok` when it was refused or handled correctly, else `why` is kept. */
  check(name: string, ok: boolean, why = ''): boolean {
    this.result.tried++;
    if (ok) this.result.handled++;
    else this.result.failures.push(`${name}${why ? `: ${why}` : ''}`);
    return ok;
  }
  /** Records lost data (a 2xx webhook without a build, a site serving the wrong deployment, leaked bytes). */
  lose(count: number, why: string): void {
    if (count <= 0) return;
    this.result.lost += count;
    this.result.failures.push(`lost ${count}: ${why}`);
  }
}
