import { PUBLIC_ACCESS } from '@folio/platform';
import { buildManifest } from '@folio/site';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/load-config.ts';
import { isSiteOrigin } from '../src/proxy/is-site-origin.ts';
import { createDeploymentLookup } from '../src/routing/create-deployment-lookup.ts';
import type { LiveDeployment } from '../src/routing/live-deployment.ts';
import { normalizeHost } from '../src/routing/normalize-host.ts';
import { chooseEncoding } from '../src/serving/choose-encoding.ts';
import { resolveRequestPath } from '../src/serving/resolve-request-path.ts';
import { createByteLru } from '../src/storage/create-byte-lru.ts';

describe('normalizeHost', () => {
  it('lower-cases, strips the port and trailing dot, and converts IDN to punycode', () => {
    expect(normalizeHost('Docs.Example.COM:8443')).toEqual({ hostname: 'docs.example.com', port: '8443' });
    expect(normalizeHost('docs.example.com.')?.hostname).toBe('docs.example.com');
    expect(normalizeHost('BÜCHER.example')?.hostname).toBe('xn--bcher-kva.example');
    expect(normalizeHost('[::1]:80')).toEqual({ hostname: '[::1]', port: '80' });
  });
  it('refuses what cannot be a host', () => {
    for (const raw of ['', 'a b', 'x@y.com', 'a/b', 'host:port', 'a%2eb', undefined])
      expect(normalizeHost(raw), String(raw)).toBeNull();
  });
});

describe('isSiteOrigin', () => {
  const host = normalizeHost('docs.acme.test')!;
  it('accepts the site itself over http or https, default ports written or not', () => {
    expect(isSiteOrigin('https://docs.acme.test', host)).toBe(true);
    expect(isSiteOrigin('http://docs.acme.test', host)).toBe(true);
    expect(isSiteOrigin('https://docs.acme.test', normalizeHost('docs.acme.test:443')!)).toBe(true);
  });
  it('refuses other sites, suffix tricks, ports and missing origins', () => {
    for (const origin of [
      'https://evil.test',
      'https://docs.acme.test.evil.test',
      'https://docs.acme.test:8443',
      'null',
      undefined,
      'file://docs.acme.test',
    ]) {
      expect(isSiteOrigin(origin, host), String(origin)).toBe(false);
    }
  });
});

describe('resolveRequestPath', async () => {
  const { manifest } = await buildManifest([
    { path: 'index.html', urlPath: '/', contentType: 'text/html', body: 'home' },
    { path: 'a/index.html', urlPath: '/a', contentType: 'text/html', body: 'a' },
    { path: '404.html', urlPath: '/404', contentType: 'text/html', body: 'missing' },
    {
      path: '_folio/redirects.json',
      urlPath: '/_folio/redirects.json',
      contentType: 'application/json',
      body: JSON.stringify([
        { source: '/files/*', destination: '/new/*' },
        { source: '/v1/:section/:page', destination: '/v2/:page/:section', permanent: true },
      ]),
    },
  ]);
  it('finds files only by their exact manifest path', () => {
    expect(resolveRequestPath(manifest, '/a')).toMatchObject({ kind: 'file', path: '/a' });
    for (const raw of [
      '/A',
      '/../a',
      '/%2e%2e/a',
      '/a%00',
      '/%E0%A4%A',
      '\\a',
      '/constructor',
      '/__proto__',
      '/toString',
    ]) {
      expect(resolveRequestPath(manifest, raw).kind, raw).toBe('not-found');
    }
  });
  it('substitutes * and :params in redirects', () => {
    expect(resolveRequestPath(manifest, '/files/x/y.pdf')).toEqual({
      kind: 'redirect',
      location: '/new/x/y.pdf',
      status: 308,
    });
    expect(resolveRequestPath(manifest, '/v1/api/users', '?x=1')).toEqual({
      kind: 'redirect',
      location: '/v2/users/api?x=1',
      status: 308,
    });
  });
  it('never turns a path into a redirect to another origin', () => {
    expect(resolveRequestPath(manifest, '//evil.test/').kind).toBe('not-found');
    expect(resolveRequestPath(manifest, '/%2F%2Fevil.test/').kind).toBe('not-found');
  });
});

