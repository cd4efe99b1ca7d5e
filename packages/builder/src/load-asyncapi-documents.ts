import type { Diagnostic } from '@folio/diagnostics';
import type { DocsConfig } from '@folio/docs-config';
import type { PageFile, SitePage } from '@folio/navigation';
import { loadAsyncApi, type LoadedAsyncApi, type SpecIO } from '@folio/openapi';
import { collectAsyncApiSources, isAsyncApiText } from './collect-asyncapi-sources.ts';
import { guardTenantWork } from './guard-tenant-work.ts';
import { internalErrorDiagnostic } from './internal-error-diagnostic.ts';
import { mapWithConcurrency } from './map-with-concurrency.ts';

/** Files larger than this are not opened when looking for AsyncAPI documents. */
const MAX_CANDIDATE_BYTES = 10 * 1024 * 1024;

/** The AsyncAPI documents of one analysis, and which of them docs.json names. */
export interface AsyncApiDocuments {
  documents: LoadedAsyncApi[];
  /** Sources docs.json names (`api.asyncapi`, navigation `asyncapi`), in `sourceKey` form: their problems are always reported. */
  named: Set<string>;
  /** Sources pages' `asyncapi` front matter names, in `sourceKey` form: reported too when they exist. */
  frontMatterNamed: Set<string>;
}

/**
 * Loads every AsyncAPI document the repository refers to (see `collectAsyncApiSources`), through
 * the same I/O as OpenAPI documents: repository files, and `https://` URLs only with the build's
 * safe fetcher. When a page names a channel without its document, the repository's AsyncAPI files
 * are loaded too. A Folio bug while loading one document costs that document only.
 */
export async function loadAsyncApiDocuments(
  config: DocsConfig,
  pages: readonly PageFile[],
  files: readonly string[],
  io: SpecIO,
): Promise<AsyncApiDocuments> {
  const { sources, needsAll } = collectAsyncApiSources(config, pages);
  const named = new Set(collectAsyncApiSources(config, []).sources.map(sourceKey));
  const frontMatterNamed = new Set(sources.map(sourceKey).filter((key) => !named.has(key)));
  const all = new Set(sources);
  if (needsAll) {
    const candidates = files.filter(
      (file) => /\.(json|ya?ml)$/i.test(file) && !file.split('/').includes('node_modules') && file !== 'docs.json',
    );
    await mapWithConcurrency(candidates, 8, async (file) => {
      const text = await io.readFile(file).catch(() => undefined);
      if (text !== undefined && text.length <= MAX_CANDIDATE_BYTES && isAsyncApiText(file, text)) all.add(file);
    });
  }
  const documents = await mapWithConcurrency([...all], 4, (source) =>
    guardTenantWork(
      () => loadAsyncApi(source, io),
      (error): LoadedAsyncApi => ({
        source,
        ok: false,
        servers: [],
        channels: [],
        diagnostics: [
          internalErrorDiagnostic('BUILD_INTERNAL_FILE_ERROR', source, 'loading the AsyncAPI document', error),
        ],
      }),
    ),
  );
  // A front matter candidate that is not there (the page-relative reading of a root path) is no
  // document: the page's own unmatched reference is the problem to report. One that is there but
  // broken is kept, so that its own problems are reported at the document.
  return {
    documents: documents.filter((document) => named.has(sourceKey(document.source)) || !isMissing(document)),
    named,
    frontMatterNamed,
  };
}

function isMissing(document: LoadedAsyncApi): boolean {
  return !document.ok && document.diagnostics.some((d) => d.code === 'ASYNCAPI_NOT_FOUND');
}

/**
 * The problems of the documents that docs.json names, that a page's front matter names (however
 * broken), or that a page documents a channel of: each once, at the document.
 */
export function asyncApiDiagnostics(loaded: AsyncApiDocuments, pages: readonly SitePage[]): Diagnostic[] {
  const used = new Set([...loaded.named, ...loaded.frontMatterNamed]);
  for (const page of pages) if (page.channel !== undefined) used.add(sourceKey(page.channel.source));
  return loaded.documents
    .filter((document) => used.has(sourceKey(document.source)))
    .flatMap((document) => document.diagnostics);
}

/** One spelling per document: URLs as `URL.href` (`https://x.io` is `https://x.io/`), paths without `./` or a leading `/`. */
function sourceKey(source: string): string {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(source)) return URL.canParse(source) ? new URL(source).href : source;
  return source.replace(/^(\.\/|\/)+/, '');
}
