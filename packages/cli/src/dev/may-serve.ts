/** A finished build, as far as deciding whether to serve it goes. */
export interface FinishedBuild {
  /** The session's change count when the build started reading the repository. */
  generation: number;
  /** True when every page is rendered (no placeholders). */
  isComplete: boolean;
}

/** What `folio dev` serves now. */
export interface ServedState {
  /** The change count now (the file watcher bumps it on every save). */
  generation: number;
  /** The generation the served site was built from; `undefined` before anything is served. */
  shownGeneration: number | undefined;
  /** True when the served site has no placeholders. */
  isComplete: boolean;
}

/**
 * Whether a finished build may replace the served site. Builds overlap in `folio dev` (a save
 * while the background build renders is laid out at once, beside it), so a build can finish
 * after a newer one: serving it then would bring back what was just edited.
 *
 * - A complete build is served only if nothing changed since it started: it ends the background
 *   work, so it must not end it with old text (the build is simply run again instead).
 * - A partial one (pages still pending) only while the site is incomplete, and only if it is at
 *   least as new as what is served: it never puts placeholders back over a complete site.
 */
export function mayServe(build: FinishedBuild, served: ServedState): boolean {
  if (build.isComplete) return build.generation === served.generation;
  if (served.shownGeneration === undefined) return true;
  return !served.isComplete && build.generation >= served.shownGeneration;
}
