import { describe, expect, it } from 'vitest';
import { analyzeRepository } from './analyze-repository.ts';
import { playgroundServerUrls } from './playground-server-urls.ts';
import { createMemoryReader } from './repo-reader.ts';

describe('playgroundServerUrls', () => {
  it('allows the servers of the OpenAPI documents and of api.mdx.server, each once', async () => {
    const spec = {
      openapi: '3.0.3',
      info: { title: 'T', version: '1' },
      servers: [{ url: 'https://api.acme.test/v1' }],
      paths: {},
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
    expect(playgroundServerUrls(analysis)).toEqual(['https://api.acme.test/v1', 'https://mdx.acme.test']);
  });
});
