/** A complete HTTP answer of an endpoint, written as is by the edge or `folio dev`. */
export interface EndpointAnswer {
  status: number;
  headers: Record<string, string>;
  /** The body; empty for 304 and 202. */
  body: string;
}

/** A JSON answer (`application/json; charset=utf-8`). */
export function jsonAnswer(status: number, value: unknown, headers: Record<string, string> = {}): EndpointAnswer {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(value),
  };
}
