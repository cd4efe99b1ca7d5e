import { domainToASCII } from 'node:url';
import ipaddr from 'ipaddr.js';
import { formatIpv4, parseWhatwgIpv4 } from './parse-whatwg-ipv4.ts';
import {
  IPV6_GLOBAL_UNICAST,
  SPECIAL_IPV4_RANGES,
  SPECIAL_IPV6_RANGES,
  type SpecialRange,
} from './special-address-ranges.ts';

/** What kind of address a string is. */
export interface AddressClass {
  /** True only for public unicast addresses: the only ones the playground dials by default. */
  public: boolean;
  /**
   * `unicast` for public addresses; otherwise the special range (`loopback`, `private`,
   * `linkLocal`, `carrierGradeNat`, `documentation`, `uniqueLocal`, `ipv4Mapped`, …), an embedded
   * verdict such as `6to4:private` or `teredo:loopback`, or `notAnAddress` / `invalid` / `scoped`
   * for strings that are not a plain IP address.
   */
  range: string;
  /** Canonical form (`127.0.0.1`, `::ffff:7f00:1`); absent when the input is not an address. */
  address?: string;
}

interface Compiled {
  range: SpecialRange;
  cidr: [ipaddr.IPv4 | ipaddr.IPv6, number];
}

const IPV4_TABLE: Compiled[] = SPECIAL_IPV4_RANGES.map((range) => ({ range, cidr: ipaddr.parseCIDR(range.cidr) }));
const IPV6_TABLE: Compiled[] = SPECIAL_IPV6_RANGES.map((range) => ({ range, cidr: ipaddr.parseCIDR(range.cidr) }));

/**
 * Classifies an IP address, refusing everything that is not public unicast. IPv4 literals are
 * read the way WHATWG URL parsing reads a host (`2130706433`, `0177.0.0.1`, `0x7f.1` and `127.1`
 * are all 127.0.0.1); IPv6 may be bracketed; addresses with a zone (`fe80::1%eth0`) are refused.
 */
export function classifyAddress(input: string): AddressClass {
  let text = input.trim();
  if (text.startsWith('[') && text.endsWith(']')) text = text.slice(1, -1);
  if (text.includes('%')) return { public: false, range: 'scoped' };
  if (text.includes(':')) return classifyIpv6(text);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: an all-ASCII test, U+0000 to U+007F, controls included
  const ascii = /^[\x00-\x7f]*$/.test(text) ? text.toLowerCase() : domainToASCII(text);
  const parsed = parseWhatwgIpv4(ascii);
  if (parsed === undefined) return { public: false, range: 'notAnAddress' };
  if (parsed === 'invalid') return { public: false, range: 'invalid' };
  return classifyIpv4(ipaddr.IPv4.parse(formatIpv4(parsed)));
}

/** True when `address` is a public unicast IP address (see {@link classifyAddress}). */
export function isPublicUnicast(address: string): boolean {
  return classifyAddress(address).public;
}

function classifyIpv4(address: ipaddr.IPv4): AddressClass {
  const hit = IPV4_TABLE.find((entry) => address.match(entry.cidr));
  const canonical = address.toString();
  return hit
    ? { public: false, range: hit.range.name, address: canonical }
    : { public: true, range: 'unicast', address: canonical };
}

function classifyIpv6(text: string): AddressClass {
  const address = parseIpv6(text);
  if (address === undefined) return { public: false, range: 'invalid' };
  const canonical = address.toString();
  const hit = IPV6_TABLE.find((entry) => address.match(entry.cidr));
  if (hit?.range.embedsIpv4 !== undefined) {
    const inner = embeddedIpv4(address, hit.range.embedsIpv4)
      .map(classifyIpv4)
      .find((c) => !c.public);
    if (inner === undefined) return { public: true, range: hit.range.name, address: canonical };
    return { public: false, range: `${hit.range.name}:${inner.range}`, address: canonical };
  }
  if (hit) return { public: false, range: hit.range.name, address: canonical };
  if (!address.match(IPV6_GLOBAL_UNICAST)) return { public: false, range: 'reserved', address: canonical };
  return { public: true, range: 'unicast', address: canonical };
}

/**
 * Parses IPv6 with the WHATWG parser (through `URL`), the same one that reads the target URL:
 * ipaddr.js alone reads the deprecated `::a.b.c.d` as `::ffff:a.b.c.d`, which the OS does not.
 */
function parseIpv6(text: string): ipaddr.IPv6 | undefined {
  if (!/^[0-9a-f:.]+$/i.test(text)) return undefined;
  let hostname: string;
  try {
    hostname = new URL(`http://[${text}]/`).hostname;
  } catch {
    return undefined;
  }
  try {
    return ipaddr.IPv6.parse(hostname.slice(1, -1));
  } catch {
    return undefined;
  }
}

function embeddedIpv4(address: ipaddr.IPv6, kind: 'nat64' | '6to4' | 'teredo'): ipaddr.IPv4[] {
  const p = address.parts;
  const v4 = (high: number, low: number) =>
    new ipaddr.IPv4([(high >> 8) & 255, high & 255, (low >> 8) & 255, low & 255]);
  const at = (i: number) => p[i] ?? 0;
  switch (kind) {
    case 'nat64':
      return [v4(at(6), at(7))];
    case '6to4':
      return [v4(at(1), at(2))];
    case 'teredo':
      // Teredo: server address in bits 32-63, client address obfuscated (inverted) in the last 32.
      return [v4(at(2), at(3)), v4(~at(6) & 0xffff, ~at(7) & 0xffff)];
  }
}
