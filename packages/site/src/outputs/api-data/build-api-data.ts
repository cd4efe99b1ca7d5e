import type { SitePage } from '@folio/navigation';
import type { PreparedOperation } from '../../api-reference/openapi/prepare-operations.ts';
import type { SiteFile } from '../../types.ts';
import {
  API_INDEX_URL,
  apiDataUrl,
  type ApiChannelData,
  type ApiIndex,
  type ApiOperationData,
} from './api-data-format.ts';
import { channelData } from './channel-data.ts';
import { operationData } from './operation-data.ts';
import type { ResolveBudget } from './resolve-bounded.ts';

/**
 * Largest data file of one page: what an MCP tool call returns whole (about 25,000 tokens of an
 * agent's context). A schema graph can multiply when inlined; past this the file is made again
 * with a smaller copy budget (each try a quarter of the last), marked `truncated`.
 */
const MAX_DATA_BYTES = 96 * 1024;
/** Copy budget of the first try (object keys and array items). */
const FIRST_BUDGET = 10_000;
const LAST_BUDGET = 300;

const JSON_TYPE = 'application/json';

/**
 * The API reference as data (`/_folio/api/index.json` and one file per API page, see
 * `api-data-format.ts`): every page that documents an OpenAPI operation or an AsyncAPI channel,
 * in page order. `urlOf` gives a page's URL as the site links it.
 */
export function buildApiData(
  pages: readonly SitePage[],
  operations: ReadonlyMap<string, PreparedOperation>,
  urlOf: (pagePath: string) => string,
): SiteFile[] {
  const index: ApiIndex = { version: 1, operations: [], channels: [] };
  const files: SiteFile[] = [];
  for (const page of pages) {
    const prepared = operations.get(page.path);
    const url = urlOf(page.path);
    const data = apiDataUrl(page.path);
    if (prepared !== undefined && page.operation !== undefined) {
      const operation = page.operation;
      const place = {
        ...(operation.operationId === undefined ? {} : { operationId: operation.operationId }),
        ...(operation.summary === undefined ? {} : { summary: operation.summary }),
        document: page.spec ?? '',
        url,
      };
      files.push(dataFile(data, (budget) => operationData(prepared.details, prepared.ctx.document, place, budget)));
      index.operations.push({
        kind: prepared.details.kind,
        method: prepared.details.method,
        path: prepared.details.path,
        ...place,
        ...(prepared.details.deprecated ? { deprecated: true as const } : {}),
        data,
      });
    } else if (page.channel !== undefined) {
      const channel = page.channel;
      files.push(dataFile(data, (budget) => channelData(channel, url, budget)));
      index.channels.push({
        id: channel.channel.id,
        ...(channel.channel.address === undefined ? {} : { address: channel.channel.address }),
        ...(channel.channel.title === undefined ? {} : { title: channel.channel.title }),
        document: channel.source,
        url,
        data,
      });
    }
  }
  if (index.operations.length === 0 && index.channels.length === 0) return [];
  return [jsonFile(API_INDEX_URL, JSON.stringify(index)), ...files];
}

/** A page's data file within `MAX_DATA_BYTES`, made with smaller budgets until it fits. */
function dataFile(url: string, make: (budget: ResolveBudget) => ApiOperationData | ApiChannelData): SiteFile {
  let body = '';
  for (let nodes = FIRST_BUDGET; ; nodes = Math.floor(nodes / 4)) {
    const budget: ResolveBudget = { nodes };
    const data = make(budget);
    if (budget.cut === true) data.truncated = true;
    body = JSON.stringify(data);
    if (Buffer.byteLength(body) <= MAX_DATA_BYTES || nodes <= LAST_BUDGET) break;
  }
  return jsonFile(url, body);
}

function jsonFile(url: string, body: string): SiteFile {
  return { path: url.slice(1), urlPath: url, contentType: JSON_TYPE, body };
}
