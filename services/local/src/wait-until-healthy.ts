/**
 * Polls `GET <url>` until it answers 2xx, or rejects after `timeoutMs` or as soon as `exited`
 * settles (the process died while starting).
 */
export async function waitUntilHealthy(url: string, timeoutMs: number, exited?: Promise<unknown>): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let died = false;
  void exited?.then(() => (died = true));
  for (;;) {
    if (died) throw new Error(`the process behind ${url} exited while starting`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}
