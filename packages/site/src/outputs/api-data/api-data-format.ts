/**
 * The API reference as data, for programs (the MCP server's `get_api_operation`): an index of every
 * operation and channel that has a page, and one file per page with what that page documents,
 * schemas resolved. Written by `renderSite`, read by @folio/site-endpoints.
 */
export const API_INDEX_URL = '/_folio/api/index.json';

/** URL of the data file of the API page at `pagePath` (`api/pets/list` → `/_folio/api/api/pets/list.json`). */
export function apiDataUrl(pagePath: string): string {
  return `/_folio/api/${pagePath}.json`;
}

/** `/_folio/api/index.json`, version 1. */
export interface ApiIndex {
  version: 1;
  operations: ApiIndexOperation[];
  channels: ApiIndexChannel[];
}

/** One operation (or webhook) with a page. */
export interface ApiIndexOperation {
  kind: 'operation' | 'webhook';
  method: string;
  /** The path template (`/pets/{id}`), or the webhook's name. */
  path: string;
  operationId?: string;
  summary?: string;
  deprecated?: true;
  /** The OpenAPI document (repository path or URL). */
  document: string;
  /** URL of the page documenting it (as the site links it). */
  url: string;
  /** URL of its data file ({@link ApiOperationData}). */
  data: string;
}

/** One AsyncAPI channel with a page. */
export interface ApiIndexChannel {
  id: string;
  address?: string;
  title?: string;
  document: string;
  url: string;
  /** URL of its data file ({@link ApiChannelData}). */
  data: string;
}

/** A schema-bearing value as the data files hold it: `$ref`s resolved, bounded (see `resolveBounded`). */
export type ResolvedValue = unknown;

/** The data file of an operation page. */
export interface ApiOperationData {
  version: 1;
  kind: 'operation' | 'webhook';
  method: string;
  path: string;
  operationId?: string;
  summary?: string;
  description?: string;
  deprecated: boolean;
  document: string;
  url: string;
  servers: string[];
  /** Alternatives (any one suffices); each lists the schemes used together. */
  security: ApiSecurityData[][];
  parameters: {
    name: string;
    in: string;
    required: boolean;
    deprecated?: true;
    description?: string;
    schema?: ResolvedValue;
  }[];
  requestBody?: {
    contentType: string;
    required: boolean;
    description?: string;
    schema?: ResolvedValue;
    example?: ResolvedValue;
  };
  responses: {
    status: string;
    description?: string;
    contentType?: string;
    schema?: ResolvedValue;
    example?: ResolvedValue;
  }[];
  /** Set when schemas were cut to keep the file within its size bound. */
  truncated?: true;
}

/** The data file of an AsyncAPI channel page. */
export interface ApiChannelData {
  version: 1;
  kind: 'channel';
  id: string;
  address?: string;
  title?: string;
  summary?: string;
  description?: string;
  document: string;
  url: string;
  servers: { name: string; protocol: string; host: string; pathname?: string }[];
  parameters: { name: string; description?: string; schema?: ResolvedValue }[];
  bindings: { protocol: string; summary: string }[];
  operations: {
    id: string;
    action: string;
    title?: string;
    summary?: string;
    description?: string;
    messages: {
      name: string;
      title?: string;
      summary?: string;
      description?: string;
      contentType?: string;
      payload?: ResolvedValue;
      headers?: ResolvedValue;
      examples?: ResolvedValue[];
    }[];
  }[];
  truncated?: true;
}

/**
 * One security scheme an operation asks for: its name in `components.securitySchemes`, its type
 * (`basic`, `bearer` and `http` for the HTTP schemes), where an API key goes, the OAuth token and
 * authorization URLs, and the scopes the requirement lists.
 */
export interface ApiSecurityData {
  scheme: string;
  type: 'apiKey' | 'basic' | 'bearer' | 'http' | 'oauth2' | 'openIdConnect' | 'mutualTLS';
  in?: string;
  name?: string;
  description?: string;
  scopes?: string[];
  flows?: { kind: string; authorizationUrl?: string; tokenUrl?: string }[];
  openIdConnectUrl?: string;
}
