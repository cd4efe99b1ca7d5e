import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteManifest } from '@folio/deployment';
import { blobKey } from '@folio/platform';
import { startWorkerEnv, type WorkerEnv } from './helpers/worker-env.ts';

// A self-signed certificate for 127.0.0.1 and 127.0.0.2, trusted by the worker through `documentCa`.
const FIXTURES = new URL('./fixtures/', import.meta.url);

/** An OpenAPI document with two tagged operations: the pages a hosted build must generate. */
const SPEC = JSON.stringify({
  openapi: '3.1.0',
  info: { title: 'Keys API', version: '2' },
  servers: [{ url: 'https://api.keys.example' }],
  paths: {
    '/v2/keys.createKey': {
      post: {
        tags: ['keys'],
        summary: 'Create key',
        description: 'Creates a new API key.',
        responses: { '200': { description: 'ok' } },
      },
    },
    '/v2/keys.verifyKey': {
      post: {
        tags: ['keys'],
        summary: 'Verify key',
        description: 'Checks that a key is valid.',
        responses: { '200': { description: 'ok' } },
      },
    },
  },
});

/** docs.json in unkey's shape: a guide, then a group generated from each remote document. */
function siteFiles(sources: string[]): Record<string, string> {
  const config = {
    name: 'Keys',
    theme: 'mint',
    colors: { primary: '#0E7C66' },
    navigation: {
      groups: [
        { group: 'Guides', pages: ['index'] },
        ...sources.map((source, i) => ({ group: `API ${i + 1}`, openapi: { source, directory: `api-${i + 1}` } })),
      ],
    },
  };
  return {
    'docs.json': JSON.stringify(config, null, 2),
    'index.mdx': '---\ntitle: Welcome\ndescription: How to start.\n---\n\nStart here.\n',
  };
}

let env: WorkerEnv;
let cert: Buffer;
let key: Buffer;
const servers: Server[] = [];

/** An HTTPS document host on `address`, recording the paths it was asked for. */
async function startDocumentHost(address: string, handler: (path: string, response: ServerResponse) => void) {
  const paths: string[] = [];
  const server = createServer({ cert, key }, (request, response) => {
    paths.push(request.url ?? '');
    handler(request.url ?? '', response);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, address, resolve));
  return { origin: `https://${address}:${(server.address() as AddressInfo).port}`, paths };
}

beforeAll(async () => {
  [cert, key] = await Promise.all([
    readFile(new URL('document-host-cert.pem', FIXTURES)),
    readFile(new URL('document-host-key.pem', FIXTURES)),
  ]);
  env = await startWorkerEnv();
  await env.startWorker({
    // The git server and the document hosts of the first tests are on 127.0.0.1, which the
    // operator's settings allow for both; 127.0.0.2 is allowed for repositories only, and documents
    // never borrow the repositories' exceptions.
    allowPrivateRepositories: ['127.0.0.1', '127.0.0.2'],
    allowPrivateDocuments: ['127.0.0.1'],
    documentCa: cert.toString('utf8'),
    limits: { gitTimeoutMs: 5_000, documentTimeoutMs: 1_500 },
  });
});
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
  await env?.close();
});

async function buildSite(name: string, files: Record<string, string>) {
  const repo = await env.createRepo(name);
  const sha = await repo.commit(files);
  const siteId = await env.createSite(repo);
  const build = await env.waitForBuild(await env.queueBuild(siteId, { commitSha: sha }));
  const live = await env.liveDeployment(siteId);
  const manifest =
    live === null
      ? undefined
      : (JSON.parse((await env.getObject(live.manifest_key))!.toString('utf8')) as SiteManifest);
  const page = async (path: string) => {
    const entry = manifest?.files[path];
    return entry === undefined ? undefined : (await env.getObject(blobKey(siteId, entry.blob)))!.toString('utf8');
  };
  return { build, manifest, page };
}

type StoredDiagnostic = {
  code: string;
  severity: string;
  message: string;
  file?: string;
  line?: number;
  path?: string;
};

describe('a hosted build of a site whose docs.json names a remote OpenAPI document', () => {
  it('downloads the document in the build and publishes its endpoint pages', async () => {
    const host = await startDocumentHost('127.0.0.1', (_, response) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end(SPEC),
    );
    const { build, manifest, page } = await buildSite('remote-ok', siteFiles([`${host.origin}/openapi.json`]));

    expect(build.status, build.log).toBe('succeeded');
    expect(build.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(host.paths).toEqual(['/openapi.json']);
    expect(Object.keys(manifest!.files)).toEqual(
      expect.arrayContaining(['/', '/api-1/keys/create-key', '/api-1/keys/verify-key']),
    );
    expect(await page('/api-1/keys/create-key')).toContain('Creates a new API key.');
    expect(await page('/')).toContain('href="/api-1/keys/verify-key"');
  });

  it('reports a document host that answers 500 or never answers at the docs.json line, and publishes the rest of the site', async () => {
    const host = await startDocumentHost('127.0.0.1', (path, response) => {
      if (path === '/broken.json') response.writeHead(500).end('upstream exploded');
      // '/stalled.json' is never answered: the build's document time limit ends the wait.
    });
    const { build, manifest, page } = await buildSite(
      'remote-failing',
      siteFiles([`${host.origin}/broken.json`, `${host.origin}/stalled.json`]),
    );

    expect(build.status, build.log).toBe('succeeded');
    expect(build.log).toContain('published with 2 errors');
    const diagnostics = build.diagnostics as StoredDiagnostic[];
    expect(diagnostics.map((d) => [d.code, d.file, d.line, d.path])).toEqual([
      ['NAV_OPENAPI_INVALID', 'docs.json', 17, 'navigation.groups[1].openapi'],
      ['NAV_OPENAPI_INVALID', 'docs.json', 24, 'navigation.groups[2].openapi'],
    ]);
    expect(diagnostics[0]!.message).toContain(
      `cannot download "${host.origin}/broken.json": HTTP 500 Internal Server Error`,
    );
    expect(diagnostics[1]!.message).toContain(`cannot download "${host.origin}/stalled.json"`);
    expect(diagnostics[1]!.message).toMatch(/did not answer within 1500 ms/);
    expect(Object.keys(manifest!.files)).toContain('/');
    expect(await page('/')).toContain('Start here.');
  });

  it('refuses a document URL at a private address the operator did not allow, without connecting', async () => {
    const host = await startDocumentHost('127.0.0.2', (_, response) => response.writeHead(200).end(SPEC));
    const { build, manifest } = await buildSite('remote-private', siteFiles([`${host.origin}/openapi.json`]));

    expect(build.status, build.log).toBe('succeeded');
    const diagnostics = build.diagnostics as StoredDiagnostic[];
    expect(diagnostics.map((d) => [d.code, d.file, d.path])).toEqual([
      ['NAV_OPENAPI_INVALID', 'docs.json', 'navigation.groups[1].openapi'],
    ]);
    expect(diagnostics[0]!.message).toContain('127.0.0.2 resolves to a non-public address');
    expect(host.paths).toEqual([]);
    expect(Object.keys(manifest!.files).some((path) => path.startsWith('/api-1'))).toBe(false);
  });
});
