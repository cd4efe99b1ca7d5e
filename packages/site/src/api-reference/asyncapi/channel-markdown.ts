import type { ChannelPage } from '@folio/navigation';
import { schemaFieldsMarkdown } from '../openapi/schema-fields-markdown.ts';
import { formatExample, INLINED_CONTEXT, messageExample } from './channel-examples.ts';

/**
 * A channel as Markdown: address, servers, parameters, bindings, and each operation's messages
 * with an example payload. With `fields` (for `<path>.md` and `llms-full.txt`; not for the search
 * index) also the fields of each message's payload (`schemaFieldsMarkdown`).
 */
export function channelMarkdown(page: ChannelPage, options: { fields?: boolean } = {}): string {
  const { channel } = page;
  const lines = [`Channel: \`${channel.address ?? channel.id}\``, ''];
  const description = channel.description ?? channel.summary;
  if (description !== undefined) lines.push(description.trim(), '');
  if (page.servers.length > 0) {
    lines.push('## Servers', '');
    for (const s of page.servers)
      lines.push(
        `- \`${s.name}\`: ${s.protocol}://${s.host.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')}${s.pathname ?? ''}`,
      );
    lines.push('');
  }
  if (channel.parameters.length > 0) {
    lines.push('## Parameters', '');
    for (const p of channel.parameters)
      lines.push(`- \`${p.name}\`${p.description === undefined ? '' : `: ${oneLine(p.description)}`}`);
    lines.push('');
  }
  if (channel.bindings.length > 0) {
    lines.push('## Bindings', '');
    for (const b of channel.bindings) lines.push(`- ${b.protocol}${b.summary === '' ? '' : `: ${b.summary}`}`);
    lines.push('');
  }
  for (const operation of channel.operations) {
    lines.push(
      `## ${operation.action === 'send' ? 'Send' : 'Receive'}: ${operation.title ?? operation.summary ?? operation.id}`,
      '',
    );
    if (operation.description !== undefined) lines.push(operation.description.trim(), '');
    for (const message of [...operation.messages]) {
      lines.push(`### Message \`${message.name}\``, '');
      if (message.summary !== undefined || message.description !== undefined)
        lines.push(oneLine((message.description ?? message.summary) as string), '');
      const fields =
        options.fields === true && message.payload !== undefined
          ? schemaFieldsMarkdown(message.payload, INLINED_CONTEXT)
          : [];
      if (fields.length > 0) lines.push('Payload:', '', ...fields, '');
      const example = messageExample(message);
      if (example !== undefined) lines.push('```json', formatExample(example), '```', '');
    }
  }
  return lines.join('\n');
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
