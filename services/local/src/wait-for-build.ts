import type { CallApi } from './call-api.ts';

/** A build as `GET /v1/sites/{siteId}/builds/{buildId}` shows it. */
export interface BuildView {
  id: string;
  status: string;
  commitSha: string | null;
  errorMessage: string | null;
  diagnostics: Array<{ code: string; severity: string; message: string; file?: string | null; hint?: string | null }>;
  log: string;
}

const FINAL = new Set(['succeeded', 'failed', 'canceled', 'superseded']);

/** Polls the API until the build reaches a final status; returns it. Rejects after `timeoutMs`. */
export async function waitForBuild(
  api: CallApi,
  siteId: string,
  buildId: string,
  timeoutMs: number,
): Promise<BuildView> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { status, body } = await api<BuildView>('GET', `/v1/sites/${siteId}/builds/${buildId}`);
    if (status !== 200) throw new Error(`GET build ${buildId} answered ${status}: ${JSON.stringify(body)}`);
    if (FINAL.has(body.status)) return body;
    if (Date.now() > deadline) throw new Error(`build ${buildId} is still ${body.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
