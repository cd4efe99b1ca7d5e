import type { LinkProbe, LinkProber } from '@folio/playground-proxy';
import type { ExternalLinkCache } from './external-link-cache.ts';
import type { ExternalVerdict } from './external-verdict.ts';

/** How `checkExternalLinks` goes about it; every field has a default fit for a terminal run. */
export interface ExternalCheckOptions {
  probe: LinkProber;
  cache: ExternalLinkCache;
  /** Requests in flight to one host at once (default 2): sites rate-limit crawlers. */
  perHost?: number;
  /** Requests in flight in all (default 16). */
  concurrency?: number;
  /** Further attempts after a timeout, a failed connection, 429 or a 5xx (default 2). */
  retries?: number;
  /** Wait before the first retry, doubled for each next one (default 500 ms); `Retry-After` wins, up to 10 s. */
  backoffMs?: number;
  /** The clock and the wait, for tests. */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/** The verdict on each URL, and whether it came from the cache. */
export interface ExternalCheck {
  verdicts: Map<string, ExternalVerdict>;
  fromCache: number;
}

const MAX_RETRY_AFTER_MS = 10_000;

/**
 * Checks each distinct URL once (its fragment dropped): from the cache when its verdict there is
 * fresh, else through `probe`, with at most `perHost` requests to one host and `concurrency` in all
 * at once, retrying what may pass on its own (timeouts, connection failures, 429, 5xx) with
 * exponential backoff. Saves the cache afterwards.
 */
export async function checkExternalLinks(
  urls: Iterable<string>,
  options: ExternalCheckOptions,
): Promise<ExternalCheck> {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const perHost = options.perHost ?? 2;
  const retries = options.retries ?? 2;
  const backoffMs = options.backoffMs ?? 500;
  const verdicts = new Map<string, ExternalVerdict>();
  let fromCache = 0;

  const byHost = new Map<string, string[]>();
  for (const url of new Set([...urls].map(withoutFragment))) {
    const cached = options.cache.get(url, now());
    if (cached !== undefined) {
      verdicts.set(url, cached);
      fromCache++;
      continue;
    }
    const host = hostOf(url);
    byHost.set(host, [...(byHost.get(host) ?? []), url]);
  }

  const check = async (url: string): Promise<void> => {
    let verdict: ExternalVerdict = { outcome: 'broken', reason: 'not checked' };
    for (let attempt = 0; attempt <= retries; attempt++) {
      const probe = await options.probe(url);
      verdict = judge(probe);
      const wait = retryWait(probe, attempt, backoffMs);
      if (wait === undefined || attempt === retries) break;
      await sleep(wait);
    }
    verdicts.set(url, verdict);
    options.cache.set(url, verdict, now());
  };

  // One lane per slot of a host; lanes of every host share the overall limit.
  const lanes: Array<() => Promise<void>> = [];
  for (const queue of byHost.values()) {
    for (let lane = 0; lane < Math.min(perHost, queue.length); lane++) {
      lanes.push(async () => {
        for (let next = queue.shift(); next !== undefined; next = queue.shift()) await check(next);
      });
    }
  }
  let nextLane = 0;
  const runner = async () => {
    while (nextLane < lanes.length) await (lanes[nextLane++] as () => Promise<void>)();
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency ?? 16, lanes.length) }, runner));
  await options.cache.save(now());
  return { verdicts, fromCache };
}

/** The URL without its `#fragment`: the same page for the server. */
export function withoutFragment(url: string): string {
  const at = url.indexOf('#');
  return at === -1 ? url : url.slice(0, at);
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
}

function judge(probe: LinkProbe): ExternalVerdict {
  if ('code' in probe) {
    if (probe.code === 'PROXY_ADDRESS_FORBIDDEN') return { outcome: 'skipped', reason: 'non-public address' };
    return { outcome: 'broken', reason: probe.error };
  }
  if (probe.status >= 200 && probe.status < 400) return { outcome: 'ok', status: probe.status };
  if (probe.status === 401 || probe.status === 403 || probe.status === 429)
    return { outcome: 'unverified', status: probe.status };
  return { outcome: 'broken', status: probe.status, reason: `${probe.status} ${probe.statusText}`.trim() };
}

/** How long to wait before trying `probe`'s URL again, or `undefined` when trying again would not help. */
function retryWait(probe: LinkProbe, attempt: number, backoffMs: number): number | undefined {
  const transient =
    'code' in probe
      ? probe.code === 'PROXY_TIMEOUT' || probe.code === 'PROXY_UPSTREAM_ERROR'
      : probe.status === 429 || probe.status >= 500;
  if (!transient) return undefined;
  const retryAfter = 'status' in probe ? probe.retryAfterSeconds : undefined;
  return retryAfter === undefined ? backoffMs * 2 ** attempt : Math.min(retryAfter * 1000, MAX_RETRY_AFTER_MS);
}
