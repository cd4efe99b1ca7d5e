import type { AddressPolicy } from './address-policy.ts';
import { classifyAddress } from './classify-address.ts';
import type { HostLookup, ResolvedAddress } from './host-lookup.ts';
import { createProxyError, type ProxyError } from './proxy-error.ts';

/**
 * Resolves the host of an already allow-listed URL once and decides which address to dial.
 *
 * An IP-literal host is classified as is, without DNS. A name is looked up once; if ANY answer is
 * not allowed the request is refused (an attacker controlling DNS could otherwise mix a public
 * and a private answer and win on the retry), else the first answer is returned and is the only
 * address the connection may use: dialling it directly is what defeats DNS rebinding.
 */
export async function resolvePinnedAddress(
  url: URL,
  lookup: HostLookup,
  policy: AddressPolicy,
): Promise<ResolvedAddress | ProxyError> {
  const hostname = url.hostname;
  const literal = classifyAddress(hostname);
  if (literal.range !== 'notAnAddress') {
    if (literal.address === undefined || !policy.allows(hostname, literal)) {
      return createProxyError(
        'PROXY_ADDRESS_FORBIDDEN',
        `${hostname} is a ${describeRange(literal.range)} address, which the playground may not reach.`,
      );
    }
    return { address: literal.address, family: literal.address.includes(':') ? 6 : 4 };
  }

  let answers: ResolvedAddress[];
  try {
    answers = await lookup(hostname);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return createProxyError(
      'PROXY_DNS_FAILED',
      `${hostname} could not be resolved${typeof code === 'string' ? ` (${code})` : ''}.`,
    );
  }
  if (answers.length === 0) return createProxyError('PROXY_DNS_FAILED', `${hostname} has no A or AAAA record.`);

  let pinned: ResolvedAddress | undefined;
  for (const answer of answers) {
    const verdict = classifyAddress(answer.address);
    if (verdict.address === undefined || !policy.allows(hostname, verdict)) {
      // The address itself is left out of the message: it may be an internal one the reader should not learn.
      return createProxyError(
        'PROXY_ADDRESS_FORBIDDEN',
        `${hostname} resolves to a ${describeRange(verdict.range)} address, which the playground may not reach.`,
      );
    }
    pinned ??= { address: verdict.address, family: verdict.address.includes(':') ? 6 : 4 };
  }
  return pinned ?? createProxyError('PROXY_DNS_FAILED', `${hostname} has no usable address.`);
}

function describeRange(range: string): string {
  return range === 'invalid' || range === 'notAnAddress' || range === 'scoped'
    ? `non-routable (${range})`
    : `non-public (${range})`;
}
