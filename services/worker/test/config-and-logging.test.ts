import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/load-config.ts';
import { createLogger } from '../src/config/create-logger.ts';

const base = { DATABASE_URL: 'postgres://127.0.0.1/folio', REDIS_URL: 'redis://127.0.0.1:6379', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' };

describe('worker config', () => {
  it('reports every bad variable at once, without secret values', () => {
    let error: ConfigError | undefined;
    try {
      loadConfig({ REDIS_URL: 'http://x', WORKER_CONCURRENCY: '0', SECRET_ENCRYPTION_KEY: 'short-secret', BUILD_QUEUE_NAME: 'a:b' });
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
    const config = loadConfig({ ...base, S3_ENDPOINT: 'http://127.0.0.1:9000', BUILD_MAX_REPO_MB: '10', BUILD_MAX_MEMORY_MB: '256' });
    expect(config.s3.forcePathStyle).toBe(true);
    expect(config.limits.maxRepoBytes).toBe(10 * 1024 * 1024);
    expect(config.thread.maxMemoryMb).toBe(256);
    expect(config.concurrency).toBe(1);
  });
});

describe('WORKER_ALLOW_PRIVATE_REPOSITORIES', () => {
  it('is empty by default, reads a comma-separated list, and names a bad entry', () => {
    expect(loadConfig(base).allowPrivateRepositories).toEqual([]);
    expect(loadConfig({ ...base, WORKER_ALLOW_PRIVATE_REPOSITORIES: 'loopback, 10.20.0.0/16,git.internal' }).allowPrivateRepositories).toEqual([
      'loopback',
      '10.20.0.0/16',
      'git.internal',
    ]);
    let error: ConfigError | undefined;
    try {
      loadConfig({ ...base, WORKER_ALLOW_PRIVATE_REPOSITORIES: 'loopback,not a range!' });
    } catch (caught) {
      error = caught as ConfigError;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect(error!.problems).toHaveLength(1);
    expect(error!.problems[0]).toMatch(/^WORKER_ALLOW_PRIVATE_REPOSITORIES: allowPrivate entry "not a range!" is not a range name/);
  });
});

describe('worker logger', () => {
  it('strips tokens from git URLs in messages, fields and errors, and redacts token fields', () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    const log = createLogger('info', sink);
    const url = 'https://x-access-token:ghp_supersecret123@github.com/acme/docs.git';
    log.info({ repoUrl: url, token: 'ghp_supersecret123', err: new Error(`clone of ${url} failed`) }, `cloning ${url}`);
    const output = lines.join('');
    expect(output).not.toContain('ghp_supersecret123');
    expect(output).toContain('https://[redacted]@github.com/acme/docs.git');
    expect(JSON.parse(output).err.message).toBe('clone of https://[redacted]@github.com/acme/docs.git failed');
  });
});
