import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { renderSite } from '@folio/site';
import { sampleSite } from '@folio/site/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteCache } from '../site-cache.ts';
import type { SiteFiles } from '../site-files.ts';
import { answerMcpRequest } from './answer-mcp-request.ts';
import { serverCard } from './server-card.ts';

// The sample site served by answerMcpRequest on a loopback HTTP server, reached with the SDK's own client.
const input = sampleSite();
input.content.get('en/v2/internals/queue')!.markdown +=
  `\n\n## Retries\n\nFailed jobs use exponential backoff.\n\n${'Long text about queues. '.repeat(3000)}`;
const built = new Map(renderSite(input).map((file) => [file.urlPath, file.body]));
let failReads = false;
const files: SiteFiles = {
  id: 'sample',
  read: async (urlPath) => {
    if (failReads && urlPath.endsWith('.md')) throw new Error('S3 said: SlowDown (bucket secret-bucket)');
    return built.get(urlPath);
  },
};
const sites = new SiteCache({ maxBytes: 64 * 1024 * 1024 });
const errors: unknown[] = [];
let server: Server;
let origin = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void answerMcpRequest(
        { method: request.method ?? 'GET', headers: request.headers, body: Buffer.concat(chunks) },
        { site: sites.get(files), origin, onError: (error) => errors.push(error) },
      ).then((answer) => {
        response.writeHead(answer.status, answer.headers);
        response.end(answer.body);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

async function connect(): Promise<Client> {
  const client = new Client({ name: 'folio-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${origin}/mcp`)));
  // The client checks structured content against the output schemas it has listed.
  await client.listTools();
  return client;
}

const text = (result: Awaited<ReturnType<Client['callTool']>>) =>
  (result.content as { type: string; text: string }[]).map((part) => part.text).join('\n');

describe("a site's MCP server", () => {
  it('introduces itself and lists its four read-only tools with schemas', async () => {
    const client = await connect();
    try {
      expect(client.getServerVersion()).toMatchObject({
        name: '127.0.0.1/docs',
        title: 'Acme Docs documentation',
      });
      expect(client.getInstructions()).toContain('`get_api_operation`');
      expect(client.getServerCapabilities()).toMatchObject({ tools: { listChanged: false } });
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name)).toEqual(['search', 'get_page', 'list_pages', 'get_api_operation']);
      for (const tool of tools) {
        expect(tool.annotations?.readOnlyHint).toBe(true);
        expect(tool.inputSchema.type).toBe('object');
        expect(tool.outputSchema?.type).toBe('object');
        expect(tool.description!.length).toBeGreaterThan(80);
      }
    } finally {
      await client.close();
    }
  });

  it('searches with the site engine and reads a page in parts', async () => {
    const client = await connect();
    try {
      const found = await client.callTool({ name: 'search', arguments: { query: 'exponential backoff', limit: 3 } });
      expect(found.isError).toBeFalsy();
      const results = (found.structuredContent as { results: { url: string; heading: string; snippet: string }[] })
        .results;
      // The sample page lists no rendered heading for this section: no anchor to link.
      expect(results[0]).toMatchObject({ heading: 'Retries', url: `${origin}/en/v2/internals/queue` });
      expect(results[0]!.snippet).toContain('**exponential** **backoff**');
      expect(text(found)).toContain(`[Queue › Retries](${origin}/en/v2/internals/queue)`);

      const first = await client.callTool({ name: 'get_page', arguments: { page: results[0]!.url } });
      const page = first.structuredContent as {
        title: string;
        markdown: string;
        nextOffset?: number;
        totalChars: number;
      };
      expect(page.title).toBe('Queue');
      expect(page.markdown.startsWith('# Queue')).toBe(true);
      expect(page.nextOffset).toBe(40_000);
      const rest = await client.callTool({
        name: 'get_page',
        arguments: { page: '/en/v2/internals/queue.md', offset: page.nextOffset },
      });
      const second = rest.structuredContent as { markdown: string; nextOffset?: number; offset: number };
      expect(second.offset).toBe(40_000);
      expect(page.markdown.length + second.markdown.length).toBe(page.totalChars);
      expect(second.nextOffset).toBeUndefined();
    } finally {
      await client.close();
    }
  });

  it('lists the navigation, or one section of it', async () => {
    const client = await connect();
    try {
      const all = await client.callTool({ name: 'list_pages', arguments: {} });
      const listed = all.structuredContent as {
        total: number;
        pages: { url: string; section: string[] }[];
        sections: string[];
      };
      expect(listed.sections).toEqual(['en', 'fr']);
      expect(listed.pages[0]).toMatchObject({
        url: `${origin}/en/v2/intro`,
        section: ['en', 'v2', 'Guides', 'Getting started'],
      });
      const api = await client.callTool({ name: 'list_pages', arguments: { section: 'API reference' } });
      expect((api.structuredContent as { pages: { url: string }[] }).pages.map((p) => p.url)).toEqual([
        `${origin}/en/v2/api/get-a-pet`,
        `${origin}/en/v2/api/create-a-pet`,
        `${origin}/en/v1/api/get-a-pet`,
        `${origin}/en/v1/api/create-a-pet`,
      ]);
      expect(text(api)).toContain('## en › v2 › API reference › Pets');
      const missing = await client.callTool({ name: 'list_pages', arguments: { section: 'Nowhere' } });
      expect(missing.isError).toBe(true);
      expect(text(missing)).toContain('Sections of this site: "en", "fr"');
    } finally {
      await client.close();
    }
  });

  it('gives an API operation by id, by method and path, or by a concrete path, schemas resolved', async () => {
    const client = await connect();
    try {
      const byId = await client.callTool({ name: 'get_api_operation', arguments: { operationId: 'getPet' } });
      // sampleSite's operations carry no operationId in the index: it is named by method and path.
      expect(byId.isError).toBe(true);
      const byPath = await client.callTool({
        name: 'get_api_operation',
        arguments: { method: 'get', path: '/pets/{petId}' },
      });
      const op = byPath.structuredContent as {
        method: string;
        url: string;
        parameters: { name: string }[];
        responses: { status: string; schema?: { properties?: object } }[];
      };
      // Documented in v2 and v1: the first page in navigation order answers, the others are named.
      expect(op).toMatchObject({
        method: 'GET',
        url: `${origin}/en/v2/api/get-a-pet`,
        alsoDocumentedAt: [`${origin}/en/v1/api/get-a-pet`],
      });
      expect(op.parameters.map((p) => p.name)).toEqual(['petId', 'fields', 'X-Request-Id', 'session']);
      expect(Object.keys(op.responses[0]!.schema!.properties!)).toEqual(['id', 'name', 'parent', 'tags']);
      const concrete = await client.callTool({
        name: 'get_api_operation',
        arguments: { path: 'POST https://api.acme.test/v1/pets' },
      });
      expect((concrete.structuredContent as { path: string }).path).toBe('/pets');
      const unknown = await client.callTool({
        name: 'get_api_operation',
        arguments: { method: 'DELETE', path: '/pets/{petId}' },
      });
      expect(unknown.isError).toBe(true);
      expect(text(unknown)).toBe('No DELETE operation on /pets/{petId}; there is GET /pets/{petId}.');
    } finally {
      await client.close();
    }
  });

  it('answers bad arguments and unreadable files as tool errors, never with internals', async () => {
    const client = await connect();
    try {
      const bad = await client.callTool({ name: 'search', arguments: { query: 'x'.repeat(500) } });
      expect(bad.isError).toBe(true);
      expect(text(bad)).toContain('Input validation error');
      const unknown = await client.callTool({ name: 'get_page', arguments: { page: '/en/v2/nothing-here' } });
      expect(unknown.isError).toBe(true);
      expect(text(unknown)).toContain('No page of this site is at "/en/v2/nothing-here"');
      failReads = true;
      const down = await client.callTool({ name: 'get_page', arguments: { page: '/en/v2/intro' } });
      failReads = false;
      expect(down.isError).toBe(true);
      expect(text(down)).not.toContain('secret-bucket');
      expect(String(errors.at(-1))).toContain('SlowDown');
      const notATool = await client.callTool({ name: 'delete_everything', arguments: {} });
      expect(notATool.isError).toBe(true);
    } finally {
      await client.close();
    }
  });

  it('refuses other methods, oversized bodies and malformed JSON at the transport', async () => {
    const get = await fetch(`${origin}/mcp`, { headers: { accept: 'text/event-stream' } });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const headers = { accept: 'application/json, text/event-stream', 'content-type': 'application/json' };
    const big = await fetch(`${origin}/mcp`, { method: 'POST', headers, body: `"${'x'.repeat(70_000)}"` });
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32000 } });
    const broken = await fetch(`${origin}/mcp`, { method: 'POST', headers, body: '{"jsonrpc":' });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ error: { code: -32700 } });
  });

  it('describes itself in a server card with the endpoint and the tools', () => {
    const navigation = JSON.parse(String(built.get('/_folio/navigation.json')));
    const card = serverCard(navigation, 'https://docs.acme.test') as {
      remotes: { url: string }[];
      tools: { name: string; inputSchema: { properties: object } }[];
      transport: { endpoint: string };
    };
    expect(card).toMatchObject({
      name: 'test.acme.docs/docs',
      title: 'Acme Docs documentation',
      description: 'Everything about Acme.',
    });
    expect(card.remotes[0]!.url).toBe('https://docs.acme.test/mcp');
    expect(card.transport.endpoint).toBe('/mcp');
    expect(card.tools.map((tool) => tool.name)).toEqual(['search', 'get_page', 'list_pages', 'get_api_operation']);
    expect(Object.keys(card.tools[0]!.inputSchema.properties)).toEqual(['query', 'language', 'version', 'limit']);
  });
});