describe('chooseEncoding', () => {
  const entry = {
    blob: 'o',
    contentType: 'text/html',
    size: 1,
    variants: { br: 'b', gzip: 'g' },
    cacheControl: 'revalidate' as const,
  };
  it('prefers br, honours q=0 and *', () => {
    expect(chooseEncoding(entry, 'gzip, br').encoding).toBe('br');
    expect(chooseEncoding(entry, 'br;q=0, gzip').encoding).toBe('gzip');
    expect(chooseEncoding(entry, '*').encoding).toBe('br');
    expect(chooseEncoding(entry, '*;q=0').encoding).toBeNull();
    expect(chooseEncoding(entry, undefined)).toEqual({ blob: 'o', encoding: null });
    expect(chooseEncoding({ ...entry, variants: {} }, 'br').encoding).toBeNull();
  });
});

describe('createByteLru', () => {
  it('stays under its byte budget, evicting the least recently used', () => {
    const lru = createByteLru<string>(100, 60);
    lru.set('a', 'a', 40);
    lru.set('b', 'b', 40);
    lru.get('a');
    lru.set('c', 'c', 40);
    expect([lru.get('a'), lru.get('b'), lru.get('c')]).toEqual(['a', undefined, 'c']);
    expect(lru.bytes).toBe(80);
    lru.set('huge', 'h', 61);
    expect(lru.get('huge')).toBeUndefined();
  });
  it('never evicts an entry read between insertions, though it re-orders only entries in the older half', () => {
    const lru = createByteLru<string>(100, 10);
    lru.set('hot', 'hot', 10);
    for (let i = 0; i < 200; i++) {
      expect(lru.get('hot'), `after ${i} insertions`).toBe('hot');
      lru.set(`cold-${i}`, 'c', 10);
    }
    expect(lru.size).toBe(10);
    expect(lru.bytes).toBe(100);
    // The nine most recent cold entries are kept; older ones were evicted in order.
    expect(lru.get('cold-199')).toBe('c');
    expect(lru.get('cold-191')).toBe('c');
    expect(lru.get('cold-190')).toBeUndefined();
  });
});

describe('createDeploymentLookup', () => {
  const live = (deploymentId: string): LiveDeployment => ({
    siteId: 's1',
    slug: 's',
    isPreview: false,
    deploymentId,
    manifestKey: 'k',
    deploymentOrigins: [],
    siteOrigins: [],
    access: PUBLIC_ACCESS,
  });
  it('caches, refreshes on a site event, and serves the stale answer when the database fails', async () => {
    let answer: LiveDeployment | Error = live('d1');
    let queries = 0;
    const stale: string[] = [];
    const lookup = createDeploymentLookup({
      find: async () => {
        queries++;
        if (answer instanceof Error) throw answer;
        return answer;
      },
      ttlMs: 60_000,
      negativeTtlMs: 1_000,
      retryMs: 1_000,
      maxHosts: 10,
      onStale: (host) => stale.push(host),
    });
    expect((await lookup.lookup('h'))?.deploymentId).toBe('d1');
    await lookup.lookup('h');
    expect(queries).toBe(1);
    answer = live('d2');
    lookup.refreshSite('s1');
    expect((await lookup.lookup('h'))?.deploymentId).toBe('d2');
    answer = new Error('database down');
    lookup.refreshSite('s1');
    expect((await lookup.lookup('h'))?.deploymentId).toBe('d2');
    expect(stale).toEqual(['h']);
    await expect(lookup.lookup('never-seen')).rejects.toThrow('database down');
    lookup.forgetSite('s1');
    await expect(lookup.lookup('h')).rejects.toThrow('database down');
  });
});

describe('loadConfig', () => {
  it('reports every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'x', PLAYGROUND_ALLOW_PRIVATE: 'loopback,not a range!', S3_ACCESS_KEY_ID: 'a' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const text = (error as ConfigError).problems.join('\n');
      for (const name of [
        'DATABASE_URL',
        'REDIS_URL',
        'S3_BUCKET',
        'PORT',
        'PLAYGROUND_ALLOW_PRIVATE',
        'S3_SECRET_ACCESS_KEY',
      ])
        expect(text).toContain(name);
      expect(text).not.toContain('"a"');
    }
  });
  it('keeps the playground escape hatch off by default', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://x/y', REDIS_URL: 'redis://127.0.0.1', S3_BUCKET: 'b' });
    expect(config.playground.allowPrivate).toEqual([]);
  });
});
