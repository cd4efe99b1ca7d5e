import ipaddr from 'ipaddr.js';

/** A named block of addresses; `embedsIpv4` marks IPv6 blocks whose address carries an IPv4 one. */
export interface SpecialRange {
  name: string;
  cidr: string;
  embedsIpv4?: 'nat64' | '6to4' | 'teredo';
}

/**
 * IPv4 blocks that are not public unicast (IANA IPv4 Special-Purpose Address Registry, plus
 * multicast and the reserved class E). The first match wins, so narrower blocks come first.
 */
export const SPECIAL_IPV4_RANGES: readonly SpecialRange[] = Object.freeze([
  { name: 'unspecified', cidr: '0.0.0.0/32' },
  { name: 'thisNetwork', cidr: '0.0.0.0/8' },
  { name: 'private', cidr: '10.0.0.0/8' },
  { name: 'carrierGradeNat', cidr: '100.64.0.0/10' },
  { name: 'loopback', cidr: '127.0.0.0/8' },
  { name: 'linkLocal', cidr: '169.254.0.0/16' },
  { name: 'private', cidr: '172.16.0.0/12' },
  { name: 'ietfProtocolAssignment', cidr: '192.0.0.0/24' },
  { name: 'documentation', cidr: '192.0.2.0/24' },
  { name: 'sixToFourRelay', cidr: '192.88.99.0/24' },
  { name: 'private', cidr: '192.168.0.0/16' },
  { name: 'benchmarking', cidr: '198.18.0.0/15' },
  { name: 'documentation', cidr: '198.51.100.0/24' },
  { name: 'documentation', cidr: '203.0.113.0/24' },
  { name: 'multicast', cidr: '224.0.0.0/4' },
  { name: 'broadcast', cidr: '255.255.255.255/32' },
  { name: 'reserved', cidr: '240.0.0.0/4' },
]);

/**
 * IPv6 blocks that are not public unicast (IANA IPv6 Special-Purpose Address Registry, RFC 4291
 * deprecated forms, RFC 9602 SRv6, RFC 9637 documentation). Anything outside 2000::/3 that is not
 * listed is `reserved`. NAT64, 6to4 and Teredo addresses are judged by the IPv4 address inside.
 */
export const SPECIAL_IPV6_RANGES: readonly SpecialRange[] = Object.freeze([
  { name: 'unspecified', cidr: '::/128' },
  { name: 'loopback', cidr: '::1/128' },
  { name: 'ipv4Mapped', cidr: '::ffff:0:0/96' },
  { name: 'ipv4Translated', cidr: '::ffff:0:0:0/96' },
  { name: 'ipv4Compatible', cidr: '::/96' },
  { name: 'nat64', cidr: '64:ff9b::/96', embedsIpv4: 'nat64' },
  { name: 'nat64LocalUse', cidr: '64:ff9b:1::/48' },
  { name: 'discardOnly', cidr: '100::/64' },
  { name: 'teredo', cidr: '2001::/32', embedsIpv4: 'teredo' },
  { name: 'benchmarking', cidr: '2001:2::/48' },
  { name: 'documentation', cidr: '2001:db8::/32' },
  { name: 'ietfProtocolAssignment', cidr: '2001::/23' },
  { name: '6to4', cidr: '2002::/16', embedsIpv4: '6to4' },
  { name: 'documentation', cidr: '3fff::/20' },
  { name: 'segmentRouting', cidr: '5f00::/16' },
  { name: 'uniqueLocal', cidr: 'fc00::/7' },
  { name: 'linkLocal', cidr: 'fe80::/10' },
  { name: 'siteLocal', cidr: 'fec0::/10' },
  { name: 'multicast', cidr: 'ff00::/8' },
]);

/** The global unicast block; IPv6 addresses outside it (and outside the table) are `reserved`. */
export const IPV6_GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');

/** Names that `policy.allowPrivate` may use to allow a whole class of addresses. */
export const RANGE_NAMES: ReadonlySet<string> = new Set(
  [...SPECIAL_IPV4_RANGES, ...SPECIAL_IPV6_RANGES]
    .filter((r) => r.embedsIpv4 === undefined)
    .map((r) => r.name)
    .concat('reserved'),
);
