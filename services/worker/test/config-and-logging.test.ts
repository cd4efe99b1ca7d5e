import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/load-config.ts';
import { createLogger } from '@folio/platform';
import { siteUrlsOf } from '../src/config/site-urls.ts';

const base = {
  DATABASE_URL: 'postgres://127.0.0.1/folio',
  REDIS_URL: 'redis://127.0.0.1:6379',
  S3_BUCKET: 'b',
  S3_ACCESS_KEY_ID: 'k',
  S3_SECRET_ACCESS_KEY: 's',
};

describe('worker config', () => {
  it('reports every bad variable at once, without secret values', () => {
    let error: ConfigError | undefined;
    try {
      loadConfig({
        REDIS_URL: 'http://x',
        WORKER_CONCURRENCY: '0',
        SECRET_ENCRYPTION_KEY: 'short-secret',
        BUILD_QUEUE_NAME: 'a:b',
      });
    } catch (caught) {
      error = caught as ConfigError;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect(error!.problems).toEqual(
      expect.arrayContaining([
        'DATABASE_URL is required',
        'REDIS_URL must use redis: or rediss:',
        'WORKER_CONCURRENCY must be an integer from 1 to 64, got "0"',
        'S3_BUCKET is required',
        'BUILD_QUEUE_NAME must not contain ":" (BullMQ uses it as a separator)',
      ]),
    );
    expect(error!.message).not.toContain('short-secret');
  });

  it('reads limits in MB and defaults path-style S3 for a custom endpoint', () => {
    const config = loadConfig({
      ...base,
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      BUILD_MAX_REPO_MB: '10',
      BUILD_MAX_MEMORY_MB: '256',
    });
    expect(config.s3.forcePathStyle).toBe(true);
    expect(config.limits.maxRepoBytes).toBe(10 * 1024 * 1024);
    expect(config.thread.maxMemoryMb).toBe(256);
    expect(config.concurrency).toBe(1);
  });

  it('reads the remote OpenAPI document limits, 15 s and 10 MB by default', () => {
    expect(loadConfig(base).limits).toMatchObject({ documentTimeoutMs: 15_000, maxDocumentBytes: 10 * 1024 * 1024 });
    const config = loadConfig({ ...base, BUILD_DOCUMENT_TIMEOUT_MS: '2000', BUILD_MAX_DOCUMENT_MB: '3' });
    expect(config.limits).toMatchObject({ documentTimeoutMs: 2_000, maxDocumentBytes: 3 * 1024 * 1024 });
    expect(() => loadConfig({ ...base, BUILD_DOCUMENT_TIMEOUT_MS: '0' })).toThrow(/BUILD_DOCUMENT_TIMEOUT_MS/);
  });
});

describe('WORKER_ALLOW_PRIVATE_REPOSITORIES', () => {
  it('is empty by default, reads a comma-separated list, and names a bad entry', () => {
    expect(loadConfig(base).allowPrivateRepositories).toEqual([]);
    expect(
      loadConfig({ ...base, WORKER_ALLOW_PRIVATE_REPOSITORIES: 'loopback, 10.20.0.0/16,git.internal' })
        .allowPrivateRepositories,
    ).toEqual(['loopback', '10.20.0.0/16', 'git.internal']);
    let error: ConfigError | undefined;
    try {
      loadConfig({ ...base, WORKER_ALLOW_PRIVATE_REPOSITORIES: 'loopback,not a range!' });
    } catch (caught) {
      error = caught as ConfigError;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect(error!.problems).toHaveLength(1);
    expect(error!.problems[0]).toMatch(
      /^WORKER_ALLOW_PRIVATE_REPOSITORIES: allowPrivate entry "not a range!" is not a range name/,
    );
  });
});

describe('WORKER_ALLOW_PRIVATE_DOCUMENTS', () => {
  it('is empty by default even when repositories have exceptions, reads its own list, and names a bad entry', () => {
    const repositoriesOnly = loadConfig({ ...base, WORKER_ALLOW_PRIVATE_REPOSITORIES: 'loopback' });
    expect(repositoriesOnly.allowPrivateDocuments).toEqual([]);
    expect(
      loadConfig({ ...base, WORKER_ALLOW_PRIVATE_DOCUMENTS: 'private, specs.internal' }).allowPrivateDocuments,
    ).toEqual(['private', 'specs.internal']);
    expect(() => loadConfig({ ...base, WORKER_ALLOW_PRIVATE_DOCUMENTS: '300.1.2.3/99' })).toThrow(
      /WORKER_ALLOW_PRIVATE_DOCUMENTS: /,
    );
  });
});

describe('worker logger', () => {
  it('strips tokens from git URLs in messages, fields and errors, and redacts token fields', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write: (chunk, _enc, done) => {
        lines.push(String(chunk));
        done();
      },
    });
    const log = createLogger('info', sink);
    const url = 'https://x-access-token:ghp_supersecret123@github.com/acme/docs.git';
    log.info({ repoUrl: url, token: 'ghp_supersecret123', err: new Error(`clone of ${url} failed`) }, `cloning ${url}`);
    const output = lines.join('');
    expect(output).not.toContain('ghp_supersecret123');
    expect(output).toContain('https://[redacted]@github.com/acme/docs.git');
    expect(JSON.parse(output).err.message).toBe('clone of https://[redacted]@github.com/acme/docs.git failed');
  });
});

