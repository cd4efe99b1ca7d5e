import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analyzeRepository } from './analyze-repository.ts';
import { createDirectoryReader } from './directory-reader.ts';
import { createMemoryReader } from './repo-reader.ts';

const fixture = fileURLToPath(new URL('../../../test/fixtures/asyncapi/', import.meta.url));
const base = { name: 'T', theme: 'mint', colors: { primary: '#000000' } };

describe('analyzeRepository with AsyncAPI documents', () => {
  it('loads the documents docs.json and front matter name, and generates channel pages where navigation sets `asyncapi`', async () => {
    const analysis = await analyzeRepository(createDirectoryReader(fixture));
    expect(analysis.diagnostics).toEqual([]);
    expect(analysis.asyncapis?.map((d) => d.source).sort()).toEqual([
      'asyncapi/legacy-2.6.yaml',
      'asyncapi/signup.yaml',
    ]);
    const listed = analysis.pages
      .filter((p) => p.hidden !== true)
      .map((p) => `${p.path} ${p.source} ${p.asyncapi ?? ''}`.trim());
    expect(listed).toEqual([
      'index mdx',
      'events/legacy-measured mdx asyncapi/legacy-2.6.yaml smartylighting/streetlights/{streetlightId}/lighting/measured',
      'events/overview mdx',
      'events/accounts/user-signed-up asyncapi asyncapi/signup.yaml userSignedUp',
      'events/support/chat asyncapi asyncapi/signup.yaml chat',
    ]);
  });

  it('reports a broken document where docs.json names it and in the document, and still builds the rest', async () => {
    const analysis = await analyzeRepository(
      createMemoryReader({
        'docs.json': JSON.stringify({
          ...base,
          navigation: {
            groups: [
              { group: 'Events', asyncapi: 'events.yaml' },
              { group: 'Docs', pages: ['index'] },
            ],
          },
        }),
        'index.mdx': '# Hi\n',
        'events.yaml':
          'asyncapi: 3.0.0\ninfo: { title: T, version: "1" }\nchannels:\n  a:\n    messages:\n      m:\n        $ref: "#/nope"\n',
        'page.mdx': '---\nasyncapi: events.yaml missing\n---\n',
      }),
    );
    expect(analysis.diagnostics.map((d) => `${d.code} ${d.file}:${d.line} ${d.path ?? ''}`)).toEqual([
      'ASYNCAPI_REF_UNRESOLVED events.yaml:7 channels.a.messages.m.$ref',
      'NAV_ASYNCAPI_UNMATCHED page.mdx:2 asyncapi',
    ]);
    expect(analysis.pages.filter((p) => p.hidden !== true).map((p) => p.path)).toEqual([
      'api-reference/websockets/a',
      'index',
    ]);
  });

  it("fetches an https document through the build's fetcher, as for OpenAPI documents", async () => {
    const fetched: string[] = [];
    const reader = createMemoryReader({
      'docs.json': JSON.stringify({
        ...base,
        navigation: { groups: [{ group: 'Live', asyncapi: 'https://api.example.com/asyncapi.json' }] },
      }),
    });
    const fetchUrl = async (url: string) => {
      fetched.push(url);
      return JSON.stringify({
        asyncapi: '3.0.0',
        info: { title: 'R', version: '1' },
        channels: { ticker: { address: '/ticker', title: 'Price ticker' } },
      });
    };
    const analysis = await analyzeRepository(reader, { fetchUrl });
    expect(fetched).toEqual(['https://api.example.com/asyncapi.json']);
    expect(analysis.diagnostics).toEqual([]);
    expect(analysis.pages.map((p) => `${p.path} ${p.asyncapi}`)).toEqual([
      'api-reference/websockets/price-ticker https://api.example.com/asyncapi.json ticker',
    ]);
    // Without a fetcher (e.g. `folio check --offline`), the document is reported, not fetched.
    const offline = await analyzeRepository(reader);
    expect(offline.diagnostics.map((d) => d.code)).toEqual(['NAV_ASYNCAPI_INVALID', 'ASYNCAPI_FETCH_FAILED']);
    // …also when docs.json writes the URL without its path.
    const bare = await analyzeRepository(
      createMemoryReader({
        'docs.json': JSON.stringify({
          ...base,
          navigation: { groups: [{ group: 'Live', asyncapi: 'https://api.example.com' }] },
        }),
      }),
    );
    expect(bare.diagnostics.map((d) => `${d.code} ${d.file}`)).toEqual([
      'NAV_ASYNCAPI_INVALID docs.json',
      'ASYNCAPI_FETCH_FAILED https://api.example.com/',
    ]);
  });

  it('reports a broken document named only by front matter at the document, and the page names its first error', async () => {
    const analysis = await analyzeRepository(
      createMemoryReader({
        'docs.json': JSON.stringify({ ...base, navigation: { pages: ['index', 'events/signup'] } }),
        'index.mdx': '# Hi\n',
        'events/signup.mdx': '---\ntitle: Signup\nasyncapi: /asyncapi/events.yaml userSignedUp\n---\n',
        'asyncapi/events.yaml': 'asyncapi: 3.0.0\ninfo:\n  title: "Events\n  version: 1\nchannels: {}\n',
      }),
    );
    expect(analysis.diagnostics.map((d) => `${d.code} ${d.file}:${d.line}`)).toEqual([
      expect.stringMatching(/^ASYNCAPI_PARSE_ERROR asyncapi\/events\.yaml:\d+$/),
      'NAV_ASYNCAPI_UNMATCHED events/signup.mdx:3',
    ]);
    expect(analysis.diagnostics[1]?.hint).toMatch(
      /^"asyncapi\/events\.yaml" cannot be used: the problem at asyncapi\/events\.yaml:\d+:\d+: .*\(ASYNCAPI_PARSE_ERROR\)$/,
    );
  });

  it('reports a document that is not there at its docs.json place', async () => {
    const analysis = await analyzeRepository(
      createMemoryReader({
        'docs.json': JSON.stringify({
          ...base,
          api: { asyncapi: 'gone.yaml' },
          navigation: { groups: [{ group: 'Docs', asyncapi: 'gone.yaml', pages: ['index'] }] },
        }),
        'index.mdx': '# Hi\n',
      }),
    );
    expect(analysis.diagnostics.map((d) => `${d.code} ${d.file} ${d.path ?? ''}`)).toEqual([
      'NAV_ASYNCAPI_INVALID docs.json navigation.groups[0].asyncapi',
      'ASYNCAPI_NOT_FOUND gone.yaml ',
    ]);
  });
});
