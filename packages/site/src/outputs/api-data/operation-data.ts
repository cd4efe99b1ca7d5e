import type { OperationDetails } from '../../api-reference/openapi/read-operation.ts';
import type { SchemeUse } from '../../api-reference/openapi/read-security.ts';
import type { ApiOperationData, ApiSecurityData } from './api-data-format.ts';
import { resolveBounded, type ResolveBudget } from './resolve-bounded.ts';

/** Where an operation is documented: its document and page. */
export interface OperationPlace {
  operationId?: string;
  summary?: string;
  /** The OpenAPI document (repository path or URL). */
  document: string;
  /** URL of its page, as the site links it. */
  url: string;
}

/**
 * The data file of one operation page: what the page shows (parameters, request body, responses,
 * security, servers) with every schema and example's `$ref`s resolved within `budget`.
 */
export function operationData(
  details: OperationDetails,
  document: Record<string, unknown>,
  place: OperationPlace,
  budget: ResolveBudget,
): ApiOperationData {
  const resolve = (value: unknown) => resolveBounded(document, value, budget);
  const data: ApiOperationData = {
    version: 1,
    kind: details.kind,
    method: details.method,
    path: details.path,
    ...(place.operationId === undefined ? {} : { operationId: place.operationId }),
    ...(place.summary === undefined ? {} : { summary: place.summary }),
    ...(details.description === undefined ? {} : { description: details.description }),
    deprecated: details.deprecated,
    document: place.document,
    url: place.url,
    servers: details.servers,
    security: details.security.map((option) => option.map(securityData)),
    parameters: details.parameters.map((p) => ({
      name: p.name,
      in: p.in,
      required: p.required,
      ...(p.deprecated ? { deprecated: true as const } : {}),
      ...(p.description === undefined ? {} : { description: p.description }),
      ...(p.schema === undefined ? {} : { schema: resolve(p.schema) }),
    })),
    responses: details.responses.map((r) => ({
      status: r.status,
      ...(r.description === undefined ? {} : { description: r.description }),
      ...(r.contentType === undefined ? {} : { contentType: r.contentType }),
      ...(r.schema === undefined ? {} : { schema: resolve(r.schema) }),
      ...(r.example === undefined ? {} : { example: resolve(r.example) }),
    })),
  };
  const body = details.requestBody;
  if (body !== undefined) {
    data.requestBody = {
      contentType: body.contentType,
      required: body.required,
      ...(body.description === undefined ? {} : { description: body.description }),
      ...(body.schema === undefined ? {} : { schema: resolve(body.schema) }),
      ...(body.example === undefined ? {} : { example: resolve(body.example) }),
    };
  }
  return data;
}

/** A scheme of a security requirement as the data file lists it (no `x-default` value: that is the site's demo key). */
function securityData(use: SchemeUse): ApiSecurityData {
  const scheme = use.scheme;
  const common = {
    scheme: use.id,
    ...(use.description === undefined ? {} : { description: use.description }),
    ...(use.scopes.length === 0 ? {} : { scopes: use.scopes }),
  };
  switch (scheme.type) {
    case 'apiKey':
      return { ...common, type: 'apiKey', in: scheme.in, name: scheme.name };
    case 'http':
      // Every HTTP scheme travels in the `Authorization` header (`other`: the reader types its value).
      return {
        ...common,
        type: scheme.scheme === 'other' ? 'http' : scheme.scheme,
        in: 'header',
        name: 'Authorization',
      };
    case 'oauth2':
      return {
        ...common,
        type: 'oauth2',
        flows: scheme.flows.map((flow) => ({
          kind: flow.kind,
          ...(flow.authorizationUrl === undefined ? {} : { authorizationUrl: flow.authorizationUrl }),
          ...(flow.tokenUrl === undefined ? {} : { tokenUrl: flow.tokenUrl }),
        })),
      };
    case 'openIdConnect':
      return { ...common, type: 'openIdConnect', openIdConnectUrl: scheme.url };
    case 'mutualTLS':
      return { ...common, type: 'mutualTLS' };
  }
}
