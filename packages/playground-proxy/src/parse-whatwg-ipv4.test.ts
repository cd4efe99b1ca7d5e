import { describe, expect, it } from 'vitest';
import { formatIpv4, parseWhatwgIpv4 } from './parse-whatwg-ipv4.ts';

/** What `new URL()` (the WHATWG parser browsers and Node use) makes of a host. */
function urlHost(host: string): string | 'invalid' {
  try {
    return new URL(`http://${host}/`).hostname;
  } catch {
    return 'invalid';
  }
}

describe('parseWhatwgIpv4', () => {
  const corpus = [
    '127.0.0.1',
    '2130706433',
    '0177.0.0.1',
    '0x7f.1',
    '127.1',
    '127.0.1',
    '0x7f000001',
    '017700000001',
    '0x7F.0X0.0.01',
    '0',
    '0x',
    '0x.0x.0x.0x',
    '00',
    '0.0.0.0',
    '4294967295',
    '4294967296',
    '256.0.0.1',
    '1.256',
    '1.2.65536',
    '1.2.65535',
    '1.16777216',
    '1.16777215',
    '1.2.3.4.',
    '1.2.3.4.5',
    '1..2.3',
    '.1.2.3',
    '09.0.0.1',
    '08',
    '0x7g.1',
    '1.2.3.0x',
    'example.com',
    'a.1',
    'api.example.com.127.0.0.1',
    'xn--e1a.1',
    '1e3',
    '0x100.1',
    '0377.0377.0377.0377',
    '0400.0.0.1',
    '10.0x1.0377.1',
    '3232235777',
    '0xa9fea9fe',
    '000000000000000000000000127.1',
    '0x00000000000000000000007f.1',
    '99999999999999999999999',
    'localhost',
  ];

  it.each(corpus)('reads %s exactly as new URL() does', (host) => {
    const parsed = parseWhatwgIpv4(host.toLowerCase());
    const expected = urlHost(host);
    if (parsed === 'invalid') expect(expected).toBe('invalid');
    else if (parsed === undefined) expect(expected).not.toMatch(/^[\d.]+$/);
    else expect(formatIpv4(parsed)).toBe(expected);
  });

  it('gives the loopback address for the classic obfuscations', () => {
    for (const host of ['2130706433', '0177.0.0.1', '0x7f.1', '127.1']) {
      expect(formatIpv4(parseWhatwgIpv4(host) as number)).toBe('127.0.0.1');
    }
  });
});
