import { HTTP_METHODS } from './types.ts';

/**
 * A reference to one operation as navigation entries and page front matter write it:
 * `GET /pets`, `openapi.yaml GET /pets`, `webhook newPet`, `v1 webhook newPet`.
 */
export interface OperationRef {
  /** The document token (`openapi.yaml`, `/api/v1.json`, `v1`, an `https://` URL), when given. */
  spec?: string;
  /** The method as written (`GET`, or `get` so that a hint can say "write GET"); `POST` for webhooks. */
  method: string;
  /** The path template (`/pets/{id}`), or the webhook's name. */
  path: string;
  kind: 'operation' | 'webhook';
}

const METHODS: ReadonlySet<string> = new Set(HTTP_METHODS);

function isMethod(token: string | undefined): token is string {
  return token !== undefined && METHODS.has(token.toUpperCase());
}

function isWebhookKeyword(token: string | undefined): boolean {
  // The reference's own starter writes `WEBHOOK /plant/webhook`: the keyword is not a method, so
  // its case carries no meaning.
  return token !== undefined && token.toLowerCase() === 'webhook';
}

/**
 * Reads an operation reference, collapsing whitespace (multi-line YAML values included).
 * Returns `undefined` for anything that is not shaped like one, i.e. page paths such as
 * `guides/setup`, `/api/errors` or `get-started`: those are page entries.
 * Methods are recognised in any case so that callers can tell the user to write them upper case;
 * the operation path must start with `/`.
 */
export function parseOperationRef(entry: string): OperationRef | undefined {
  const tokens = entry
    .trim()
    .split(/\s+/)
    .filter((token) => token !== '');
  const [first, second, third] = tokens;
  if (first === undefined || second === undefined) return undefined;

  if (isWebhookKeyword(first)) return { method: 'POST', path: tokens.slice(1).join(' '), kind: 'webhook' };
  if (tokens.length >= 3 && isWebhookKeyword(second)) {
    return { spec: first, method: 'POST', path: tokens.slice(2).join(' '), kind: 'webhook' };
  }
  if (tokens.length === 2 && isMethod(first) && second.startsWith('/')) {
    return { method: first, path: second, kind: 'operation' };
  }
  if (tokens.length === 3 && isMethod(second) && third?.startsWith('/')) {
    return { spec: first, method: second, path: third, kind: 'operation' };
  }
  return undefined;
}
