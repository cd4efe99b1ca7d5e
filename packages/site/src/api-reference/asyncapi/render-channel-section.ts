import type { ChannelPage } from '@folio/navigation';
import type { AsyncApiMessage, AsyncApiOperation, AsyncApiParameter } from '@folio/openapi';
import type { ApiSettings } from '@folio/docs-config';
import type { ApiContext } from '../api-context.ts';
import { html, type SafeHtml } from '@folio/html';
import { renderCodeTabs } from '../render-code-tabs.ts';
import { renderDescription } from '../render-description.ts';
import { renderSchemaFields, schemaTypeLabel } from '../openapi/render-schema.ts';
import { formatExample, INLINED_CONTEXT, messageExample } from './channel-examples.ts';

const ACTION_TITLES = { send: 'Send', receive: 'Receive' } as const;

/**
 * The AsyncAPI part of a channel page, in the layout of OpenAPI pages: the channel's address in
 * the endpoint bar, its description, the servers it is on (protocol and host), its parameters,
 * bindings, and each operation (`send` / `receive`) with its messages: headers and payload as the
 * same schema fields OpenAPI pages use, and an example payload per message beside them.
 * docs.json `api.params.expanded: "all"` opens nested fields, as on OpenAPI pages.
 */
export function renderChannelSection(page: ChannelPage, settings: ApiSettings = {}): SafeHtml {
  const ctx: ApiContext = {
    ...INLINED_CONTEXT,
    ...(settings.params?.expanded === 'all' ? { expanded: true } : {}),
    ...(settings.params?.post === undefined ? {} : { pills: settings.params.post }),
  };
  const { channel } = page;
  const main: SafeHtml[] = [renderDescription(channel.description ?? channel.summary, 'api-description')];
  if (page.servers.length > 0) {
    const servers = page.servers.map(
      (server) =>
        html`<div class="field" data-server="${server.name}"><div class="field-head"><code class="field-name">${server.name}</code><span class="channel-protocol">${server.protocol}</span><code class="field-type">${server.host + (server.pathname ?? '')}</code></div>${renderDescription(server.description, 'field-description')}</div>`,
    );
    main.push(block('servers', 'Servers', servers));
  }
  if (channel.parameters.length > 0)
    main.push(
      block(
        'parameters',
        'Parameters',
        channel.parameters.map((p) => renderParameter(p, ctx)),
      ),
    );
  if (channel.bindings.length > 0) {
    const bindings = channel.bindings.map(
      (binding) =>
        html`<div class="field" data-binding="${binding.protocol}"><div class="field-head"><span class="channel-protocol">${binding.protocol}</span>${binding.summary !== '' && html`<code class="field-type">${binding.summary}</code>`}</div></div>`,
    );
    main.push(block('bindings', 'Bindings', bindings));
  }
  const examples: { label: string; lang: string; code: string }[] = [];
  channel.operations.forEach((operation, index) => {
    main.push(renderOperation(operation, index, page, ctx));
    for (const message of operation.messages)
      addExample(examples, `${ACTION_TITLES[operation.action]} · ${message.title ?? message.name}`, message);
  });
  if (channel.messages.length > 0) {
    main.push(
      block(
        'messages',
        'Other messages',
        channel.messages.map((m, i) => renderMessage(m, page, ctx, i === 0)),
      ),
    );
    for (const message of channel.messages) addExample(examples, message.title ?? message.name, message);
  }
  const tabs = renderCodeTabs('message-examples', 'Message examples', examples);
  const address = channel.address ?? channel.id;
  const actions = [...new Set(channel.operations.map((o) => o.action))].map(
    (action) => html`<span class="channel-action channel-action-${action}">${ACTION_TITLES[action]}</span>`,
  );
  const example =
    tabs.value !== '' &&
    html`<div class="api-example"><h2 class="api-example-title">Message examples</h2>${tabs}</div>`;
  return html`<section class="api asyncapi-channel" data-channel="${channel.id}"><div class="api-endpoint"><span class="method method-channel">CHANNEL</span><code class="api-path">${address}</code>${actions}</div><div class="api-columns"><div class="api-main">${main}</div><div class="api-examples">${example}</div></div></section>`;
}

function renderOperation(operation: AsyncApiOperation, index: number, page: ChannelPage, ctx: ApiContext): SafeHtml {
  const id = `${operation.action}-${slug(operation.id) || index}`;
  const verb =
    operation.verb !== undefined &&
    html` <code class="channel-verb" title="AsyncAPI 2 operation">${operation.verb}</code>`;
  const heading = html`<span class="channel-action channel-action-${operation.action}">${ACTION_TITLES[operation.action]}</span> ${operation.title ?? operation.summary ?? operation.id}${verb}`;
  const description =
    operation.title !== undefined || operation.summary === undefined
      ? (operation.description ?? operation.summary)
      : operation.description;
  const messages =
    operation.messages.length === 0
      ? html`<p class="field-description">No message is described.</p>`
      : operation.messages.map((message, i) => renderMessage(message, page, ctx, i === 0));
  return html`<section class="api-block" data-operation-action="${operation.action}" data-operation-id="${operation.id}"><h2 id="${id}">${heading}</h2>${renderDescription(description)}${messages}</section>`;
}

function renderMessage(message: AsyncApiMessage, page: ChannelPage, ctx: ApiContext, open: boolean): SafeHtml {
  const contentType = message.contentType ?? page.defaultContentType;
  const type =
    message.payload !== undefined && html` <span class="field-type">${schemaTypeLabel(message.payload, ctx)}</span>`;
  const headers =
    message.headers !== undefined &&
    html`<p class="variants-title">Headers</p>${renderSchemaFields(message.headers, ctx)}`;
  const payload =
    message.payload !== undefined &&
    html`<p class="variants-title">Payload</p>${renderSchemaFields(message.payload, ctx)}`;
  const title = message.title !== undefined && message.title !== message.name && html` ${message.title}`;
  const code = contentType !== undefined && html` <code>${contentType}</code>`;
  return html`<details class="response channel-message" data-message="${message.name}"${open && html` open`}><summary><span class="status">${message.name}</span>${title}${code}${type}</summary>${renderDescription(message.description ?? message.summary)}${headers}${payload}</details>`;
}

function renderParameter(parameter: AsyncApiParameter, ctx: ApiContext): SafeHtml {
  const type = parameter.schema === undefined ? 'string' : schemaTypeLabel(parameter.schema, ctx);
  const allowed =
    parameter.enum !== undefined &&
    html`<p class="field-enum">Allowed values: ${parameter.enum.map((v, i) => html`${i === 0 ? '' : ', '}<code>${JSON.stringify(v)}</code>`)}</p>`;
  const fallback =
    parameter.default !== undefined &&
    html`<span class="field-default">default: <code>${JSON.stringify(parameter.default)}</code></span>`;
  return html`<div class="field" data-param="${parameter.name}"><div class="field-head"><code class="field-name">${parameter.name}</code><span class="field-type">${type}</span><span class="field-required">required</span>${fallback}</div>${renderDescription(parameter.description, 'field-description')}${allowed}</div>`;
}

function addExample(
  examples: { label: string; lang: string; code: string }[],
  label: string,
  message: AsyncApiMessage,
): void {
  const example = messageExample(message);
  if (example !== undefined) examples.push({ label, lang: 'json', code: formatExample(example) });
}

function block(id: string, title: string, body: SafeHtml[]): SafeHtml {
  return html`<section class="api-block" data-channel-${id}><h2 id="${id}">${title}</h2><div class="fields">${body}</div></section>`;
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
