import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '@folio/platform';
import { ConfigError, loadConfig } from '../src/config/load-config.ts';
import { testEnvVars } from './helpers/test-env.ts';

describe('loadConfig', () => {
  it('returns a frozen config with defaults', () => {
    const config = loadConfig(testEnvVars({ DASHBOARD_ORIGIN: 'https://app.folio.page' }));
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.rateLimit)).toBe(true);
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 3000,
      dashboardOrigin: 'https://app.folio.page',
      rateLimit: { max: 600, windowMs: 60_000 },
    });
    expect(config.secretKey).toHaveLength(32);
  });

  it('reports every bad variable at once, without echoing secrets', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        OPERATOR_TOKEN: 'short-secret',
        SECRET_ENCRYPTION_KEY: 'dG9vLXNob3J0',
        REDIS_URL: 'http://127.0.0.1:6379',
        DASHBOARD_ORIGIN: 'https://app.folio.page/',
        MIGRATE_ON_START: 'maybe',
        BUILD_QUEUE_NAME: 'a:b',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'PORT must be an integer from 0 to 65535, got "eighty"',
      'OPERATOR_TOKEN must be at least 32 characters (try `openssl rand -hex 32`)',
      'SECRET_ENCRYPTION_KEY: the secret key must be 32 bytes (64 hex characters or 44 base64 characters), got 9 bytes (try `openssl rand -base64 32`)',
      'DASHBOARD_ORIGIN must be an origin like https://app.folio.page (no path or trailing slash), got "https://app.folio.page/"',
      'BUILD_QUEUE_NAME must not contain ":" (BullMQ uses it as a separator)',
      'DATABASE_URL is required',
      'REDIS_URL must use redis: or rediss:',
      'MIGRATE_ON_START must be true or false, got "maybe"',
    ]);
    expect((error as Error).message).not.toContain('short-secret');
  });
});

describe('.env.example', () => {
  it('documents exactly the variables loadConfig reads', () => {
    const example = readFileSync(new URL('../.env.example', import.meta.url), 'utf8');
    const documented = [...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]).sort();
    const source = readFileSync(new URL('../src/config/load-config.ts', import.meta.url), 'utf8');
    const read = [
      ...new Set(
        [...source.matchAll(/(?:text|integer|flag|url|optional)\('([A-Z][A-Z0-9_]*)'|env\.([A-Z][A-Z0-9_]*)/g)].map(
          (m) => m[1] ?? m[2],
        ),
      ),
    ];
    // The shared reader's logLevel() reads LOG_LEVEL.
    if (source.includes('reader.logLevel()')) read.push('LOG_LEVEL');
    read.sort();
    expect(documented).toEqual(read);
  });
});

describe('createLogger', () => {
  it('redacts tokens, signatures, cookies and credentials in git URLs', () => {
    const lines: string[] = [];
    const log = createLogger(
      'info',
      new Writable({
        write: (chunk, _e, cb) => {
          lines.push(String(chunk));
          cb();
        },
      }),
    );
    log.info(
      {
        req: {
          headers: {
            authorization: 'Bearer folio_abc',
            cookie: 'sid=1',
            'x-hub-signature-256': 'sha256=ff',
            'x-gitlab-token': 'glt',
          },
        },
        site: { repoUrl: 'https://oauth2:ghp_tok@github.com/a/b.git', gitToken: 'ghp_tok', name: 'Docs' },
        config: { databaseUrl: 'postgres://u:pw@db/folio' },
      },
      'site created',
    );
    const line = lines.join('');
    for (const secret of ['folio_abc', 'sid=1', 'sha256=ff', 'glt', 'ghp_tok', ':pw@'])
      expect(line).not.toContain(secret);
    const entry = JSON.parse(line);
    expect(entry.site).toEqual({
      repoUrl: 'https://[redacted]@github.com/a/b.git',
      gitToken: '[redacted]',
      name: 'Docs',
    });
    expect(entry.config.databaseUrl).toBe('postgres://[redacted]@db/folio');
    expect(entry.req.headers.authorization).toBe('[redacted]');
  });
});

describe('createLogger request URLs', () => {
  it('redacts secret query parameters in logged request URLs, however their names are written', () => {
    const lines: string[] = [];
    const log = createLogger(
      'info',
      new Writable({
        write: (chunk, _e, cb) => {
          lines.push(String(chunk));
          cb();
        },
      }),
    );
    const urls = [
      '/internal/tls-ask?domain=docs.example.com&token=s3cret-1',
      '/internal/tls-ask?%74oken=s3cret-2&domain=a.example.com',
      '/internal/tls-ask?Token=s3cret-3',
      '/x?api_key=s3cret-4&x=%E0%A4%A&token',
      '/healthz',
    ];
    for (const url of urls) log.info({ req: { method: 'GET', url } }, 'incoming request');
    const logged = lines.map((line) => JSON.parse(line).req.url);
    expect(logged).toEqual([
      '/internal/tls-ask?domain=docs.example.com&token=[redacted]',
      '/internal/tls-ask?%74oken=[redacted]&domain=a.example.com',
      '/internal/tls-ask?Token=[redacted]',
      '/x?api_key=[redacted]&x=%E0%A4%A&token=[redacted]',
      '/healthz',
    ]);
  });
});

describe('createLogger one-time link paths', () => {
  it('redacts the token segment of sign-in, invitation and reset links, however the route is written', () => {
    const lines: string[] = [];
    const log = createLogger(
      'info',
      new Writable({
        write: (chunk, _e, cb) => {
          lines.push(String(chunk));
          cb();
        },
      }),
    );
    const token = 'T-z4ptmW-I3NQN8doVpXbOLq0Pc4d5WjBCU3_PFjX3I';
    const id = '0b7c6a8e-9f1d-4c2b-8a3e-5d6f7a8b9c0d';
    const urls = [
      `/sign-in/link/${token}`,
      `/invitations/${token}?x=1`,
      `/password-reset/${token}/`,
      `/%69nvitations/${token}`,
      `//Password-Reset/${token}`,
      `/settings/members/invitations/${id}/revoke`,
      '/password-reset',
    ];
    for (const url of urls) log.info({ req: { method: 'GET', url } }, 'incoming request');
    expect(lines.map((line) => JSON.parse(line).req.url)).toEqual([
      '/sign-in/link/[redacted]',
      '/invitations/[redacted]?x=1',
      '/password-reset/[redacted]/',
      '/%69nvitations/[redacted]',
      '//Password-Reset/[redacted]',
      `/settings/members/invitations/${id}/revoke`,
      '/password-reset',
    ]);
  });
});
