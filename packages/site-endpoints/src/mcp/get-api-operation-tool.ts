import type { ApiChannelData, ApiIndexChannel, ApiIndexOperation, ApiOperationData } from '@folio/site';
import * as z from 'zod';
import { isRecord } from '../is-record.ts';
import { MAX_ARGUMENT_CHARS } from './mcp-limits.ts';
import { matchApiPath } from './match-api-path.ts';
import { readerApiIndex } from './reader-api-index.ts';
import { defineSiteTool } from './site-tool.ts';
import type { McpToolContext } from './tool-context.ts';
import { toolError, toolResult } from './tool-result.ts';

const METHOD = /^(GET|PUT|POST|DELETE|OPTIONS|HEAD|PATCH|TRACE)\s+(\S.*)$/i;

/** `get_api_operation`: one operation's (or channel's) data file, `$ref`s resolved at build time. */
export const getApiOperationTool = defineSiteTool({
  name: 'get_api_operation',
  title: 'Get an API operation',
  description:
    'Returns one operation of the API this site documents, from its OpenAPI document: method, path, description, servers, security, every parameter, the request body and each response, with their JSON schemas resolved (`$ref`s inlined; a recursive reference is marked `circular`, anything cut for size `truncated`), and the URL of its reference page. Name it by `operationId`, or by `method` and `path` (the path template `/pets/{petId}` or a concrete path `/v1/pets/42`; `path` alone when only one method uses it). For an AsyncAPI channel give `channel` (its id or address) instead: its messages and payload schemas.',
  inputSchema: {
    operationId: z.string().max(MAX_ARGUMENT_CHARS).optional().describe('The OpenAPI `operationId`.'),
    method: z.string().max(10).optional().describe('HTTP method, any case (`GET`).'),
    path: z
      .string()
      .max(MAX_ARGUMENT_CHARS)
      .optional()
      .describe(
        'Path template (`/pets/{petId}`), a concrete path (`/v1/pets/42`) or a full URL; `GET /pets` works too.',
      ),
    channel: z.string().max(MAX_ARGUMENT_CHARS).optional().describe('An AsyncAPI channel id or address.'),
  },
  // Open: the operation or channel data file as the build wrote it (api-data-format.ts), keys beyond these included.
  outputSchema: z.looseObject({
    kind: z.enum(['operation', 'webhook', 'channel']),
    url: z.string().describe('URL of the reference page.'),
    document: z.string().describe('The OpenAPI or AsyncAPI document it comes from.'),
    method: z.string().optional(),
    path: z.string().optional(),
    operationId: z.string().optional(),
    id: z.string().optional().describe('Channel id.'),
    address: z.string().optional(),
    truncated: z.boolean().optional(),
    alsoDocumentedAt: z
      .array(z.string())
      .optional()
      .describe('Other pages of the same operation (other versions or languages of the site).'),
  }),
  async run(args, ctx) {
    const [whole, navigation] = await Promise.all([ctx.site.apiIndex(), ctx.site.navigation()]);
    const index = whole === undefined ? undefined : readerApiIndex(whole, navigation, ctx.readerGroups);
    if (index === undefined)
      return toolError('This site documents no API operations (or was built before they were published as data).');
    if (args.channel !== undefined && args.channel.trim() !== '')
      return channelResult(args.channel.trim(), index.channels, ctx);
    const found = findOperation(args, index.operations);
    if (typeof found === 'string') return toolError(found);
    const [first, ...others] = found as [ApiIndexOperation, ...ApiIndexOperation[]];
    const data = await ctx.site.readJson(
      first.data,
      (value): value is ApiOperationData => isRecord(value) && (value.kind === 'operation' || value.kind === 'webhook'),
    );
    if (data === undefined)
      return toolError(`The data of ${first.method} ${first.path} is missing from this deployment.`);
    const alsoDocumentedAt = others.map((op) => ctx.origin + op.url);
    const result = {
      ...data,
      url: ctx.origin + data.url,
      ...(alsoDocumentedAt.length > 0 ? { alsoDocumentedAt } : {}),
    };
    const also = alsoDocumentedAt.length > 0 ? ` (also on ${alsoDocumentedAt.join(', ')})` : '';
    return toolResult(
      result,
      `${data.method} ${data.path}${data.operationId === undefined ? '' : ` (${data.operationId})`}, documented at ${result.url}${also}\n\n\`\`\`json\n${JSON.stringify(result)}\n\`\`\``,
    );
  },
});

