import ipaddr from 'ipaddr.js';
import type { AddressClass } from './classify-address.ts';
import { RANGE_NAMES } from './special-address-ranges.ts';

/** What the operator allows beyond public unicast addresses. Off by default. */
export interface ProxyPolicy {
  /**
   * Exceptions to the public-unicast rule, each one of:
   * - a range name from `classifyAddress` (`loopback`, `private`, `uniqueLocal`, …), allowing the
   *   whole class (embedded verdicts such as `6to4:private` cannot be allowed by name);
   * - a CIDR block or single address (`10.20.0.0/16`, `127.0.0.1`, `fd00:1::/64`);
   * - a host name (`staging.internal`), allowing that host to resolve to non-public addresses
   *   other than unspecified, "this network", multicast and broadcast.
   */
  allowPrivate?: string[];
}

/** A compiled {@link ProxyPolicy}. */
export interface AddressPolicy {
  /** Whether `hostname` may be reached at the address described by `address`. */
  allows(hostname: string, address: AddressClass): boolean;
}

// Never reachable through a host-name exception: they mean "this machine" or many machines.
const NEVER_BY_HOST = new Set(['unspecified', 'thisNetwork', 'multicast', 'broadcast']);

/**
 * Compiles the operator's policy once. Throws a `RangeError` naming the entry when an entry is
 * neither a range name, an address, a CIDR block nor a host name: a typo must not silently widen
 * or narrow what the proxy reaches.
 */
export function compileAddressPolicy(policy: ProxyPolicy = {}): AddressPolicy {
  const names = new Set<string>();
  const blocks: [ipaddr.IPv4 | ipaddr.IPv6, number][] = [];
  const hosts = new Set<string>();
  for (const raw of policy.allowPrivate ?? []) {
    const entry = raw.trim();
    if (RANGE_NAMES.has(entry)) names.add(entry);
    else if (entry.includes('/') && ipaddr.isValidCIDR(entry)) blocks.push(ipaddr.parseCIDR(entry));
    else if (ipaddr.IPv4.isValidFourPartDecimal(entry) || ipaddr.IPv6.isValid(entry)) {
      const address = ipaddr.parse(entry);
      blocks.push([address, address.kind() === 'ipv4' ? 32 : 128]);
    } else if (/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*\.?$/i.test(entry)) {
      hosts.add(normalizeHost(entry));
    } else {
      throw new RangeError(
        `playground proxy policy: allowPrivate entry ${JSON.stringify(raw)} is not a range name (${[...RANGE_NAMES].join(', ')}), an address, a CIDR block or a host name.`,
      );
    }
  }
  return Object.freeze({
    allows(hostname: string, address: AddressClass): boolean {
      if (address.public) return true;
      if (address.address === undefined) return false;
      if (names.has(address.range)) return true;
      const parsed = ipaddr.parse(address.address);
      if (blocks.some((block) => block[0].kind() === parsed.kind() && parsed.match(block))) return true;
      return hosts.has(normalizeHost(hostname)) && !NEVER_BY_HOST.has(address.range);
    },
  });
}

function normalizeHost(host: string): string {
  return host.toLowerCase().replace(/\.$/, '');
}
