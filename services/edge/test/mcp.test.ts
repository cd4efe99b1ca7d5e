// /mcp and /.well-known/mcp at the edge: examples/starter (OpenAPI pages) and the AsyncAPI fixture,
// built for real and deployed to s3rver, Postgres and Redis; reached with the MCP SDK's own client.
import { startInFreshWindow } from './helpers/fresh-window.ts';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { buildSite, createDirectoryReader } from '@folio/builder';
import { hostRoutedFetch } from '@folio/platform/testing';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITES_DOMAIN, createSite, deploy, page, randomSlug, startWorld, type World } from './helpers/world.ts';

const STARTER = fileURLToPath(new URL('../../../examples/starter', import.meta.url));
const ASYNCAPI = fileURLToPath(new URL('../../../test/fixtures/asyncapi', import.meta.url));
const offline = async (url: string): Promise<string> => Promise.reject(new Error(`offline: ${url}`));

let world: World;
let port = 0;
let pets: string;
let events: string;

async function deployFixture(folder: string, prefix: string): Promise<string> {
  const build = await buildSite(createDirectoryReader(folder), {
    fetchUrl: offline,
    manifest: false,
    renderPool: false,
  });
  const slug = randomSlug(prefix);
  await deploy(world, await createSite(world, slug), build.files);
  return `${slug}.${SITES_DOMAIN}`;
}

async function connect(host: string): Promise<Client> {
  const client = new Client({ name: 'edge-test', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`http://${host}/mcp`), { fetch: hostRoutedFetch(port) }),
  );
  return client;
}

const text = (result: Awaited<ReturnType<Client['callTool']>>) =>
  (result.content as { text: string }[]).map((part) => part.text).join('\n');

beforeAll(async () => {
  world = await startWorld({ env: { MCP_CLIENT_PER_MINUTE: '40' } });
  pets = await deployFixture(STARTER, 'pets');
  events = await deployFixture(ASYNCAPI, 'events');
  await world.app.listen({ host: '127.0.0.1', port: 0 });
  port = (world.app.server.address() as AddressInfo).port;
}, 120_000);
afterAll(async () => {
  await world?.close();
});

