import { getOperationServers, type LoadedSpec, type Operation } from '@folio/openapi';
import { isObject, type ApiContext } from '../api-context.ts';
import { exampleFromSchema } from './example-from-schema.ts';
import { readSecurity, type SecurityRequirement } from './read-security.ts';
import { readServerTemplates, type ServerTemplate } from './read-server-templates.ts';
import { followRef, resolvePointer } from './resolve-ref.ts';

/** A parameter of an operation, `$ref`s followed. */
export interface OperationParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  description?: string;
  schema?: unknown;
  deprecated: boolean;
  example?: unknown;
  /** The parameter object as the document writes it (for `api.params.post` pills). */
  source?: Record<string, unknown>;
}

/** One response of an operation. */
export interface OperationResponse {
  status: string;
  description?: string;
  contentType?: string;
  schema?: unknown;
  example?: unknown;
}

/** A custom request sample from `x-codeSamples` / `x-code-samples`. */
export interface CodeSample {
  lang: string;
  label: string;
  source: string;
}

/** Everything an API reference page shows about one operation. */
export interface OperationDetails {
  method: string;
  path: string;
  kind: Operation['kind'];
  description?: string;
  deprecated: boolean;
  parameters: OperationParameter[];
  requestBody?: { required: boolean; contentType: string; schema?: unknown; example?: unknown; description?: string };
  responses: OperationResponse[];
  /** Alternatives (any one suffices); each lists the schemes used together (`readSecurity`). */
  security: SecurityRequirement[];
  /** Absolute (or as-written) server URLs, variables replaced by their defaults. */
  servers: string[];
  /** The servers of `servers` that have variables the reader may set (found by their `url`). */
  serverTemplates?: ServerTemplate[];
  codeSamples: CodeSample[];
}

const PARAMETER_IN = new Set(['path', 'query', 'header', 'cookie']);

/** The URL a document was fetched from (relative servers are resolved against it), if it was. */
const documentUrlOf = (spec: LoadedSpec): string | undefined =>
  /^https?:\/\//.test(spec.source) ? spec.source : undefined;

/**
 * Reads an operation from its (not dereferenced) OpenAPI document: path-level and operation
 * parameters (operation wins on name + location), the request body's preferred media type, every
 * response, the effective security (operation, else document) and servers (operation, path item,
 * else document), and custom code samples.
 */
export function readOperation(spec: LoadedSpec, operation: Operation, ctx: ApiContext): OperationDetails | undefined {
  const document = ctx.document;
  // Found where `listOperations` found it: a path item may be a `$ref` (`#/components/pathItems/…`).
  const cut = operation.pointer.lastIndexOf('/');
  const pathItem = followRef(document, resolvePointer(document, operation.pointer.slice(0, cut))).value;
  const op = isObject(pathItem) ? followRef(document, pathItem[operation.pointer.slice(cut + 1)]).value : undefined;
  if (!isObject(op)) return undefined;
  const servers = op.servers ?? (isObject(pathItem) ? pathItem.servers : undefined) ?? document.servers;
  const details: OperationDetails = {
    method: operation.method,
    path: operation.path,
    kind: operation.kind,
    deprecated: operation.deprecated,
    parameters: readParameters(isObject(pathItem) ? pathItem.parameters : undefined, op.parameters, ctx),
    responses: readResponses(op.responses, ctx),
    security: readSecurity(op.security ?? document.security, ctx),
    servers: getOperationServers(servers, documentUrlOf(spec)),
    codeSamples: readCodeSamples(op['x-codeSamples'] ?? op['x-code-samples']),
  };
  const templates = readServerTemplates(servers, documentUrlOf(spec));
  if (templates.length > 0) details.serverTemplates = templates;
  const description = typeof op.description === 'string' ? op.description : operation.description;
  if (description !== undefined) details.description = description;
  const body = followRef(document, op.requestBody).value;
  if (isObject(body) && isObject(body.content)) {
    const [contentType, media] = pickMedia(body.content);
    if (contentType !== undefined) {
      const requestBody: NonNullable<OperationDetails['requestBody']> = {
        required: body.required === true,
        contentType,
      };
      if (isObject(media)) {
        requestBody.schema = media.schema;
        const example = mediaExample(media, ctx);
        if (example !== undefined) requestBody.example = example;
      }
      if (typeof body.description === 'string') requestBody.description = body.description;
      details.requestBody = requestBody;
    }
  }
  return details;
}

function readParameters(pathLevel: unknown, operationLevel: unknown, ctx: ApiContext): OperationParameter[] {
  const byKey = new Map<string, OperationParameter>();
  for (const list of [pathLevel, operationLevel]) {
    if (!Array.isArray(list)) continue;
    for (const entry of list) {
      const p = followRef(ctx.document, entry).value;
      if (!isObject(p) || typeof p.name !== 'string' || typeof p.in !== 'string' || !PARAMETER_IN.has(p.in)) continue;
      const parameter: OperationParameter = {
        name: p.name,
        in: p.in as OperationParameter['in'],
        required: p.required === true || p.in === 'path',
        deprecated: p.deprecated === true,
      };
      if (typeof p.description === 'string') parameter.description = p.description;
      if (p.schema !== undefined) parameter.schema = p.schema;
      const example =
        p.example ??
        firstExample(p.examples, ctx) ??
        (p.schema === undefined ? undefined : exampleFromSchema(p.schema, ctx));
      if (example !== undefined) parameter.example = example;
      parameter.source = p;
      byKey.set(`${parameter.in}:${parameter.name}`, parameter);
    }
  }
  return [...byKey.values()];
}

function readResponses(responses: unknown, ctx: ApiContext): OperationResponse[] {
  if (!isObject(responses)) return [];
  return Object.entries(responses).map(([status, raw]) => {
    const r = followRef(ctx.document, raw).value;
    const response: OperationResponse = { status };
    if (!isObject(r)) return response;
    if (typeof r.description === 'string') response.description = r.description;
    if (isObject(r.content)) {
      const [contentType, media] = pickMedia(r.content);
      if (contentType !== undefined) response.contentType = contentType;
      if (isObject(media)) {
        if (media.schema !== undefined) response.schema = media.schema;
        const example = mediaExample(media, ctx);
        if (example !== undefined) response.example = example;
      }
    }
    return response;
  });
}

function readCodeSamples(samples: unknown): CodeSample[] {
  if (!Array.isArray(samples)) return [];
  return samples.flatMap((sample) => {
    if (!isObject(sample) || typeof sample.source !== 'string') return [];
    const lang = typeof sample.lang === 'string' ? sample.lang : 'text';
    const label = typeof sample.label === 'string' ? sample.label : lang;
    return [{ lang, label, source: sample.source }];
  });
}

/** Prefers JSON, then the first media type listed. */
function pickMedia(content: Record<string, unknown>): [string | undefined, unknown] {
  const types = Object.keys(content);
  const chosen = types.find((type) => /json/i.test(type)) ?? types[0];
  return [chosen, chosen === undefined ? undefined : content[chosen]];
}

function mediaExample(media: Record<string, unknown>, ctx: ApiContext): unknown {
  if (media.example !== undefined) return media.example;
  const named = firstExample(media.examples, ctx);
  if (named !== undefined) return named;
  return media.schema === undefined ? undefined : exampleFromSchema(media.schema, ctx);
}

function firstExample(examples: unknown, ctx: ApiContext): unknown {
  if (!isObject(examples)) return undefined;
  for (const example of Object.values(examples)) {
    const value = followRef(ctx.document, example).value;
    if (isObject(value) && value.value !== undefined) return value.value;
  }
  return undefined;
}
