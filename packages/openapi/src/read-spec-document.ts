import { createDiagnostic, type DiagnosticCatalogue, type Diagnostic } from '@folio/diagnostics';
import type { SpecIO } from './types.ts';

/** Which kind of document is read, and the codes its loader reports a missing or undownloadable one with. */
export interface SpecDocumentKind<Code extends string> {
  /** `OpenAPI` or `AsyncAPI`, as messages name the document. */
  label: string;
  codes: DiagnosticCatalogue<Code>;
  notFound: Code;
  fetchFailed: Code;
}

/** Reads a repository file through `io`; a missing or unreadable one is the kind's not-found diagnostic. */
export async function readRepoDocument<Code extends string>(
  file: string,
  io: SpecIO,
  kind: SpecDocumentKind<Code>,
): Promise<string | Diagnostic> {
  let text: string | undefined;
  let reason = '';
  try {
    text = await io.readFile(file);
  } catch (error) {
    reason = `: ${error instanceof Error ? error.message : String(error)}`;
  }
  if (text !== undefined) return text;
  return createDiagnostic(kind.codes, kind.notFound, {
    message: `${kind.label} document "${file}" not found in the repository${reason}`,
    file,
  });
}

/** Downloads an `https://` document through `io.fetchUrl`; no fetcher, or a failure, is the kind's fetch diagnostic. */
export async function fetchSpecDocument<Code extends string>(
  url: string,
  io: SpecIO,
  kind: SpecDocumentKind<Code>,
): Promise<string | Diagnostic> {
  if (io.fetchUrl === undefined) {
    return createDiagnostic(kind.codes, kind.fetchFailed, {
      message: `cannot download "${url}": fetching ${kind.label} documents from URLs is not available here`,
      hint: 'Commit the document to the repository and reference its path, or build where URLs can be fetched.',
      file: url,
    });
  }
  try {
    return await io.fetchUrl(url);
  } catch (error) {
    return createDiagnostic(kind.codes, kind.fetchFailed, {
      message: `cannot download "${url}": ${error instanceof Error ? error.message : String(error)}`,
      file: url,
    });
  }
}
