import { describe, expect, it } from 'vitest';
import { getSpecServers } from './get-spec-servers.ts';

describe('getSpecServers', () => {
  it('substitutes variable defaults and collects path and operation servers once each', () => {
    const document = {
      servers: [
        {
          url: '{scheme}://{host}:{port}/v1',
          variables: { scheme: { default: 'https' }, host: { default: 'api.example.com' }, port: { default: 8443 } },
        },
        { url: 'https://api.example.com:8443/v1' },
      ],
      paths: {
        '/a': { servers: [{ url: 'https://a.example.com' }], get: { servers: [{ url: 'https://get.example.com/x' }] } },
      },
    };
    expect(getSpecServers(document)).toEqual([
      'https://api.example.com:8443/v1',
      'https://a.example.com',
      'https://get.example.com/x',
    ]);
  });

  it('drops relative URLs of local documents, unresolved variables and non-HTTP schemes', () => {
    const document = {
      servers: [
        { url: '/v1' },
        { url: 'https://{tenant}.example.com' },
        { url: 'wss://socket.example.com' },
        { url: 'http://localhost:11434' },
      ],
    };
    expect(getSpecServers(document)).toEqual(['http://localhost:11434']);
  });

  it('resolves relative URLs against the URL a document was fetched from', () => {
    expect(
      getSpecServers({ servers: [{ url: '/v1' }, { url: 'v2' }] }, 'https://example.com/specs/openapi.json'),
    ).toEqual(['https://example.com/v1', 'https://example.com/specs/v2']);
  });

  it('adds every combination of enum variables, since the playground lets the reader choose one', () => {
    const document = {
      servers: [
        {
          url: 'https://{region}.api.example.com/{version}',
          variables: { region: { default: 'eu', enum: ['eu', 'us'] }, version: { default: 'v1' } },
        },
        { url: 'https://{tenant}.example.com', variables: { tenant: { enum: ['acme', 'globex'] } } },
      ],
    };
    expect(getSpecServers(document)).toEqual([
      'https://eu.api.example.com/v1',
      'https://us.api.example.com/v1',
      'https://acme.example.com',
      'https://globex.example.com',
    ]);
  });
});
