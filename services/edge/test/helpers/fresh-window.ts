/**
 * Waits, when less than `minimumMs` is left of the current clock minute, for the next one: the
 * edge's rate limits count in fixed one-minute windows aligned to the clock, and a test that
 * counts its way to the limit must not straddle two of them.
 */
export async function startInFreshWindow(minimumMs = 15_000): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < minimumMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
