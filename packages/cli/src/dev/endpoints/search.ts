import type { IncomingMessage, ServerResponse } from 'node:http';
import { snapshotFiles } from '../snapshot-files.ts';
import type { EndpointContext } from './endpoint-context.ts';
import { sendAnswer } from './respond.ts';

/** The edge's search, on the last good build: the same answers, without its rate limit. */
export async function handleSearch(
  { options, endpoints, siteRoot }: EndpointContext,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const { answerSearchRequest, searchError, searchErrorAnswer, sites } = await endpoints();
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return sendAnswer(
      request,
      response,
      searchErrorAnswer(searchError('SEARCH_METHOD_NOT_ALLOWED'), { allow: 'GET, HEAD' }),
    );
  const snapshot = options.snapshot();
  if (snapshot === undefined)
    return sendAnswer(
      request,
      response,
      searchErrorAnswer(
        searchError('SEARCH_NOT_AVAILABLE', 'folio dev has not built the site yet; search again when it has.'),
        {
          'retry-after': '1',
        },
      ),
    );
  const url = request.url ?? '';
  const mark = url.indexOf('?');
  const reader = (await options.reader?.().catch(() => null)) ?? null;
  const answer = await answerSearchRequest(mark < 0 ? '' : url.slice(mark + 1), sites.get(snapshotFiles(snapshot)), {
    origin: siteRoot(request),
    ifNoneMatch: undefined,
    cacheControl: 'no-store',
    // As the edge searches for a signed-in reader: the pages of their groups too.
    ...(reader === null ? {} : { readerGroups: reader.groups }),
  });
  sendAnswer(request, response, answer);
}
