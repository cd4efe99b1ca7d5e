import { getOperationServers } from '@folio/openapi';
import { isObject } from '../api-context.ts';

/** A variable of a server URL template (`{region}`), which the playground lets the reader set. */
export interface ServerVariable {
  name: string;
  default: string;
  /** The values allowed, when the document lists them (the playground offers a choice). */
  enum?: string[];
  description?: string;
}

/** A server whose URL has variables: the URL as shown (defaults filled in), its template and variables. */
export interface ServerTemplate {
  /** The server's URL with each variable's default, as in `OperationDetails.servers`. */
  url: string;
  /** The `url` the document writes, `{name}` placeholders kept. */
  template: string;
  variables: ServerVariable[];
}

/**
 * The servers of `servers` (an OpenAPI `servers` list) that have variables, for the playground's
 * server picker. Only absolute templates: a relative one is resolved against the document's URL,
 * which would percent-encode its braces.
 */
export function readServerTemplates(servers: unknown, documentUrl: string | undefined): ServerTemplate[] {
  if (!Array.isArray(servers)) return [];
  return servers.flatMap((server): ServerTemplate[] => {
    if (!isObject(server) || typeof server.url !== 'string' || !isObject(server.variables)) return [];
    const written = server.url;
    if (!/^https?:\/\//i.test(written)) return [];
    const url = getOperationServers([server], documentUrl)[0];
    if (url === undefined) return [];
    const variables = Object.entries(server.variables).flatMap(([name, raw]): ServerVariable[] => {
      if (!isObject(raw) || !written.includes(`{${name}}`)) return [];
      const fallback = raw.default;
      const values = Array.isArray(raw.enum)
        ? raw.enum.filter((v) => typeof v === 'string' || typeof v === 'number').map(String)
        : [];
      const variable: ServerVariable = {
        name,
        default: typeof fallback === 'string' || typeof fallback === 'number' ? String(fallback) : (values[0] ?? ''),
      };
      if (values.length > 0) variable.enum = values;
      if (typeof raw.description === 'string') variable.description = raw.description;
      return [variable];
    });
    return variables.length === 0 ? [] : [{ url, template: written.replace(/\/+$/, ''), variables }];
  });
}
