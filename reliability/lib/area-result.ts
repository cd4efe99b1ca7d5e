import { takeEscapes } from './watch-escapes.ts';

/** One row of the suite's table. */
export interface AreaResult {
  area: string;
  /** Cases tried. */
  tried: number;
  /** Cases refused or handled as expected. */
  handled: number;
  /** Accepted data (pushes, deployments, bytes) that was lost or leaked; must be 0. */
  lost: number;
  /**
   * Failures nobody caught (unhandled rejections, uncaught exceptions) in the suite's process, where
   * the API and the edge run: each would have been a logged error or a stopped service; must be 0.
   */
  escaped?: number;
  /** Services that stopped answering their health route, or worker processes that died on their own; must be 0. */
  crashed?: number;
  /** Extra figures (load), shown after the table. */
  figures?: Record<string, number | string>;
  /** One line per case that was not handled, for the report. */
  failures: string[];
  /**
   * Cases the run could not judge, and why (a load row whose load generator, not the server, was
   * the limit): neither handled nor failed, listed after the table.
   */
  notJudged?: string[];
}

/** Collects cases of one area. */
export class AreaRecorder {
  readonly result: AreaResult;
  constructor(area: string) {
    this.result = { area, tried: 0, handled: 0, lost: 0, escaped: 0, crashed: 0, failures: [] };
  }
  /**
   * Records one case: `ok` when it was refused or handled correctly, else `why` is kept. A failure
   * that escaped every handler since the previous case (see `watchEscapes`) makes the case fail and
   * counts as escaped.
   */
  check(name: string, ok: boolean, why = ''): boolean {
    const escapes = takeEscapes();
    if (escapes.length > 0) this.escape(escapes, name);
    const handled = ok && escapes.length === 0;
    this.result.tried++;
    if (handled) this.result.handled++;
    else this.result.failures.push(`${name}${why ? `: ${why}` : ''}`);
    return handled;
  }
  /** Records a case this run cannot judge (the measuring tool was the limit), without failing or passing it. */
  notJudged(name: string, why: string): void {
    this.escape(takeEscapes(), name);
    this.result.notJudged ??= [];
    this.result.notJudged.push(`${name}: ${why}`);
  }
  /** Records lost data (a 2xx webhook without a build, a site serving the wrong deployment, leaked bytes). */
  lose(count: number, why: string): void {
    if (count <= 0) return;
    this.result.lost += count;
    this.result.failures.push(`lost ${count}: ${why}`);
  }
  /** Records failures that escaped every handler during `during`. */
  escape(errors: readonly string[], during: string): void {
    if (errors.length === 0) return;
    this.result.escaped = (this.result.escaped ?? 0) + errors.length;
    for (const error of errors) this.result.failures.push(`escaped during ${during}: ${error}`);
  }
  /** Records services that stopped answering (`down` names each, as `servicesDown` returns them). */
  crash(down: readonly string[], after: string): void {
    if (down.length === 0) return;
    this.result.crashed = (this.result.crashed ?? 0) + down.length;
    for (const service of down) this.result.failures.push(`crashed after ${after}: ${service}`);
  }
}
