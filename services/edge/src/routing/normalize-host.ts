import { domainToASCII } from 'node:url';

/** A request's Host, reduced to what routing compares. */
export interface NormalizedHost {
  /** Lower-case ASCII host name (IDN in punycode), no port, no trailing dot. */
  hostname: string;
  /** Port as written after the colon, or `null`. Kept only to compare with `Origin`. */
  port: string | null;
}

// One DNS label: letters, digits, hyphens, underscores (seen in real hostnames), 1–63 characters.
const HOSTNAME = /^(?=.{1,253}$)[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*$/;
const IPV6_LITERAL = /^\[[0-9a-f:.]+\]$/;

/**
 * Normalises a `Host` header: lower-cased, port stripped, trailing dot removed, internationalised
 * names converted to punycode (`bücher.example` → `xn--bcher-kva.example`) so they compare equal to
 * the ASCII form stored in `domains.hostname`. Returns `null` for anything that is not a host name
 * or IP literal (empty, spaces, `@`, `/`, percent signs…): such a request can match no site.
 */
export function normalizeHost(raw: string | undefined): NormalizedHost | null {
  if (raw === undefined) return null;
  const value = raw.trim();
  // domainToASCII parses like a URL host and would keep only `a` of `a/b`: refuse URL syntax first.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a host name must not hold a C0 control character
  if (value === '' || value.length > 300 || /[\s/\\@?#%\u0000-\u001f]/.test(value)) return null;
  let host = value;
  let port: string | null = null;
  const bracket = value.startsWith('[') ? value.indexOf(']') : -1;
  const colon = bracket >= 0 ? value.indexOf(':', bracket) : value.lastIndexOf(':');
  if (colon >= 0 && (bracket < 0 || colon > bracket)) {
    port = value.slice(colon + 1);
    host = value.slice(0, colon);
    if (!/^\d{1,5}$/.test(port)) return null;
  }
  if (IPV6_LITERAL.test(host.toLowerCase())) return { hostname: host.toLowerCase(), port };
  // domainToASCII lower-cases, applies IDNA mapping and answers '' for names it cannot convert.
  const ascii = domainToASCII(host.replace(/\.$/, ''));
  if (ascii === '' || !HOSTNAME.test(ascii)) return null;
  return { hostname: ascii, port };
}
