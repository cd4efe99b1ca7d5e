import { playgroundProxyCodes, type ProxyErrorCode } from './codes.ts';

/**
 * A failed playground request, as a value. `message` names the offending value (the host, the
 * header, the limit) and never contains internal addresses or stack traces; `fix` comes from the
 * catalogue.
 */
export interface ProxyError {
  code: ProxyErrorCode;
  message: string;
  /** HTTP status the edge answers with. */
  statusCode: number;
  fix: string;
}

/** Builds a {@link ProxyError} from the catalogue; `message` defaults to the catalogue's. */
export function createProxyError(code: ProxyErrorCode, message?: string): ProxyError {
  const definition = playgroundProxyCodes[code];
  return { code, message: message ?? definition.message, statusCode: definition.statusCode, fix: definition.fix };
}

/** Tells a {@link ProxyError} apart from a successful result. */
export function isProxyError(value: unknown): value is ProxyError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'string' &&
    Object.hasOwn(playgroundProxyCodes, (value as { code: string }).code)
  );
}
