// What counting one page view costs the edge's CPU, measured in-process where the machine's load
// cannot swing it the way it swings two edges' throughput: the recorder's `recordSiteRequest` on
// browser-like headers (32 readers, as the load client sends), and its flush every 2 s. Beside the
// edge's CPU per request with counting off, it gives the throughput ratio counting can cost at most.
import { createAnalyticsRecorder } from '@folio/edge';
import type { Redis } from 'ioredis';

const CALLS = 1_000_000;
const ROUNDS = 5;

/** Median microseconds per counted view, and milliseconds per flush of one round's tally. */
export async function measureRecorderCost(
  redis: Redis,
  stream: string,
  browserAgent: string,
): Promise<{ usPerView: number; flushMs: number }> {
  const recorder = createAnalyticsRecorder({
    redis,
    // The edge's defaults (services/edge config), with the flush driven by the measurement.
    settings: {
      enabled: true,
      stream,
      flushIntervalMs: 60_000,
      streamMaxLength: 100_000,
      keysPerSiteHour: 200,
      maxCounters: 100_000,
      maxVisitorHashes: 200_000,
    },
    events: { written() {}, failed() {}, backlog() {} },
  });
  await recorder.ready;
  const readers = Array.from({ length: 32 }, (_, i) => ({
    host: 'docs.example.com',
    'user-agent': `${browserAgent} Reader/${i}`,
    accept: 'text/html',
    'sec-fetch-dest': 'document',
    'sec-fetch-mode': 'navigate',
    referer: 'https://www.example.com/',
  }));
  const served = {
    siteId: '00000000-0000-4000-8000-000000000001',
    deploymentId: '00000000-0000-4000-8000-000000000002',
    preview: false,
    host: 'docs.example.com',
    path: '/',
    contentType: 'text/html; charset=utf-8',
    status: 200,
  };
  const perView: number[] = [];
  const flushes: number[] = [];
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now();
      for (let i = 0; i < CALLS; i++) recorder.recordSiteRequest('GET', readers[i & 31]!, served, () => '127.0.0.1');
      perView.push(((performance.now() - started) * 1000) / CALLS);
      const flushStarted = performance.now();
      await recorder.flush();
      flushes.push(performance.now() - flushStarted);
    }
  } finally {
    await recorder.close();
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return { usPerView: median(perView), flushMs: median(flushes) };
}
