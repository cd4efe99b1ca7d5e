import type { ApiSettings } from '@folio/docs-config';
import { isObject, type ApiContext } from '../api-context.ts';
import { buildRequestSamples } from './build-request-samples.ts';
import { escapeHtml } from '@folio/html';
import type { OperationDetails, OperationParameter, SecurityInput } from './read-operation.ts';
import { renderCodeTabs } from '../render-code-tabs.ts';
import { renderDescription } from '../render-description.ts';
import { renderFieldPills } from './render-field-pills.ts';
import { renderPlayground } from './render-playground.ts';
import { renderSchemaFields, schemaTypeLabel } from './render-schema.ts';
import { followRef } from './resolve-ref.ts';

const LOCATION_TITLES = {
  path: 'Path parameters',
  query: 'Query parameters',
  header: 'Headers',
  cookie: 'Cookies',
} as const;

/**
 * The API reference part of a page: method and path, description, playground, authorizations,
 * parameters by location, request body, responses per status (fields and examples), and request
 * samples (cURL, JavaScript, Python, `x-codeSamples`) beside them. Webhooks get no playground.
 *
 * docs.json `api` shapes it: `playground.display` (`interactive` shows the playground; `simple`,
 * `none` and `auth` do not — Folio sites have no signed-in readers), `playground.proxy` and
 * `credentials`, `params.expanded: "all"` (child attributes open), `examples` (languages, defaults,
 * prefill, autogenerate) and `url: "full"` (the server before the path).
 */
export function renderApiSection(
  details: OperationDetails,
  apiContext: ApiContext,
  proxy: boolean,
  settings: ApiSettings = {},
): string {
  const ctx: ApiContext = {
    ...apiContext,
    ...(settings.params?.expanded === 'all' ? { expanded: true } : {}),
    ...(settings.params?.post === undefined ? {} : { pills: settings.params.post }),
  };
  const main: string[] = [];
  main.push(renderDescription(details.description, 'api-description'));
  const display = settings.playground?.display ?? 'interactive';
  if (details.kind === 'operation' && display === 'interactive') {
    main.push(
      renderPlayground(details, proxy, {
        prefill: settings.examples?.prefill === true,
        credentials: settings.playground?.credentials === true,
      }),
    );
  }
  if (details.security.length > 0) main.push(renderSecurity(details.security));
  for (const where of ['path', 'query', 'header', 'cookie'] as const) {
    const params = details.parameters.filter((p) => p.in === where);
    if (params.length === 0) continue;
    main.push(
      `<section class="api-block" data-params="${where}"><h2 id="${where}-parameters">${LOCATION_TITLES[where]}</h2>` +
        `<div class="fields">${params.map((p) => renderParameter(p, ctx)).join('')}</div></section>`,
    );
  }
  const body = details.requestBody;
  if (body !== undefined) {
    main.push(
      `<section class="api-block" data-body><h2 id="body">Body</h2>` +
        `<p class="api-media"><code>${escapeHtml(body.contentType)}</code>${body.required ? ' <span class="field-required">required</span>' : ''}</p>` +
        renderDescription(body.description) +
        renderSchemaFields(body.schema, ctx) +
        `</section>`,
    );
  }
  if (details.responses.length > 0) {
    const responses = details.responses.map((response, index) => {
      const fields = response.schema === undefined ? '' : renderSchemaFields(response.schema, ctx);
      const type =
        response.schema === undefined
          ? ''
          : ` <span class="field-type">${escapeHtml(schemaTypeLabel(response.schema, ctx))}</span>`;
      return (
        `<details class="response" data-response-status="${escapeHtml(response.status)}"${index === 0 ? ' open' : ''}>` +
        `<summary><span class="status status-${escapeHtml(response.status.charAt(0))}xx">${escapeHtml(response.status)}</span>` +
        `${response.contentType === undefined ? '' : ` <code>${escapeHtml(response.contentType)}</code>`}${type}</summary>` +
        `${renderDescription(response.description)}${fields}</details>`
      );
    });
    main.push(
      `<section class="api-block" data-responses><h2 id="responses">Responses</h2>${responses.join('')}</section>`,
    );
  }

  const samples = renderCodeTabs(
    'request-samples',
    'Request samples',
    buildRequestSamples(details, settings.examples).map((sample) => ({
      label: sample.label,
      lang: sample.lang,
      code: sample.source,
    })),
  );
  const responseExamples = renderCodeTabs(
    'response-examples',
    'Response examples',
    details.responses
      .filter((response) => response.example !== undefined)
      .map((response) => ({
        label: response.status,
        lang: 'json',
        code: typeof response.example === 'string' ? response.example : JSON.stringify(response.example, null, 2),
      })),
  );
  const deprecated = details.deprecated ? ' <span class="field-deprecated">deprecated</span>' : '';
  return (
    `<section class="api" data-operation="${escapeHtml(`${details.method} ${details.path}`)}">` +
    `<div class="api-endpoint"><span class="method method-${details.method.toLowerCase()}">${escapeHtml(details.kind === 'webhook' ? `WEBHOOK ${details.method}` : details.method)}</span>` +
    `<code class="api-path">${escapeHtml((settings.url === 'full' ? (details.servers[0] ?? '').replace(/\/+$/, '') : '') + details.path)}</code>${deprecated}</div>` +
    `<div class="api-columns"><div class="api-main">${main.join('')}</div>` +
    `<div class="api-examples">${samples === '' ? '' : `<div class="api-example"><h2 class="api-example-title">Request</h2>${samples}</div>`}` +
    `${responseExamples === '' ? '' : `<div class="api-example"><h2 class="api-example-title">Response</h2>${responseExamples}</div>`}</div></div></section>`
  );
}

