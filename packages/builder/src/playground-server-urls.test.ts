import { describe, expect, it } from 'vitest';
import { analyzeRepository } from './analyze-repository.ts';
import { playgroundServerUrls } from './playground-server-urls.ts';
import { createMemoryReader } from './repo-reader.ts';

describe('playgroundServerUrls', () => {
  it('allows the servers of the OpenAPI documents, of api.mdx.server and their token URLs, each once', async () => {
    const spec = {
      openapi: '3.0.3',
      info: { title: 'T', version: '1' },
      servers: [{ url: 'https://api.acme.test/v1' }],
      paths: {},
      components: {
        securitySchemes: {
          oauth: {
            type: 'oauth2',
            flows: {
              clientCredentials: { tokenUrl: 'https://auth.acme.test/oauth/token', scopes: {} },
              implicit: { authorizationUrl: 'https://login.acme.test/authorize', scopes: {} },
            },
          },
        },
      },
    };
    const config = {
      name: 'T',
      theme: 'mint',
      colors: { primary: '#000000' },
      api: { openapi: 'openapi.json', mdx: { server: ['https://mdx.acme.test', 'https://api.acme.test/v1'] } },
      navigation: { pages: ['index'] },
    };
    const analysis = await analyzeRepository(
      createMemoryReader({
        'docs.json': JSON.stringify(config),
        'index.mdx': '# Hi\n',
        'openapi.json': JSON.stringify(spec),
      }),
    );
    expect(playgroundServerUrls(analysis)).toEqual([
      'https://api.acme.test/v1',
      'https://mdx.acme.test',
      'https://auth.acme.test/oauth/token',
    ]);
  });
});
