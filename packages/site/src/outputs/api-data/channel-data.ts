import type { ChannelPage } from '@folio/navigation';
import type { ApiChannelData } from './api-data-format.ts';
import { resolveBounded, type ResolveBudget } from './resolve-bounded.ts';

/** Example payloads kept per message. */
const MAX_EXAMPLES = 3;

/**
 * The data file of one AsyncAPI channel page: address, servers, parameters, bindings and each
 * operation's messages (payloads and headers, inlined when the document was read, copied within
 * `budget`).
 */
export function channelData(page: ChannelPage, url: string, budget: ResolveBudget): ApiChannelData {
  const { channel } = page;
  const copy = (value: unknown) => resolveBounded(undefined, value, budget);
  return {
    version: 1,
    kind: 'channel',
    id: channel.id,
    ...(channel.address === undefined ? {} : { address: channel.address }),
    ...(channel.title === undefined ? {} : { title: channel.title }),
    ...(channel.summary === undefined ? {} : { summary: channel.summary }),
    ...(channel.description === undefined ? {} : { description: channel.description }),
    document: page.source,
    url,
    servers: page.servers.map((s) => ({
      name: s.name,
      protocol: s.protocol,
      host: s.host,
      ...(s.pathname === undefined ? {} : { pathname: s.pathname }),
    })),
    parameters: channel.parameters.map((p) => ({
      name: p.name,
      ...(p.description === undefined ? {} : { description: p.description }),
      ...(p.schema === undefined ? {} : { schema: copy(p.schema) }),
    })),
    bindings: channel.bindings,
    operations: channel.operations.map((operation) => ({
      id: operation.id,
      action: operation.action,
      ...(operation.title === undefined ? {} : { title: operation.title }),
      ...(operation.summary === undefined ? {} : { summary: operation.summary }),
      ...(operation.description === undefined ? {} : { description: operation.description }),
      messages: operation.messages.map((m) => ({
        name: m.name,
        ...(m.title === undefined ? {} : { title: m.title }),
        ...(m.summary === undefined ? {} : { summary: m.summary }),
        ...(m.description === undefined ? {} : { description: m.description }),
        ...(m.contentType === undefined ? {} : { contentType: m.contentType }),
        ...(m.payload === undefined ? {} : { payload: copy(m.payload) }),
        ...(m.headers === undefined ? {} : { headers: copy(m.headers) }),
        ...(m.examples.length === 0 ? {} : { examples: m.examples.slice(0, MAX_EXAMPLES).map(copy) }),
      })),
    })),
  };
}