describe('site URLs', () => {
  it('put sites and previews on SITES_DOMAIN and the dashboard on PLATFORM_DOMAIN', () => {
    const config = loadConfig({ ...base, PLATFORM_DOMAIN: 'folio.com', SITES_DOMAIN: 'folio.page' });
    const { siteUrl, previewUrl } = siteUrlsOf(config);
    expect(siteUrl('acme')).toBe('https://acme.folio.page');
    expect(previewUrl('docs-v2', 'acme')).toBe('https://docs-v2--acme.folio.page');
    expect(config.dashboardUrl).toBe('https://app.folio.com');
  });

  it("take the front door's scheme and port from DASHBOARD_ORIGIN, as npm start serves them", () => {
    const config = loadConfig({
      ...base,
      DASHBOARD_ORIGIN: 'http://app.localhost:8080',
      SITES_DOMAIN: 'sites.localhost',
    });
    const { siteUrl, previewUrl } = siteUrlsOf(config);
    expect(siteUrl('acme')).toBe('http://acme.sites.localhost:8080');
    expect(previewUrl('docs-v2', 'acme')).toBe('http://docs-v2--acme.sites.localhost:8080');
  });

  it('refuse PLATFORM_DOMAIN without SITES_DOMAIN, and the two on one registrable domain', () => {
    expect(() => loadConfig({ ...base, PLATFORM_DOMAIN: 'folio.com' })).toThrow(
      /SITES_DOMAIN is required when PLATFORM_DOMAIN is set/,
    );
    expect(() => loadConfig({ ...base, PLATFORM_DOMAIN: 'folio.com', SITES_DOMAIN: 'docs.folio.com' })).toThrow(
      /must be different registrable domains/,
    );
  });
});

describe('commit status settings', () => {
  it('are on by default, link to app.<platform domain>, and know only github.com and gitlab.com', () => {
    const config = loadConfig({ ...base, PLATFORM_DOMAIN: 'folio.com', SITES_DOMAIN: 'folio.page' });
    expect(config.dashboardUrl).toBe('https://app.folio.com');
    expect(config.commitStatus).toEqual({ enabled: true, hosts: [], timeoutMs: 10_000, attempts: 3 });
  });

  it('read DASHBOARD_ORIGIN, COMMIT_STATUS_HOSTS and the limits', () => {
    const config = loadConfig({
      ...base,
      DASHBOARD_ORIGIN: 'https://dash.folio.example',
      COMMIT_STATUS_HOSTS: 'ghe.example.com=github,git.example.com=gitlab:https://git.example.com/gitlab/api/v4',
      COMMIT_STATUS_TIMEOUT_MS: '2500',
      COMMIT_STATUS_ATTEMPTS: '5',
      COMMIT_STATUS_ENABLED: 'false',
    });
    expect(config.dashboardUrl).toBe('https://dash.folio.example');
    expect(config.commitStatus).toEqual({
      enabled: false,
      hosts: [
        { host: 'ghe.example.com', provider: 'github' },
        { host: 'git.example.com', provider: 'gitlab', apiBaseUrl: 'https://git.example.com/gitlab/api/v4' },
      ],
      timeoutMs: 2_500,
      attempts: 5,
    });
  });

  it('report every bad one at once', () => {
    let error: ConfigError | undefined;
    try {
      loadConfig({
        ...base,
        DASHBOARD_ORIGIN: 'https://app.folio.example/dashboard',
        COMMIT_STATUS_HOSTS: 'ghe.example.com=gitea',
        COMMIT_STATUS_ATTEMPTS: '0',
      });
    } catch (caught) {
      error = caught as ConfigError;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect(error!.problems).toEqual([
      'DASHBOARD_ORIGIN must be an origin like https://app.folio.page (no path or trailing slash), got "https://app.folio.example/dashboard"',
      'COMMIT_STATUS_HOSTS: entry "ghe.example.com=gitea" names provider "gitea"; use github or gitlab',
      'COMMIT_STATUS_ATTEMPTS must be an integer from 1 to 10, got "0"',
    ]);
  });
});
