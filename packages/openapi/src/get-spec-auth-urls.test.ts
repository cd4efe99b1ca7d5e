import { describe, expect, it } from 'vitest';
import { getSpecAuthUrls } from './get-spec-auth-urls.ts';

describe('getSpecAuthUrls', () => {
  it('lists token, refresh and discovery URLs once each, never authorization URLs', () => {
    const document = {
      components: {
        securitySchemes: {
          oauth: {
            type: 'oauth2',
            flows: {
              clientCredentials: { tokenUrl: 'https://auth.acme.test/token', scopes: {} },
              authorizationCode: {
                authorizationUrl: 'https://auth.acme.test/authorize',
                tokenUrl: 'https://auth.acme.test/token',
                refreshUrl: 'https://auth.acme.test/refresh',
                scopes: {},
              },
              implicit: { authorizationUrl: 'https://login.acme.test/authorize', scopes: {} },
            },
          },
          oidc: { type: 'openIdConnect', openIdConnectUrl: 'https://id.acme.test/.well-known/openid-configuration' },
          linked: { $ref: '#/components/securitySchemes/other' },
          other: { type: 'oauth2', flows: { password: { tokenUrl: 'https://pw.acme.test/token', scopes: {} } } },
          key: { type: 'apiKey', in: 'header', name: 'X-Key' },
        },
      },
    };
    expect(getSpecAuthUrls(document)).toEqual([
      'https://auth.acme.test/token',
      'https://auth.acme.test/refresh',
      'https://id.acme.test/.well-known/openid-configuration',
      'https://pw.acme.test/token',
    ]);
  });

  it('resolves relative URLs only against the URL a document was fetched from, and keeps http(s) only', () => {
    const document = {
      components: {
        securitySchemes: {
          a: { type: 'oauth2', flows: { clientCredentials: { tokenUrl: '/oauth/token', scopes: {} } } },
          b: { type: 'openIdConnect', openIdConnectUrl: 'ftp://id.acme.test/config' },
        },
      },
    };
    expect(getSpecAuthUrls(document)).toEqual([]);
    expect(getSpecAuthUrls(document, 'https://acme.test/specs/openapi.json')).toEqual([
      'https://acme.test/oauth/token',
    ]);
  });
});
