import { isObject, type ApiContext, type Schema } from '../api-context.ts';
import { followRef } from './resolve-ref.ts';

/** One OAuth 2 flow as the document declares it. */
export interface OAuthFlow {
  /** The flow's name in OpenAPI: `authorizationCode`, `clientCredentials`, `implicit` or `password`. */
  kind: 'authorizationCode' | 'clientCredentials' | 'implicit' | 'password';
  authorizationUrl?: string;
  tokenUrl?: string;
  refreshUrl?: string;
  /** Scope name → description, as declared. */
  scopes: Record<string, string>;
}

/** A security scheme of `components.securitySchemes`, read for the playground and the reference. */
export type SecurityScheme =
  | { type: 'apiKey'; in: 'header' | 'query' | 'cookie'; name: string }
  | { type: 'http'; scheme: 'basic' }
  | { type: 'http'; scheme: 'bearer'; bearerFormat?: string }
  /** Another HTTP authentication scheme (`digest`, `hoba`…): the reader types the whole `Authorization` value. */
  | { type: 'http'; scheme: 'other'; name: string }
  | { type: 'oauth2'; flows: OAuthFlow[] }
  | { type: 'openIdConnect'; url: string }
  | { type: 'mutualTLS' };

/** One scheme of a security requirement, with what the requirement asks of it. */
export interface SchemeUse {
  /** The scheme's name in `components.securitySchemes` (the key it is remembered under). */
  id: string;
  scheme: SecurityScheme;
  description?: string;
  /** `x-default`: the value the playground starts with (a demo key, say). */
  defaultValue?: string;
  /** Scopes the requirement lists for an OAuth 2 or OpenID Connect scheme. */
  scopes: string[];
}

/** Schemes used together (AND). An empty requirement (`{}`) means the operation may be called without credentials. */
export type SecurityRequirement = SchemeUse[];

const FLOW_KINDS = ['authorizationCode', 'clientCredentials', 'implicit', 'password'] as const;

/**
 * The security requirements of an operation (`security` of the operation, else of the document):
 * alternatives (OR), each a list of schemes used together (AND), schemes followed through
 * `$ref`s. A requirement naming a scheme the document does not define is left out (the validator
 * reports it); an empty requirement is kept, as "no credentials".
 */
export function readSecurity(requirements: unknown, ctx: ApiContext): SecurityRequirement[] {
  if (!Array.isArray(requirements)) return [];
  const components = ctx.document.components;
  const schemes = isObject(components) && isObject(components.securitySchemes) ? components.securitySchemes : {};
  const options: SecurityRequirement[] = [];
  for (const requirement of requirements) {
    if (!isObject(requirement)) continue;
    const uses: SchemeUse[] = [];
    let complete = true;
    for (const [id, scopes] of Object.entries(requirement)) {
      const raw = followRef(ctx.document, schemes[id]).value;
      const scheme = isObject(raw) ? readScheme(raw) : undefined;
      if (scheme === undefined || !isObject(raw)) {
        complete = false;
        continue;
      }
      const use: SchemeUse = {
        id,
        scheme,
        scopes: Array.isArray(scopes) ? scopes.filter((s): s is string => typeof s === 'string') : [],
      };
      if (typeof raw.description === 'string') use.description = raw.description;
      const preset = raw['x-default'];
      if (typeof preset === 'string' || typeof preset === 'number') use.defaultValue = String(preset);
      uses.push(use);
    }
    if (complete) options.push(uses);
  }
  return options;
}

function readScheme(scheme: Schema): SecurityScheme | undefined {
  switch (scheme.type) {
    case 'apiKey': {
      if (typeof scheme.name !== 'string' || scheme.name === '') return undefined;
      const where = scheme.in === 'query' || scheme.in === 'cookie' ? scheme.in : 'header';
      return { type: 'apiKey', in: where, name: scheme.name };
    }
    case 'http': {
      const name = typeof scheme.scheme === 'string' ? scheme.scheme.trim() : '';
      const lower = name.toLowerCase();
      if (lower === 'basic') return { type: 'http', scheme: 'basic' };
      if (lower === 'bearer' || name === '')
        return typeof scheme.bearerFormat === 'string'
          ? { type: 'http', scheme: 'bearer', bearerFormat: scheme.bearerFormat }
          : { type: 'http', scheme: 'bearer' };
      return { type: 'http', scheme: 'other', name };
    }
    case 'oauth2':
      return { type: 'oauth2', flows: readFlows(scheme.flows) };
    case 'openIdConnect':
      return typeof scheme.openIdConnectUrl === 'string'
        ? { type: 'openIdConnect', url: scheme.openIdConnectUrl }
        : undefined;
    case 'mutualTLS':
      return { type: 'mutualTLS' };
    default:
      return undefined;
  }
}

function readFlows(flows: unknown): OAuthFlow[] {
  if (!isObject(flows)) return [];
  return FLOW_KINDS.flatMap((kind) => {
    const flow = flows[kind];
    if (!isObject(flow)) return [];
    const read: OAuthFlow = { kind, scopes: {} };
    for (const key of ['authorizationUrl', 'tokenUrl', 'refreshUrl'] as const) {
      if (typeof flow[key] === 'string' && flow[key] !== '') read[key] = flow[key];
    }
    if (isObject(flow.scopes))
      for (const [name, description] of Object.entries(flow.scopes))
        read.scopes[name] = typeof description === 'string' ? description : '';
    return [read];
  });
}