describe('the MCP server of a hosted site', () => {
  it('lists its tools and answers each with the deployment’s content', async () => {
    const client = await connect(pets);
    try {
      expect(client.getServerVersion()?.title).toBe('Acme Pets documentation');
      expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual([
        'search',
        'get_page',
        'list_pages',
        'get_api_operation',
      ]);
      const found = await client.callTool({ name: 'search', arguments: { query: 'adopt a pet' } });
      const results = (found.structuredContent as { results: { url: string; title: string }[] }).results;
      expect(results[0]!.url.startsWith(`http://${pets}/guides/adopting`)).toBe(true);

      const read = await client.callTool({ name: 'get_page', arguments: { page: results[0]!.url } });
      expect(read.structuredContent).toMatchObject({ title: results[0]!.title, url: `http://${pets}/guides/adopting` });
      expect((read.structuredContent as { markdown: string }).markdown).toContain(`# ${results[0]!.title}`);

      const listed = await client.callTool({ name: 'list_pages', arguments: { section: 'Guides' } });
      const urls = (listed.structuredContent as { pages: { url: string }[] }).pages.map((p) => p.url);
      expect(urls).toContain(`http://${pets}/guides/feeding`);
      expect(urls.some((url) => url.includes('api-reference'))).toBe(false);

      const operation = await client.callTool({ name: 'get_api_operation', arguments: { operationId: 'createPet' } });
      expect(operation.isError).toBeFalsy();
      expect(operation.structuredContent).toMatchObject({ kind: 'operation', method: 'POST', path: '/pets' });
      expect(JSON.stringify((operation.structuredContent as { requestBody: unknown }).requestBody)).toContain('"name"');
    } finally {
      await client.close();
    }
  });

  it('gives AsyncAPI channels with their messages', async () => {
    const client = await connect(events);
    try {
      const pages = await client.callTool({ name: 'list_pages', arguments: { section: 'Events' } });
      expect((pages.structuredContent as { total: number }).total).toBeGreaterThan(1);
      const wrong = await client.callTool({ name: 'get_api_operation', arguments: { channel: 'nope' } });
      expect(wrong.isError).toBe(true);
      const id = /Channels: ([^;( .]+)/.exec(text(wrong))![1]!;
      const channel = await client.callTool({ name: 'get_api_operation', arguments: { channel: id } });
      expect(channel.structuredContent).toMatchObject({ kind: 'channel', id });
      expect((channel.structuredContent as { operations: unknown[] }).operations.length).toBeGreaterThan(0);
    } finally {
      await client.close();
    }
  });

  it('serves the server card at /.well-known/mcp with the endpoint and tools, cacheable', async () => {
    const card = await world.app.inject({ method: 'GET', url: '/.well-known/mcp', headers: { host: pets } });
    expect(card.statusCode).toBe(200);
    expect(card.json()).toMatchObject({
      name: `dev.test-sites.folio.${pets.split('.')[0]}/docs`,
      title: 'Acme Pets documentation',
      remotes: [{ type: 'streamable-http', url: `http://${pets}/mcp` }],
    });
    expect(card.json().tools.map((tool: { name: string }) => tool.name)).toContain('get_api_operation');
    expect(card.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const again = await world.app.inject({
      method: 'GET',
      url: '/.well-known/mcp.json',
      headers: { host: pets, 'if-none-match': card.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('refuses what a stateless server does not offer, and oversized bodies, as JSON-RPC errors', async () => {
    const stream = await world.app.inject({
      method: 'GET',
      url: '/mcp',
      headers: { host: pets, accept: 'text/event-stream' },
    });
    expect(stream.statusCode).toBe(405);
    expect(stream.headers.allow).toBe('POST');
    // A browser asking for /mcp gets the site's page there, or its 404.
    const browser = await world.app.inject({
      method: 'GET',
      url: '/mcp',
      headers: { host: pets, accept: 'text/html' },
    });
    expect(browser.statusCode).toBe(404);
    expect(browser.headers['content-type']).toBe('text/html; charset=utf-8');
    const big = await world.app.inject({
      method: 'POST',
      url: '/mcp',
      headers: { host: pets, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      payload: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping', params: { pad: 'x'.repeat(70_000) } }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32000 } });
    const unknown = await world.app.inject({ method: 'POST', url: '/mcp', headers: { host: `nope.${SITES_DOMAIN}` } });
    expect(unknown.statusCode).toBe(404);
  });

  it('limits each client address per minute, through Redis', async () => {
    const ping = (ip: string) =>
      world.app.inject({
        method: 'POST',
        url: '/mcp',
        remoteAddress: ip,
        headers: { host: events, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        payload: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }),
      });
    // The limit counts in fixed one-minute windows shared through Redis: an address of this run
    // only, in a window with time left, so neither a window boundary nor an earlier run counts.
    await startInFreshWindow();
    const address = `198.51.100.${1 + Math.floor(Math.random() * 200)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 42; i++) statuses.push((await ping(address)).statusCode);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
    const limited = await ping(address);
    expect(limited.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32000 } });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await ping('198.51.100.250')).statusCode).toBe(200);
  });

  it('answers a site redeployed without navigation data with tool errors, not crashes', async () => {
    const slug = randomSlug('old');
    await deploy(world, await createSite(world, slug), [page('/', '<h1>Old</h1>')]);
    const client = await connect(`${slug}.${SITES_DOMAIN}`);
    try {
      const result = await client.callTool({ name: 'list_pages', arguments: {} });
      expect(result.isError).toBe(true);
      expect(text(result)).toContain('must be built again');
    } finally {
      await client.close();
    }
  });
});
