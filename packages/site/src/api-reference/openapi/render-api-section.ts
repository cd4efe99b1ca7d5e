import type { ApiSettings } from '@folio/docs-config';
import { isObject, type ApiContext } from '../api-context.ts';
import { buildRequestSamples } from './build-request-samples.ts';
import { html, type SafeHtml } from '@folio/html';
import type { OperationDetails, OperationParameter } from './read-operation.ts';
import { renderAuthorizations } from './render-authorizations.ts';
import { renderRequestSamples } from './render-request-samples.ts';
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

/** What an API section needs from the site besides the operation and docs.json. */
export interface ApiSectionOptions {
  /** URL of the request-samples bundle (`requestSamplesAsset`), which redraws the samples as the reader types. */
  samplesRuntime?: string;
}

/**
 * The API reference part of a page: method and path, description, playground, authorizations,
 * parameters by location, request body, responses per status (fields and examples), and request
 * samples (`x-codeSamples`, then a dozen generated languages) beside them. Webhooks get no playground.
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
  options: ApiSectionOptions = {},
): SafeHtml {
  const ctx: ApiContext = {
    ...apiContext,
    ...(settings.params?.expanded === 'all' ? { expanded: true } : {}),
    ...(settings.params?.post === undefined ? {} : { pills: settings.params.post }),
  };
  const main: SafeHtml[] = [];
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
  if (details.security.some((requirement) => requirement.length > 0)) main.push(renderAuthorizations(details.security));
  for (const where of ['path', 'query', 'header', 'cookie'] as const) {
    const params = details.parameters.filter((p) => p.in === where);
    if (params.length === 0) continue;
    const fields = params.map((p) => renderParameter(p, ctx));
    main.push(
      html`<section class="api-block" data-params="${where}"><h2 id="${where}-parameters">${LOCATION_TITLES[where]}</h2><div class="fields">${fields}</div></section>`,
    );
  }
  const body = details.requestBody;
  if (body !== undefined) {
    const required = body.required && html` <span class="field-required">required</span>`;
    main.push(
      html`<section class="api-block" data-body><h2 id="body">Body</h2><p class="api-media"><code>${body.contentType}</code>${required}</p>${renderDescription(body.description)}${renderSchemaFields(body.schema, ctx)}</section>`,
    );
  }
  if (details.responses.length > 0) {
    const responses = details.responses.map((response, index) => {
      const fields = response.schema !== undefined && renderSchemaFields(response.schema, ctx);
      const type =
        response.schema !== undefined &&
        html` <span class="field-type">${schemaTypeLabel(response.schema, ctx)}</span>`;
      const contentType = response.contentType !== undefined && html` <code>${response.contentType}</code>`;
      return html`<details class="response" data-response-status="${response.status}"${index === 0 && html` open`}><summary><span class="status status-${response.status.charAt(0)}xx">${response.status}</span>${contentType}${type}</summary>${renderDescription(response.description)}${fields}</details>`;
    });
    main.push(html`<section class="api-block" data-responses><h2 id="responses">Responses</h2>${responses}</section>`);
  }

  const samples = renderRequestSamples(
    buildRequestSamples(details, settings.examples),
    options.samplesRuntime,
    settings.examples?.defaults,
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
  const deprecated = details.deprecated && html` <span class="field-deprecated">deprecated</span>`;
  const method = details.kind === 'webhook' ? `WEBHOOK ${details.method}` : details.method;
  const path = (settings.url === 'full' ? (details.servers[0] ?? '').replace(/\/+$/, '') : '') + details.path;
  const request =
    samples.value !== '' && html`<div class="api-example"><h2 class="api-example-title">Request</h2>${samples}</div>`;
  const response =
    responseExamples.value !== '' &&
    html`<div class="api-example"><h2 class="api-example-title">Response</h2>${responseExamples}</div>`;
  return html`<section class="api" data-operation="${`${details.method} ${details.path}`}"><div class="api-endpoint"><span class="method method-${details.method.toLowerCase()}">${method}</span><code class="api-path">${path}</code>${deprecated}</div><div class="api-columns"><div class="api-main">${main}</div><div class="api-examples">${request}${response}</div></div></section>`;
}

function renderParameter(param: OperationParameter, ctx: ApiContext): SafeHtml {
  const schema = followRef(ctx.document, param.schema).value;
  const type = param.schema === undefined ? 'string' : schemaTypeLabel(param.schema, ctx);
  const meta = [
    html`<span class="field-type">${type}</span>`,
    param.required && html`<span class="field-required">required</span>`,
    param.deprecated && html`<span class="field-deprecated">deprecated</span>`,
    isObject(schema) &&
      schema.default !== undefined &&
      html`<span class="field-default">default: <code>${JSON.stringify(schema.default)}</code></span>`,
    // `api.params.post`: the parameter object's own keys first, then its schema's.
    renderFieldPills({ ...(isObject(schema) ? schema : {}), ...param.source }, ctx.pills),
  ];
  const allowed =
    isObject(schema) &&
    Array.isArray(schema.enum) &&
    html`<p class="field-enum">Allowed values: ${schema.enum.map((v, i) => html`${i === 0 ? '' : ', '}<code>${JSON.stringify(v)}</code>`)}</p>`;
  const nested =
    isObject(schema) &&
    isObject(schema.properties) &&
    html`<details class="expandable"${ctx.expanded === true && html` open`}><summary>Show child attributes</summary>${renderSchemaFields(param.schema, ctx)}</details>`;
  const description = renderDescription(
    param.description ?? (isObject(schema) ? schema.description : undefined),
    'field-description',
  );
  return html`<div class="field" data-param="${param.name}"><div class="field-head"><code class="field-name">${param.name}</code>${meta}</div>${description}${allowed}${nested}</div>`;
}
