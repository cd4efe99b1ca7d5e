import { describe, expect, it } from 'vitest';
import { requestOrigin } from '../src/routing/request-origin.ts';

describe('requestOrigin', () => {
  it("takes the front door's scheme and the request's host and port, leaving the scheme's own port out", () => {
    expect(requestOrigin({ hostname: 'docs.acme.com', port: null }, 'https://app.folio.com')).toBe(
      'https://docs.acme.com',
    );
    expect(requestOrigin({ hostname: 'docs.acme.com', port: '443' }, 'https://app.folio.com')).toBe(
      'https://docs.acme.com',
    );
    expect(requestOrigin({ hostname: 'acme.sites.localhost', port: '8080' }, 'http://app.localhost:3000')).toBe(
      'http://acme.sites.localhost:8080',
    );
  });
});
