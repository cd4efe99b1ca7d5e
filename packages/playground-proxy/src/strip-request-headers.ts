/**
 * Headers never forwarded from the reader: hop-by-hop headers (RFC 9110 §7.6.1), headers the
 * proxy computes itself (`host`, `content-length`), the reader's browser state (`cookie`,
 * `origin`, `referer`, `sec-*`, client hints) and anything that would let the reader pose as the
 * proxy's own network (`forwarded`, `x-forwarded-*`, `x-real-ip`, `via`, client-IP headers).
 */
const STRIPPED = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'proxy-authenticate',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'host',
  'content-length',
  'expect',
  'cookie',
  'cookie2',
  'origin',
  'referer',
  'accept-encoding',
  'forwarded',
  'via',
  'x-real-ip',
  'x-client-ip',
  'client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'x-cluster-client-ip',
  'x-original-url',
  'x-rewrite-url',
  'dnt',
  'priority',
  'purpose',
  'save-data',
  'upgrade-insecure-requests',
  'device-memory',
  'downlink',
  'dpr',
  'ect',
  'rtt',
  'viewport-width',
]);

const STRIPPED_PREFIXES = ['sec-', 'x-forwarded-', 'proxy-'];

/**
 * The headers sent upstream: the reader's headers minus the ones above and minus any header the
 * reader's `Connection` header names; plus `accept-encoding: identity` (the playground shows the
 * body as received, so it asks for it uncompressed) and a `user-agent` when the reader set none.
 */
export function stripRequestHeaders(
  headers: Readonly<Record<string, string>>,
  userAgent: string,
): Record<string, string> {
  const connectionNamed = new Set(
    (headers.connection ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter((name) => name !== ''),
  );
  const out: Record<string, string> = Object.create(null);
  for (const [rawName, value] of Object.entries(headers)) {
    const name = rawName.toLowerCase();
    if (STRIPPED.has(name) || connectionNamed.has(name) || STRIPPED_PREFIXES.some((prefix) => name.startsWith(prefix)))
      continue;
    out[name] = value;
  }
  out['accept-encoding'] = 'identity';
  if (out['user-agent'] === undefined) out['user-agent'] = userAgent;
  return out;
}
