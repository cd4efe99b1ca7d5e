import { describe, expect, it } from 'vitest';
import { allowedOriginsFromServers } from './allowed-origins-from-servers.ts';
import { normalizeOrigin } from './normalize-origin.ts';

describe('allowedOriginsFromServers', () => {
  it('keeps the origins of the servers and the extra origins, normalised and de-duplicated', () => {
    expect(
      allowedOriginsFromServers(
        [
          'https://API.Example.com:443/v1',
          'https://api.example.com/v2',
          'http://sandbox.example.com:80/',
          'https://eu.example.com:8443/api',
        ],
        ['api.example.com', 'staging.example.com:8080', 'http://localhost:3000/'],
      ),
    ).toEqual([
      'https://api.example.com',
      'http://sandbox.example.com',
      'https://eu.example.com:8443',
      'https://staging.example.com:8080',
      'http://localhost:3000',
    ]);
  });

  it('leaves out what cannot be an origin', () => {
    expect(
      allowedOriginsFromServers(
        ['/v1', 'https://{region}.example.com', 'ftp://files.example.com', 'https://user:pw@api.example.com', ''],
        ['javascript:alert(1)', 'file:///etc/passwd'],
      ),
    ).toEqual([]);
  });

  it('normalises IDNA and numeric IPv4 hosts the WHATWG way', () => {
    expect(normalizeOrigin('https://bücher.example/')).toBe('https://xn--bcher-kva.example');
    expect(normalizeOrigin('http://0x7f.1:8080')).toBe('http://127.0.0.1:8080');
  });
});
