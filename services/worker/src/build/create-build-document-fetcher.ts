import { rootCertificates } from 'node:tls';
import { createSafeFetcher, type DocumentFetcher } from '@folio/playground-proxy';
import type { BuildTask } from './build-task.ts';

/**
 * The fetcher a hosted build downloads `https://` OpenAPI documents with: the same guarded fetcher
 * as `folio build` (public addresses only, checked on every connection and redirect; size and time
 * limits), with the operator's exceptions for private addresses (`task.allowPrivateDocuments`,
 * i.e. `WORKER_ALLOW_PRIVATE_DOCUMENTS`) and the build's document limits. A refusal or failure
 * rejects, and the builder turns it into the docs.json diagnostic of the element naming the URL.
 */
export function createBuildDocumentFetcher(task: BuildTask, extraCa?: string): DocumentFetcher {
  return createSafeFetcher({
    policy: { allowPrivate: [...task.allowPrivateDocuments] },
    timeoutMs: task.limits.documentTimeoutMs,
    maxBytes: task.limits.maxDocumentBytes,
    userAgent: 'folio-worker',
    // `ca` replaces Node's roots, so an extra CA is added to them rather than given alone.
    ...(extraCa === undefined ? {} : { tls: { ca: [...rootCertificates, extraCa] } }),
  });
}