function renderParameter(param: OperationParameter, ctx: ApiContext): string {
  const schema = followRef(ctx.document, param.schema).value;
  const meta = [
    `<span class="field-type">${escapeHtml(param.schema === undefined ? 'string' : schemaTypeLabel(param.schema, ctx))}</span>`,
  ];
  if (param.required) meta.push('<span class="field-required">required</span>');
  if (param.deprecated) meta.push('<span class="field-deprecated">deprecated</span>');
  if (isObject(schema) && schema.default !== undefined) {
    meta.push(`<span class="field-default">default: <code>${escapeHtml(JSON.stringify(schema.default))}</code></span>`);
  }
  // `api.params.post`: the parameter object's own keys first, then its schema's.
  meta.push(renderFieldPills({ ...(isObject(schema) ? schema : {}), ...param.source }, ctx.pills));
  const allowed =
    isObject(schema) && Array.isArray(schema.enum)
      ? `<p class="field-enum">Allowed values: ${schema.enum.map((v) => `<code>${escapeHtml(JSON.stringify(v))}</code>`).join(', ')}</p>`
      : '';
  const nested =
    isObject(schema) && isObject(schema.properties)
      ? `<details class="expandable"${ctx.expanded === true ? ' open' : ''}><summary>Show child attributes</summary>${renderSchemaFields(param.schema, ctx)}</details>`
      : '';
  return (
    `<div class="field" data-param="${escapeHtml(param.name)}"><div class="field-head"><code class="field-name">${escapeHtml(param.name)}</code>${meta.join('')}</div>` +
    `${renderDescription(param.description ?? (isObject(schema) ? schema.description : undefined), 'field-description')}${allowed}${nested}</div>`
  );
}

function renderSecurity(options: readonly SecurityInput[][]): string {
  const describe = (input: SecurityInput) => {
    const how =
      input.kind === 'bearer'
        ? `<code>Authorization: Bearer &lt;token&gt;</code> header`
        : input.kind === 'basic'
          ? `<code>Authorization: Basic &lt;credentials&gt;</code> header`
          : `<code>${escapeHtml(input.name)}</code> ${input.in}`;
    return `<div class="field" data-security="${escapeHtml(input.scheme)}"><div class="field-head"><code class="field-name">${escapeHtml(input.scheme)}</code><span class="field-type">${escapeHtml(input.kind)}</span><span class="field-required">required</span></div><p class="field-description">Send ${how}.</p>${renderDescription(input.description, 'field-description')}</div>`;
  };
  const blocks = options.map(
    (option, index) =>
      (options.length > 1 ? `<p class="variants-title">Option ${index + 1}</p>` : '') + option.map(describe).join(''),
  );
  return `<section class="api-block" data-security-requirements><h2 id="authorizations">Authorizations</h2><div class="fields">${blocks.join('')}</div></section>`;
}
