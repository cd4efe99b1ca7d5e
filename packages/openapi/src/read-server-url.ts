/** The URL of one OpenAPI `servers` entry, as Folio reads it. */
export interface ServerUrl {
  /**
   * `url` with each `{variable}` replaced by its default, and resolved against the document's URL
   * when it is relative (has no scheme) and the document was fetched from one.
   */
  url: string;
  /** False when a variable has no string or number default: its `{name}` is left in `url`. */
  complete: boolean;
}

/**
 * The one rule for what a `servers` entry names: an object with a string `url` is a server (any
 * other entry is not), its variables take their defaults, and a relative URL is resolved against
 * `documentUrl` (an `http(s)` URL) when given. The allow-list (`getSpecServers`) and the reference
 * pages (`getOperationServers`) both read servers through it.
 */
export function readServerUrl(server: unknown, documentUrl?: string): ServerUrl | undefined {
  if (!isRecord(server) || typeof server.url !== 'string') return undefined;
  const variables = isRecord(server.variables) ? server.variables : {};
  let complete = true;
  const written = server.url.replace(/\{([^}]*)\}/g, (whole, name: string) => {
    const variable = variables[name];
    const value = isRecord(variable) ? variable.default : undefined;
    if (typeof value === 'string' || typeof value === 'number') return String(value);
    complete = false;
    return whole;
  });
  const relative = !/^[a-z][a-z0-9+.-]*:/i.test(written);
  const url =
    relative && documentUrl !== undefined && URL.canParse(written, documentUrl)
      ? new URL(written, documentUrl).href
      : written;
  return { url, complete };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