/**
 * The operation the arguments name, or what to say when they name none or several. One operation
 * may have several pages (a site's versions or languages): they come first in navigation order.
 */
function findOperation(
  args: { operationId?: string | undefined; method?: string | undefined; path?: string | undefined },
  operations: readonly ApiIndexOperation[],
): ApiIndexOperation[] | string {
  // Each operation once, however many pages document it.
  const list = (ops: readonly ApiIndexOperation[]) =>
    [
      ...new Set(
        ops.map(
          (op) => `${op.method} ${op.path}${op.operationId === undefined ? '' : ` (operationId ${op.operationId})`}`,
        ),
      ),
    ]
      .slice(0, 15)
      .join('; ');
  const id = args.operationId?.trim();
  if (id !== undefined && id !== '') {
    const exact = operations.filter((op) => op.operationId === id);
    const found =
      exact.length > 0 ? exact : operations.filter((op) => op.operationId?.toLowerCase() === id.toLowerCase());
    if (found.length > 0) return found;
    const near = operations.filter((op) => op.operationId?.toLowerCase().includes(id.toLowerCase().slice(0, 6)));
    return `No operation has operationId "${id}".${near.length > 0 ? ` Close: ${list(near)}.` : ''} Call with \`method\` and \`path\`, or use \`search\`.`;
  }
  let method = args.method?.trim().toUpperCase();
  let path = args.path?.trim() ?? '';
  const written = METHOD.exec(path);
  if (written !== null) {
    method ??= written[1]!.toUpperCase();
    path = written[2]!.trim();
  }
  if (path === '')
    return 'Name the operation: give `operationId`, or `method` and `path` (`GET` and `/pets/{petId}`), or `channel` for an AsyncAPI channel.';
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(path)) {
    try {
      path = decodeURI(new URL(path).pathname);
    } catch {
      return `"${path.slice(0, 200)}" is not a URL or path.`;
    }
  }
  path = path.replace(/[?#].*$/s, '');
  if (!path.startsWith('/')) path = `/${path}`;
  const byMatch = (kind: 'exact' | 'concrete' | 'suffix') =>
    operations.filter((op) => matchApiPath(op.path, path) === kind);
  const onPath = [byMatch('exact'), byMatch('concrete'), byMatch('suffix')].find((ops) => ops.length > 0) ?? [];
  const candidates = method === undefined ? onPath : onPath.filter((op) => op.method === method);
  const asked = method === undefined ? path : `${method} ${path}`;
  // Pages of one operation (same method and path) are one answer; different operations are a question.
  if (
    candidates.length > 0 &&
    candidates.every((op) => op.method === candidates[0]!.method && op.path === candidates[0]!.path)
  )
    return candidates;
  if (candidates.length > 1)
    return `Several operations match ${asked}: ${list(candidates)}. Give \`method\` (and the path template).`;
  if (onPath.length > 0) return `No ${method} operation on ${path}; there is ${list(onPath)}.`;
  const last = path
    .split('/')
    .filter((part) => part !== '' && !part.startsWith('{'))
    .pop()
    ?.toLowerCase();
  const near = last === undefined ? [] : operations.filter((op) => op.path.toLowerCase().includes(last));
  return `No operation of this site's API is at ${asked}.${near.length > 0 ? ` Close: ${list(near)}.` : ''} Use \`search\` to find it.`;
}

async function channelResult(wanted: string, channels: readonly ApiIndexChannel[], ctx: McpToolContext) {
  const lower = wanted.toLowerCase();
  const found =
    channels.find((c) => c.id === wanted || c.address === wanted) ??
    channels.find((c) => c.id.toLowerCase() === lower || c.address?.toLowerCase() === lower);
  if (found === undefined) {
    const names = channels.slice(0, 20).map((c) => (c.address === undefined ? c.id : `${c.id} (${c.address})`));
    return toolError(
      channels.length === 0
        ? 'This site documents no AsyncAPI channels.'
        : `No channel "${wanted.slice(0, 200)}". Channels: ${names.join('; ')}.`,
    );
  }
  const data = await ctx.site.readJson(
    found.data,
    (value): value is ApiChannelData => isRecord(value) && value.kind === 'channel',
  );
  if (data === undefined) return toolError(`The data of channel ${found.id} is missing from this deployment.`);
  const result = { ...data, url: ctx.origin + data.url };
  return toolResult(
    result,
    `Channel ${data.id}${data.address === undefined ? '' : ` (${data.address})`}, documented at ${result.url}\n\n\`\`\`json\n${JSON.stringify(result)}\n\`\`\``,
  );
}
