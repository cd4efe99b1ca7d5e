import { describe, expect, it } from 'vitest';
import { getOperationServers } from './get-operation-servers.ts';
import { getSpecServers } from './get-spec-servers.ts';

describe('getOperationServers', () => {
  it('keeps every entry as written, variables with defaults substituted, without trailing slashes', () => {
    const servers = [
      { url: 'https://{region}.example.com/v1/', variables: { region: { default: 'eu' } } },
      { url: 'https://{tenant}.example.com' },
      { url: '/v1' },
      { url: 'wss://socket.example.com' },
      { description: 'no url' },
    ];
    expect(getOperationServers(servers)).toEqual([
      'https://eu.example.com/v1',
      'https://{tenant}.example.com',
      '/v1',
      'wss://socket.example.com',
    ]);
  });

  it('resolves relative URLs against the URL a document was fetched from', () => {
    expect(getOperationServers([{ url: '/v1' }, { url: 'v2' }], 'https://example.com/specs/openapi.json')).toEqual([
      'https://example.com/v1',
      'https://example.com/specs/v2',
    ]);
  });

  it('names the same servers as the allow-list wherever the allow-list keeps one', () => {
    const document = {
      servers: [
        { url: 'https://api.example.com/' },
        { url: '{scheme}://h.example.com', variables: { scheme: { default: 'http' } } },
        { url: '/rel' },
      ],
    };
    expect(getSpecServers(document)).toEqual(['https://api.example.com/', 'http://h.example.com']);
    expect(getOperationServers(document.servers)).toEqual(['https://api.example.com', 'http://h.example.com', '/rel']);
  });
});
