import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compileAddressPolicy, type HostLookup } from '@folio/playground-proxy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BuildFailure } from '../src/build/build-failure.ts';
import { cloneCommit } from '../src/build/clone-commit.ts';
import { createGitHttpClient } from '../src/build/git-http-client.ts';
import { resolveRepositoryAddress } from '../src/build/resolve-repository-address.ts';
import { docsSite } from './helpers/docs-site.ts';
import { startWorkerEnv, type WorkerEnv } from './helpers/worker-env.ts';

const publicOnly = compileAddressPolicy();
const answers =
  (table: Record<string, string[]>): HostLookup =>
  async (hostname) =>
    (table[hostname] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

async function refusal(promise: Promise<unknown>): Promise<BuildFailure> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(BuildFailure);
  return error as BuildFailure;
}

describe('resolveRepositoryAddress', () => {
  it('refuses loopback, private, link-local and unique-local hosts, literal or resolved, as content failures', async () => {
    const lookup = answers({
      'git.internal.test': ['10.1.2.3'],
      'mixed.test': ['93.184.216.34', '192.168.1.10'],
      'v6.test': ['fd00::5'],
    });
    for (const [host, range] of [
      ['127.0.0.1', 'loopback'],
      ['::1', 'loopback'],
      ['169.254.169.254', 'linkLocal'],
      ['git.internal.test', 'private'],
      ['mixed.test', 'private'],
      ['v6.test', 'uniqueLocal'],
    ] as const) {
      const failure = await refusal(resolveRepositoryAddress(host, lookup, publicOnly));
      expect(failure.kind, host).toBe('content');
      expect(failure.message, host).toContain(`the repository host ${host}`);
      expect(failure.message, host).toContain(
        `non-public (${range}) address, and builds clone only from public addresses`,
      );
      expect(failure.message, host).toContain('WORKER_ALLOW_PRIVATE_REPOSITORIES');
    }
    // The internal address is not repeated to the site's owner.
    expect((await refusal(resolveRepositoryAddress('git.internal.test', lookup, publicOnly))).message).not.toContain(
      '10.1.2.3',
    );
  });

  it('pins a public host to its first address, and allows loopback only when the operator says so', async () => {
    const lookup = answers({
      'git.example.test': ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'],
      'dev.test': ['127.0.0.1'],
    });
    expect(await resolveRepositoryAddress('git.example.test', lookup, publicOnly)).toEqual({
      address: '93.184.216.34',
      family: 4,
    });
    const loopback = compileAddressPolicy({ allowPrivate: ['loopback'] });
    expect(await resolveRepositoryAddress('dev.test', lookup, loopback)).toEqual({ address: '127.0.0.1', family: 4 });
    // Allowing loopback does not open private networks.
    await refusal(resolveRepositoryAddress('10.0.0.1', lookup, loopback));
  });
});

describe('repository URL guard in the worker', () => {
  let env: WorkerEnv;
  beforeAll(async () => {
    env = await startWorkerEnv();
  });
  afterAll(async () => env?.close());

  it('connects to the checked address, not a second DNS answer', async () => {
    const repo = await env.createRepo('pinned');
    const sha = await repo.commit(docsSite(2));
    const port = new URL(env.git.url).port;
    const dir = await mkdtemp(join(tmpdir(), 'folio-pin-'));
    try {
      let lookups = 0;
      // A name no resolver knows: the clone can only work by dialling the address the check returned.
      const lookup: HostLookup = async () => {
        lookups++;
        return [{ address: '127.0.0.1', family: 4 }];
      };
      const http = createGitHttpClient({ timeoutMs: 5_000, maxBytes: 1 << 26, allowPrivate: ['loopback'], lookup });
      const { commitSha: head } = await cloneCommit({
        dir,
        url: `http://git.folio-pinning.invalid:${port}${repo.path}`,
        token: null,
        branch: 'main',
        commitSha: null,
        http,
        cache: {},
      });
      expect(head).toBe(sha);
      expect(lookups).toBe(1);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses to clone from a loopback repository by default, with a clear message and no retry; the setting allows it', async () => {
    const repo = await env.createRepo('loopback');
    const sha = await repo.commit(docsSite(2));
    const siteId = await env.createSite(repo);
    const name = `${env.queueName}-public`;
    const strict = await env.startWorker({ queue: { name, prefix: env.prefix }, allowPrivateRepositories: [] });
    const { createBuildQueue, BUILD_JOB_NAME } = await import('@folio/platform');
    const queue = createBuildQueue(env.redis, { name, prefix: env.prefix });
    const refusedId = await env.queueBuild(siteId, { commitSha: sha, enqueue: false });
    await queue.add(
      BUILD_JOB_NAME,
      { buildId: refusedId },
      { jobId: refusedId, attempts: 3, backoff: { type: 'fixed', delay: 100 } },
    );
    const refused = await env.waitForBuild(refusedId, 60_000);
    expect(refused.status).toBe('failed');
    expect(refused.error_message).toBe(
      "the repository host 127.0.0.1 is a non-public (loopback) address, and builds clone only from public addresses; use the repository's public HTTPS URL (a self-hosted platform can allow it with WORKER_ALLOW_PRIVATE_REPOSITORIES)",
    );
    expect(refused.log).not.toMatch(/retrying/);
    expect(await env.liveDeployment(siteId)).toBeNull();
    await strict.close(1_000);
    await queue.obliterate({ force: true });
    await queue.close();

    // The test world's worker runs with allowPrivateRepositories: ['loopback'].
    await env.startWorker();
    const allowed = await env.waitForBuild(await env.queueBuild(siteId, { commitSha: sha }), 60_000);
    expect(allowed.status, allowed.log).toBe('succeeded');
    expect((await env.liveDeployment(siteId))?.commit_sha).toBe(sha);
    // Two whole builds and two worker start-ups: generous on a loaded two-core machine.
  }, 120_000);
});
