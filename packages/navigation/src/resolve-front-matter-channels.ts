import { createDiagnostic, type Diagnostic } from '@folio/diagnostics';
import { channelTitle, describeProblem, parseChannelRef, type LoadedAsyncApi } from '@folio/openapi';
import { asyncApiSourceKey } from './asyncapi-sources.ts';
import { navigationCodes } from './codes.ts';
import { channelPageOf } from './generate-channel-groups.ts';
import type { PageFile, SitePage } from './types.ts';

/**
 * Matches every page's `asyncapi` front matter (`<channelId>`, or `<document> <channelId>` with
 * the document as a repository path from the root or relative to the page, or a URL) against the
 * loaded AsyncAPI documents, and adds what the page gains (`asyncapi`, `channel`, a fallback
 * title) to `byPage`. Without a document, every document is searched and the last one with the
 * channel wins, as in the reference. A value that matches nothing is an error at its line.
 */
export function resolveFrontMatterChannels(
  pages: readonly PageFile[],
  documents: readonly LoadedAsyncApi[],
  byPage: Map<string, Partial<SitePage>>,
  diagnostics: Diagnostic[],
): void {
  for (const page of pages) {
    const value = page.frontMatter.asyncapi;
    if (value === undefined) continue;
    const ref = parseChannelRef(value);
    const candidates = documents.filter(
      (document) => document.ok && (ref?.file === undefined || sameDocument(ref.file, page.file, document.source)),
    );
    const match =
      ref === undefined
        ? undefined
        : candidates
            .flatMap((document) =>
              document.channels.filter((c) => c.id === ref.channelId).map((channel) => ({ document, channel })),
            )
            .pop();
    if (match === undefined) {
      const broken =
        ref?.file === undefined
          ? undefined
          : documents.find((document) => !document.ok && sameDocument(ref.file as string, page.file, document.source));
      const problem = broken?.diagnostics.find((d) => d.severity === 'error');
      diagnostics.push(
        createDiagnostic(navigationCodes, 'NAV_ASYNCAPI_UNMATCHED', {
          message: `asyncapi metadata ${JSON.stringify(value)} matches no channel of the loaded AsyncAPI documents, so the page shows none`,
          file: page.file,
          path: 'asyncapi',
          line: page.frontMatterLines?.asyncapi,
          ...(ref?.file === undefined
            ? {}
            : {
                // A document that is there but cannot be used: its own first error, where it is.
                hint:
                  broken !== undefined && problem !== undefined
                    ? `"${broken.source}" cannot be used: ${describeProblem(problem)}`
                    : `check that "${ref.file}" is an AsyncAPI document of the repository and has a channel "${ref.channelId}"`,
              }),
        }),
      );
      continue;
    }
    const { document, channel } = match;
    byPage.set(page.path, {
      ...byPage.get(page.path),
      asyncapi: `${document.source} ${channel.id}`,
      channel: channelPageOf(document, channel),
      title: channelTitle(channel),
    });
  }
}

/** A front matter document names `source` from the repository root or, as in the reference, relative to the page's folder. */
function sameDocument(written: string, pageFile: string, source: string): boolean {
  const key = asyncApiSourceKey(source);
  if (asyncApiSourceKey(written) === key) return true;
  const folder = pageFile.includes('/') ? pageFile.slice(0, pageFile.lastIndexOf('/')) : '';
  return (
    !written.startsWith('/') &&
    !/^[a-z][a-z0-9+.-]*:\/\//i.test(written) &&
    asyncApiSourceKey(`${folder}/${written}`) === key
  );
}
