import { domainToASCII } from 'node:url';
import { isUnderDomain } from '@folio/platform';
import { AppError } from '../errors/app-error.ts';

// Special-use names (RFC 6761 and friends) that can never be publicly verified.
const SPECIAL_TLDS = new Set([
  'localhost',
  'local',
  'test',
  'example',
  'invalid',
  'internal',
  'lan',
  'home',
  'arpa',
  'onion',
]);
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * Turns what a customer typed into the stored hostname: lowercase, no trailing dot,
 * internationalised names in punycode (`bücher.example.de` → `xn--bcher-kva.example.de`). Refuses
 * IP addresses, ports, wildcards, single-label and special-use names, and the platform's two
 * domains: a name under the sites domain is already a site's, and one under the platform domain
 * would put a tenant's pages on the dashboard's registrable domain.
 */
export function normalizeHostname(input: string, domains: { platformDomain: string; sitesDomain: string }): string {
  const typed = input.trim().toLowerCase().replace(/\.$/, '');
  const invalid = (why: string) => new AppError('INVALID_HOSTNAME', `hostname "${input}" ${why}`);
  if (typed.includes('/') || typed.includes(':') || typed.includes('@'))
    throw invalid('must be a bare hostname such as docs.acme.com (no scheme, port or path)');
  if (typed.includes('*')) throw invalid('must not be a wildcard; add each hostname');
  const ascii = domainToASCII(typed);
  if (!ascii) throw invalid('is not a valid domain name');
  const labels = ascii.split('.');
  if (ascii.length > 253 || labels.some((label) => !LABEL.test(label))) throw invalid('is not a valid domain name');
  const tld = labels[labels.length - 1] ?? '';
  if (labels.length < 2) throw invalid('must have at least two labels, such as docs.acme.com');
  if (/^\d+$/.test(tld)) throw invalid('is an IP address; add a domain name');
  if (SPECIAL_TLDS.has(tld))
    throw invalid(`uses the special-use top-level domain ".${tld}", which cannot be verified publicly`);
  const { platformDomain, sitesDomain } = domains;
  if (isUnderDomain(ascii, sitesDomain)) {
    throw new AppError(
      'DOMAIN_RESERVED',
      `hostname "${input}" is under the sites domain ${sitesDomain}; every site is already served at <slug>.${sitesDomain}`,
    );
  }
  if (isUnderDomain(ascii, platformDomain)) {
    throw new AppError(
      'DOMAIN_RESERVED',
      `hostname "${input}" is under the platform domain ${platformDomain}, the dashboard's; a site is never served there`,
    );
  }
  return ascii;
}
