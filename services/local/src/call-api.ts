/** An answer of the control plane. */
export interface ApiAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/** A small client of the control plane's JSON API, with a bearer token (operator token or API key). */
export type CallApi = <T = Record<string, unknown>>(
  method: string,
  path: string,
  body?: unknown,
) => Promise<ApiAnswer<T>>;

/** Creates a {@link CallApi} for `baseUrl`; `headers` are sent with every call (e.g. a Host). */
export function createApiClient(baseUrl: string, token: string, headers: Record<string, string> = {}): CallApi {
  return async (method, path, body) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: (text === '' ? {} : JSON.parse(text)) as never };
  };
}
