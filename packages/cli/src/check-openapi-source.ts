import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { loadSpec, type LoadedSpec } from '@folio/openapi';
import { createLocalSpecIO } from './create-local-spec-io.ts';
import type { DocumentFetcher } from '@folio/playground-proxy';
import { readCommandLineOverlays, type CommandLineOverlays } from './read-command-line-overlays.ts';

/** A document that was read and checked, or why it could not be read at all (exit code 2). */
export type CheckedSource =
  | { kind: 'unreadable'; message: string }
  | {
      kind: 'checked';
      spec: LoadedSpec;
      /** Maps the loader's file names (relative to the document's folder) to what the user typed. */
      displayFile: (file: string) => string;
      /** The loader's names of the `--overlay` files. */
      overlayFiles: readonly string[];
    };

const URL_LIKE = /^[a-z][a-z0-9+.-]*:\/\//i;

/** How `checkOpenapiSource` reads: the current folder, the fetcher for URLs, and overlays to apply. */
export interface CheckSourceOptions {
  cwd: string;
  fetchUrl: DocumentFetcher;
  /** OpenAPI Overlay files (paths relative to `cwd`) or `https://` URLs, applied in order. */
  overlays?: readonly string[];
}

/**
 * Reads and validates one OpenAPI document named on the command line: a file path (relative to
 * `cwd`; its folder bounds its `$ref`s) or an `https://` URL fetched with `fetchUrl`, after
 * applying the overlays, as a build applies docs.json's `openapi.overlays`.
 */
export async function checkOpenapiSource(source: string, options: CheckSourceOptions): Promise<CheckedSource> {
  const overlays = await readCommandLineOverlays(options.overlays ?? [], options.cwd);
  if ('unreadable' in overlays) return { kind: 'unreadable', message: overlays.unreadable };
  const shown = (file: string, fallback: (file: string) => string): string =>
    overlays.typed.get(file) ?? fallback(file);
  if (URL_LIKE.test(source)) return checkUrl(source, options.fetchUrl, overlays, shown);
  const absolute = resolve(options.cwd, source);
  let text: string;
  try {
    text = await readFile(absolute, 'utf8');
  } catch (error) {
    return { kind: 'unreadable', message: `cannot read "${source}": ${describeReadError(error)}` };
  }
  const { name, io } = createLocalSpecIO(absolute, text);
  const spec = await loadSpec(
    name,
    { readFile: async (path) => overlays.texts.get(path) ?? io.readFile(path), fetchUrl: options.fetchUrl },
    { overlays: overlays.sources },
  );
  const folder = dirname(source);
  return {
    kind: 'checked',
    spec,
    displayFile: (file) => shown(file, (own) => (folder === '.' ? own : join(folder, own))),
    overlayFiles: overlays.sources,
  };
}

async function checkUrl(
  url: string,
  fetchUrl: DocumentFetcher,
  overlays: CommandLineOverlays,
  shown: (file: string, fallback: (file: string) => string) => string,
): Promise<CheckedSource> {
  if (!/^https:\/\//i.test(url)) {
    return {
      kind: 'unreadable',
      message: `cannot fetch "${url}": only https:// URLs are fetched (as for docs.json's \`openapi\`)`,
    };
  }
  const spec = await loadSpec(
    url,
    { readFile: async (path) => overlays.texts.get(path), fetchUrl },
    { overlays: overlays.sources },
  );
  const fetchFailure = spec.diagnostics.find((d) => d.code === 'OPENAPI_FETCH_FAILED');
  if (fetchFailure !== undefined) return { kind: 'unreadable', message: fetchFailure.message };
  return { kind: 'checked', spec, displayFile: (file) => shown(file, (own) => own), overlayFiles: overlays.sources };
}

function describeReadError(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EISDIR') return 'it is a folder, not a file';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  return error instanceof Error ? error.message : String(error);
}
