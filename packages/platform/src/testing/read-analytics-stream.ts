import type { Redis } from 'ioredis';
import { ANALYTICS_BATCH_FIELD, parseAnalyticsBatch, type AnalyticsBatch } from '../analytics/analytics-batch.ts';

/** Every batch an analytics stream holds, in order, with the raw text of each (tests look inside). */
export async function readAnalyticsStream(
  redis: Redis,
  stream: string,
): Promise<{ batches: AnalyticsBatch[]; raw: string[] }> {
  const entries = await redis.xrange(stream, '-', '+');
  const raw: string[] = [];
  const batches: AnalyticsBatch[] = [];
  for (const [, fields] of entries) {
    const at = fields.indexOf(ANALYTICS_BATCH_FIELD);
    const text = at >= 0 ? (fields[at + 1] ?? '') : '';
    raw.push(text);
    const batch = parseAnalyticsBatch(text);
    if (batch === null)
      throw new Error(`the stream ${stream} holds an entry that is not a batch: ${text.slice(0, 200)}`);
    batches.push(batch);
  }
  return { batches, raw };
}

/** The counts of some batches summed by `metric key detail` (joined with spaces; detail omitted when empty). */
export function sumAnalyticsCounts(batches: readonly AnalyticsBatch[]): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const batch of batches) {
    for (const [, , metric, key, detail, n] of batch.counts) {
      const name = detail === '' ? `${metric} ${key}` : `${metric} ${key} ${detail}`;
      totals[name] = (totals[name] ?? 0) + n;
    }
  }
  return totals;
}
