// The MCP server of a Folio site, end to end, reached with the MCP SDK's own client: a push of
// examples/starter becomes a live site (api → webhook → worker → edge, real Postgres, Redis, S3 and
// git), and `folio dev` serves the same repository; both list the tools and answer each one.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApiClient, deliverGithubPush, waitForBuild } from '@folio/local';
import { hostRoutedFetch } from '@folio/platform/testing';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITES_DOMAIN, startE2eWorld, type E2eWorld } from './helpers/e2e-world.ts';

const STARTER = fileURLToPath(new URL('../examples/starter', import.meta.url));
const CLI = fileURLToPath(new URL('../packages/cli/src/main.ts', import.meta.url));

/** Every file of a folder, by path relative to it (the starter holds text files only). */
async function readFolder(root: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files[relative(root, path)] = await readFile(path, 'utf8');
  }
  return files;
}

const text = (result: Awaited<ReturnType<Client['callTool']>>) =>
  (result.content as { text: string }[]).map((part) => part.text).join('\n');

/**
 * What every Folio site's MCP server must do with the starter: list the four tools, then answer
 * each with the site's real content, URLs on `origin`.
 */
async function exerciseStarter(client: Client, origin: string): Promise<void> {
  const { tools } = await client.listTools();
  expect(tools.map((tool) => tool.name)).toEqual(['search', 'get_page', 'list_pages', 'get_api_operation']);

  const found = await client.callTool({ name: 'search', arguments: { query: 'feeding schedule', limit: 5 } });
  expect(found.isError, text(found)).toBeFalsy();
  const results = (found.structuredContent as { results: { url: string; title: string; snippet: string }[] }).results;
  expect(results.length).toBeGreaterThan(0);
  expect(results[0]!.url.startsWith(`${origin}/guides/feeding`)).toBe(true);
  expect(results[0]!.snippet).toMatch(/\*\*[^*]+\*\*/);

  const page = await client.callTool({ name: 'get_page', arguments: { page: '/quickstart' } });
  expect(page.isError, text(page)).toBeFalsy();
  const read = page.structuredContent as { title: string; url: string; markdown: string };
  expect(read.url).toBe(`${origin}/quickstart`);
  expect(read.markdown).toContain(`# ${read.title}`);
  expect(text(page)).toContain(`Source: ${origin}/quickstart`);

  const listed = await client.callTool({ name: 'list_pages', arguments: {} });
  const pages = (listed.structuredContent as { pages: { url: string; section: string[] }[]; sections: string[] }).pages;
  expect(pages.map((p) => p.url)).toEqual(expect.arrayContaining([`${origin}/`, `${origin}/guides/adopting`]));
  expect(pages.find((p) => p.url === `${origin}/guides/adopting`)!.section).toEqual([
    'Guides',
    'Guides',
    'Working with pets',
  ]);

  const byId = await client.callTool({ name: 'get_api_operation', arguments: { operationId: 'listPets' } });
  expect(byId.isError, text(byId)).toBeFalsy();
  const operation = byId.structuredContent as { method: string; path: string; url: string; responses: unknown[] };
  expect(operation).toMatchObject({ method: 'GET', path: '/pets' });
  expect(operation.url.startsWith(`${origin}/`)).toBe(true);
  expect(operation.responses.length).toBeGreaterThan(0);
  const byPath = await client.callTool({ name: 'get_api_operation', arguments: { method: 'POST', path: '/pets' } });
  expect(byPath.structuredContent).toMatchObject({ operationId: 'createPet' });
}

async function connect(url: string, fetch?: typeof globalThis.fetch): Promise<Client> {
  const client = new Client({ name: 'folio-e2e', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(url), fetch === undefined ? {} : { fetch }));
  return client;
}

describe('MCP on a hosted site: push → webhook → worker → edge', () => {
  let world: E2eWorld;
  let host: string;

  beforeAll(async () => {
    world = await startE2eWorld({});
    const created = await world.operator<{ apiKey: { key: string } }>('POST', '/v1/tenants', { name: 'MCP tenant' });
    const tenant = createApiClient(world.apiUrl, created.body.apiKey.key);
    const repo = await world.createRepo('starter');
    const slug = `mcp-${Date.now().toString(36)}`;
    const site = await tenant<{ id: string; webhookSecret: string }>('POST', '/v1/sites', {
      name: 'Starter',
      slug,
      repoUrl: repo.url,
    });
    expect(site.status, JSON.stringify(site.body)).toBe(201);
    const sha = await repo.commit(await readFolder(STARTER));
    const delivery = await deliverGithubPush(
      `${world.apiUrl}/webhooks/github/${site.body.id}`,
      site.body.webhookSecret,
      {
        ref: 'refs/heads/main',
        after: sha,
      },
    );
    expect(delivery.status).toBe(202);
    const build = await waitForBuild(tenant, site.body.id, delivery.body.buildId!, 90_000);
    expect(build.status, build.errorMessage ?? '').toBe('succeeded');
    host = `${slug}.${SITES_DOMAIN}`;
  }, 150_000);
  afterAll(async () => {
    await world?.close();
  });

  it('lists the tools and answers each one with the pushed content', async () => {
    const client = await connect(`http://${host}/mcp`, hostRoutedFetch(world.edgePort));
    try {
      expect(client.getServerVersion()?.title).toBe('Acme Pets documentation');
      await exerciseStarter(client, `http://${host}`);
    } finally {
      await client.close();
    }
  });

  it('answers the search endpoint and the server card from the same deployment', async () => {
    const search = await world.edge(host, '/_folio/search?q=feeding+schedule&limit=1');
    expect(search.status).toBe(200);
    expect(JSON.parse(search.body).results[0].url).toMatch(new RegExp(`^http://${host}/guides/feeding`));
    const card = await world.edge(host, '/.well-known/mcp');
    expect(JSON.parse(card.body).remotes).toEqual([
      expect.objectContaining({ type: 'streamable-http', url: `http://${host}/mcp` }),
    ]);
  });
});

describe('MCP in folio dev', () => {
  let child: ChildProcess;
  let base = '';

  beforeAll(async () => {
    child = spawn(
      process.execPath,
      ['--conditions=@folio/source', '--import', 'tsx', CLI, 'dev', STARTER, '--port', '0'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    base = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`folio dev was not ready within 90 s:\n${output}`)), 90_000);
      const check = () => {
        const url = /serving .* at (http:\/\/localhost:\d+)/.exec(output)?.[1];
        if (url !== undefined && output.includes('✔ ready in')) {
          clearTimeout(timer);
          resolve(url);
        }
      };
      child.stdout!.on('data', check);
      child.once('exit', (code) => reject(new Error(`folio dev exited (${code}):\n${output}`)));
    });
  }, 120_000);
  afterAll(() => {
    child?.kill('SIGINT');
  });

  it('lists the tools and answers each one as the hosted site does', async () => {
    const client = await connect(`${base}/mcp`);
    try {
      await exerciseStarter(client, base);
    } finally {
      await client.close();
    }
  });

  it('refuses MCP requests a page of another origin makes a browser send', async () => {
    const refused = await fetch(`${base}/mcp`, {
      method: 'POST',
      headers: {
        origin: 'https://evil.example',
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }),
    });
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toContain(
      'the MCP server of folio dev accepts requests from its own pages only',
    );
  });
});
