import { normalizeHost, type NormalizedHost } from './normalize-host.ts';

/**
 * {@link normalizeHost} with a bounded memo: IDNA conversion costs more than serving a cached page,
 * and an edge sees the same few Host headers over and over. When full, the memo starts over (a
 * flood of random hosts costs conversions, never memory).
 */
export function createHostNormalizer(maxEntries: number): (raw: string | undefined) => NormalizedHost | null {
  const memo = new Map<string, NormalizedHost | null>();
  return (raw) => {
    if (raw === undefined) return null;
    const known = memo.get(raw);
    if (known !== undefined || memo.has(raw)) return known ?? null;
    const host = normalizeHost(raw);
    if (memo.size >= maxEntries) memo.clear();
    memo.set(raw, host);
    return host;
  };
}
