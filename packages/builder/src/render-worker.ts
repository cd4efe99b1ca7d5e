// Runs inside a worker thread of a RenderPool: renders pages with @folio/content (or only checks
// them, for `folio check`) and asks the parent thread for repository files (snippets), which only
// the parent can read; also hashes and compresses site files for the manifest.
import { parentPort, workerData } from 'node:worker_threads';
import type { CustomLanguages } from '@folio/content';
import { digestBodySync } from '@folio/site/digest-body';
import { loadChecker, loadRenderer } from './content-modules.ts';
import { NOT_TOKENIZING, type RenderMessage, type RenderReply, type RenderWorkerData } from './render-protocol.ts';

const port = parentPort;
if (port === null) throw new Error('render-worker.ts must run in a worker thread');

const data = workerData as RenderWorkerData;
const tokenizing = new Int32Array(data.tokenizing);
/** Custom grammar sets sent by the parent, by key (a thread serves a few sites in turn). */
const languageSets = new Map<string, CustomLanguages>();
const MAX_LANGUAGE_SETS = 16;

const pendingReads = new Map<number, (text: string | undefined) => void>();
let nextReadId = 0;

/** A file reader for one render task: the parent answers with that task's repository. */
function readerFor(taskId: number) {
  return (path: string): Promise<string | undefined> =>
    new Promise((resolve) => {
      const readId = nextReadId++;
      pendingReads.set(readId, resolve);
      port!.postMessage({ type: 'read', taskId, readId, path } satisfies RenderReply);
    });
}

port.on('message', (message: RenderMessage) => {
  if (message.type === 'file') {
    pendingReads.get(message.readId)?.(message.text);
    pendingReads.delete(message.readId);
    return;
  }
  if (message.type === 'languages') {
    languageSets.set(message.languages.key, message.languages);
    if (languageSets.size > MAX_LANGUAGE_SETS) languageSets.delete(languageSets.keys().next().value as string);
    return;
  }
  if (message.type === 'digest') {
    try {
      const body = digestBodySync(message.body, message.setting);
      // The bytes made here move to the parent instead of being copied.
      const made = [
        body.variants.br?.bytes,
        body.variants.gzip?.bytes,
        message.body === body.stored.bytes ? undefined : body.stored.bytes,
      ];
      const transfer = made
        .filter((bytes): bytes is Uint8Array => bytes !== undefined)
        .map((bytes) => bytes.buffer as ArrayBuffer);
      port.postMessage({ type: 'digested', taskId: message.taskId, body } satisfies RenderReply, transfer);
    } catch (error) {
      port.postMessage({
        type: 'failed',
        taskId: message.taskId,
        message: String((error as Error)?.stack ?? error),
      } satisfies RenderReply);
    }
    return;
  }
  const { taskId } = message;
  const { customLanguages, ...settings } = message.settings;
  const input = {
    file: message.file,
    source: message.source,
    readFile: readerFor(taskId),
    // The settings object is the one `folio build` and `folio dev` pass to `renderPage` directly.
    ...settings,
    ...(message.frontMatter === undefined ? {} : { frontMatter: message.frontMatter }),
  };
  const failed = (error: unknown) =>
    port.postMessage({
      type: 'failed',
      taskId,
      message: String((error as Error)?.stack ?? error),
    } satisfies RenderReply);
  if (message.type === 'check') {
    loadChecker()
      .then(({ checkPage }) => checkPage(input))
      .then((page) => port.postMessage({ type: 'checked', taskId, page } satisfies RenderReply), failed);
    return;
  }
  const languages =
    customLanguages === undefined ? undefined : (languageSets.get(customLanguages.key) ?? customLanguages);
  loadRenderer()
    .then(({ renderPage }) =>
      renderPage({
        ...input,
        ...(languages === undefined ? {} : { customLanguages: languages }),
        onTokenize: (active) => Atomics.store(tokenizing, 0, active ? taskId : NOT_TOKENIZING),
      }),
    )
    .then((page) => port.postMessage({ type: 'rendered', taskId, page } satisfies RenderReply), failed);
});

// What the pool will ask for loads now, while the parent still analyses the repository (each
// module is imported once per thread: `content-modules.ts`).
void (data.work === 'check' ? loadChecker() : loadRenderer()).catch(() => {});
