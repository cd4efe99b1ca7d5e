import type { Logger } from 'pino';
import type { Dependency, EdgeMetrics } from './create-metrics.ts';

/** Records whether each dependency works, in metrics and (on every change) in the log. */
export interface DependencyHealth {
  up(dependency: Dependency): void;
  down(dependency: Dependency, error: unknown): void;
  isUp(dependency: Dependency): boolean;
}

/**
 * Creates the tracker. A failure is logged once when the dependency goes down (not per request,
 * which would flood the log during an outage) and once when it comes back; every failure counts
 * in `folio_edge_dependency_errors_total`.
 */
export function createDependencyHealth(metrics: EdgeMetrics, log: Logger): DependencyHealth {
  const down = new Set<Dependency>();
  return {
    up(dependency) {
      if (!down.delete(dependency)) return;
      metrics.dependencyUp.set({ dependency }, 1);
      log.info({ dependency }, `${dependency} is available again`);
    },
    down(dependency, error) {
      metrics.dependencyErrors.inc({ dependency });
      if (down.has(dependency)) return;
      down.add(dependency);
      metrics.dependencyUp.set({ dependency }, 0);
      log.warn({ dependency, err: error }, `${dependency} is unavailable: serving what is cached`);
    },
    isUp(dependency) {
      return !down.has(dependency);
    },
  };
}
