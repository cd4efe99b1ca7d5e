import type { DayRange } from '../db/analytics.ts';
import { AppError } from '../errors/app-error.ts';

/** Longest analytics range one request reads, in days. */
const MAX_RANGE_DAYS = 366;
/** Days shown when no range is asked for (the last 30, today included). */
const DEFAULT_RANGE_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * The UTC date range of an analytics request: `from` and `to` as given (`YYYY-MM-DD`, both
 * included), `to` defaulting to today and `from` to 29 days before `to`. Fails with
 * INVALID_DATE_RANGE when a date is not a real day, `from` is after `to`, or the range is longer
 * than {@link MAX_RANGE_DAYS}.
 */
export function analyticsRange(
  query: { from?: string | undefined; to?: string | undefined },
  now = Date.now(),
): DayRange {
  const to = query.to ?? new Date(now).toISOString().slice(0, 10);
  const toMs = dayMs(to, 'to');
  const from = query.from ?? new Date(toMs - (DEFAULT_RANGE_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  const fromMs = dayMs(from, 'from');
  if (fromMs > toMs) throw new AppError('INVALID_DATE_RANGE', `from (${from}) is after to (${to}); swap them`);
  if ((toMs - fromMs) / DAY_MS + 1 > MAX_RANGE_DAYS)
    throw new AppError(
      'INVALID_DATE_RANGE',
      `the range ${from} to ${to} is longer than ${MAX_RANGE_DAYS} days; ask for a shorter one`,
    );
  return { from, to };
}

function dayMs(day: string, name: string): number {
  const ms = Date.parse(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day)
    throw new AppError('INVALID_DATE_RANGE', `${name} must be a calendar date written YYYY-MM-DD, got "${day}"`);
  return ms;
}
