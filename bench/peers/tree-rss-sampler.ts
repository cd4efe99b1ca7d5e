import { readdirSync, readFileSync } from 'node:fs';

/** A running sampler: `stop()` ends it and gives the peak it saw. */
export interface TreeRssSampler {
  stop(): { peakBytes: number; samples: number };
}

/**
 * Samples the resident memory of a process and all its descendants every `intervalMs`: the sum of
 * VmRSS over the tree (found through /proc/<pid>/task/<tid>/children). The peak is the largest sum
 * seen, so a spike shorter than the interval can be missed, and pages shared between processes of
 * the tree (forked workers, shared libraries) count once per process. /usr/bin/time's %M is
 * different: the largest single process, which misses every other process of a multi-process build.
 * On a system without /proc it samples nothing and reports 0.
 */
export function sampleTreeRss(rootPid: number, intervalMs = 50): TreeRssSampler {
  let peakBytes = 0;
  let samples = 0;
  const sample = () => {
    const total = treePids(rootPid).reduce((sum, pid) => sum + rssBytes(pid), 0);
    samples++;
    if (total > peakBytes) peakBytes = total;
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      return { peakBytes, samples };
    },
  };
}

function treePids(root: number): number[] {
  const found: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.pop()!;
    found.push(pid);
    for (const tid of readOr(() => readdirSync(`/proc/${pid}/task`), []))
      for (const child of readOr(() => readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8'), '').split(' '))
        if (child.trim() !== '') queue.push(Number(child));
  }
  return found;
}

function rssBytes(pid: number): number {
  const status = readOr(() => readFileSync(`/proc/${pid}/status`, 'utf8'), '');
  const match = /^VmRSS:\s+(\d+) kB/m.exec(status);
  return match ? Number(match[1]) * 1024 : 0;
}

/** A process can end between listing and reading it: that reads as nothing. */
function readOr<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}
