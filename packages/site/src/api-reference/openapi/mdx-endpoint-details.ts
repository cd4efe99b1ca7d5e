import type { DocsConfig, MdxAuth } from '@folio/docs-config';
import type { OperationDetails, OperationParameter } from './read-operation.ts';
import type { SecurityRequirement } from './read-security.ts';

// The fields an `api:` page documents with <ParamField>, as the content renderer marks them up.
const PARAM_FIELD =
  /<div class="field param-field[^"]*" data-location="(path|query|header|body)" data-name="([^"]*)"( data-required="true")?/g;
const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The operation an MDX page written with `api:` front matter describes, in the shape the
 * playground takes: the method; the servers of `api.mdx.server` (or the origin of a full URL in
 * `api:`); path, query and header parameters from the page's `<ParamField>`s (plus any `{name}`
 * of the path the page does not document); a JSON body of its `body` fields; and the auth of
 * `api.mdx.auth` (`bearer`, `basic`, or `key` sent in the header `name`). `cobo` asks for nothing:
 * its requests are signed with the reader's private key, which a docs page must never hold.
 */
export function mdxEndpointDetails(
  endpoint: { method: string; url: string },
  config: DocsConfig,
  pageHtml: string,
): OperationDetails {
  let servers = config.api?.mdx?.server ?? [];
  let path = endpoint.url.startsWith('/') ? endpoint.url : `/${endpoint.url}`;
  if (/^https?:\/\//i.test(endpoint.url)) {
    const url = URL.canParse(endpoint.url) ? new URL(endpoint.url) : undefined;
    servers = url === undefined ? [] : [url.origin];
    path = url === undefined ? '/' : safeDecode(url.pathname);
  }
  const parameters: OperationParameter[] = [];
  const bodyFields: string[] = [];
  for (const [, location, rawName, required] of pageHtml.matchAll(PARAM_FIELD)) {
    const name = unescapeAttribute(rawName!);
    if (name === '' || parameters.some((p) => p.in === location && p.name === name) || bodyFields.includes(name))
      continue;
    if (location === 'body') bodyFields.push(name);
    else
      parameters.push({
        name,
        in: location as OperationParameter['in'],
        required: required !== undefined || location === 'path',
        deprecated: false,
      });
  }
  for (const [, name] of path.matchAll(/\{([^{}]+)\}/g)) {
    if (!parameters.some((p) => p.in === 'path' && p.name === name))
      parameters.push({ name: name!, in: 'path', required: true, deprecated: false });
  }
  const details: OperationDetails = {
    method: endpoint.method,
    path,
    kind: 'operation',
    deprecated: false,
    parameters,
    responses: [],
    security: securityOf(config.api?.mdx?.auth),
    servers,
    codeSamples: [],
  };
  if (bodyFields.length > 0 || METHODS_WITH_BODY.has(endpoint.method)) {
    details.requestBody = {
      required: false,
      contentType: 'application/json',
      ...(bodyFields.length === 0 ? {} : { example: Object.fromEntries(bodyFields.map((name) => [name, ''])) }),
    };
  }
  return details;
}

function securityOf(auth: MdxAuth | undefined): SecurityRequirement[] {
  if (auth === undefined || auth.method === 'cobo') return [];
  const scheme =
    auth.method === 'key'
      ? ({ type: 'apiKey', in: 'header', name: auth.name ?? 'X-API-Key' } as const)
      : ({ type: 'http', scheme: auth.method } as const);
  return [[{ id: 'mdx', scheme, scopes: [] }]];
}

function unescapeAttribute(value: string): string {
  return value.replace(
    /&(amp|quot|lt|gt|#x27|#39);/g,
    (_, entity: string) => ({ amp: '&', quot: '"', lt: '<', gt: '>', '#x27': "'", '#39': "'" })[entity]!,
  );
}

function safeDecode(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
