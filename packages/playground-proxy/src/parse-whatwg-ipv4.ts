/**
 * Parses a host the way the WHATWG URL standard's host parser treats IPv4: when the last label
 * is a number (`127.1`, `0x7f.1`, `0177.0.0.1`, `2130706433`), the host is an IPv4 address in
 * decimal, octal (leading `0`) or hex (`0x`), with the last number filling the remaining bytes.
 *
 * Returns the address as a 32-bit number, `'invalid'` when the host ends in a number but is not a
 * valid IPv4 address (URL parsing fails on such hosts), or `undefined` when the host is a domain
 * name. The input must already be percent-decoded and ASCII-lowered (the URL parser's
 * `hostname` is).
 *
 * This mirrors https://url.spec.whatwg.org/#concept-ipv4-parser so that `classifyAddress` sees
 * the same address `new URL()` and browsers would connect to.
 */
export function parseWhatwgIpv4(host: string): number | 'invalid' | undefined {
  if (!endsInNumber(host)) return undefined;
  const parts = host.split('.');
  if (parts[parts.length - 1] === '' && parts.length > 1) parts.pop();
  if (parts.length > 4) return 'invalid';
  const numbers: bigint[] = [];
  for (const part of parts) {
    const n = parseIpv4Number(part);
    if (n === undefined) return 'invalid';
    numbers.push(n);
  }
  const last = numbers.pop() ?? 0n;
  if (numbers.some((n) => n > 255n)) return 'invalid';
  if (last >= 256n ** BigInt(5 - (numbers.length + 1))) return 'invalid';
  let address = last;
  numbers.forEach((n, i) => {
    address += n * 256n ** BigInt(3 - i);
  });
  return Number(address);
}

/** Formats a 32-bit IPv4 number as dotted decimal. */
export function formatIpv4(address: number): string {
  return [24, 16, 8, 0].map((shift) => (address >>> shift) & 255).join('.');
}

// https://url.spec.whatwg.org/#ends-in-a-number-checker
function endsInNumber(host: string): boolean {
  const parts = host.split('.');
  if (parts[parts.length - 1] === '') {
    if (parts.length === 1) return false;
    parts.pop();
  }
  const last = parts[parts.length - 1] ?? '';
  if (last !== '' && /^[0-9]+$/.test(last)) return true;
  return parseIpv4Number(last) !== undefined;
}

// https://url.spec.whatwg.org/#ipv4-number-parser
function parseIpv4Number(input: string): bigint | undefined {
  if (input === '') return undefined;
  let digits = input;
  let radix = 10;
  if (/^0x/i.test(digits)) {
    digits = digits.slice(2);
    radix = 16;
  } else if (digits.length > 1 && digits.startsWith('0')) {
    digits = digits.slice(1);
    radix = 8;
  }
  if (digits === '') return 0n;
  const valid = radix === 16 ? /^[0-9a-f]+$/i : radix === 8 ? /^[0-7]+$/ : /^[0-9]+$/;
  if (!valid.test(digits)) return undefined;
  const prefix = radix === 16 ? '0x' : radix === 8 ? '0o' : '';
  return BigInt(prefix + digits);
}
