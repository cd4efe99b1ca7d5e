import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startGitHttpServer, type GitHttpServer } from '../../../test/git-http-server.ts';
import { DEFAULT_BUILD_LIMITS } from '../src/app.ts';
import { bundleCheckoutChild } from '../src/build/bundle-checkout-child.ts';
import { checkoutChildEnv } from '../src/build/checkout-child-env.ts';
import { runCheckoutChild } from '../src/build/run-checkout-child.ts';
import { docsSite } from './helpers/docs-site.ts';
import { createTestRepo, type TestRepo } from './helpers/git-repo.ts';

// The clone and checkout run in a process of their own that holds no secret: the worker's
// environment (database, Redis, S3, encryption key) stays behind, and the git token comes over IPC.
const SECRETS = {
  DATABASE_URL: 'postgres://postgres:hunter2@127.0.0.1/folio',
  REDIS_URL: 'redis://:hunter2@127.0.0.1:6379',
  S3_SECRET_ACCESS_KEY: 'hunter2',
  S3_ACCESS_KEY_ID: 'AKIA-not-shared',
  SECRET_ENCRYPTION_KEY: 'aGVsbG8gaHVudGVyMiBoZWxsbyBodW50ZXIyIQ==',
  OPERATOR_TOKEN: 'hunter2-operator',
  NODE_OPTIONS: '--require /tmp/not-loaded.cjs',
};

let git: GitHttpServer;
let roots: string[];
let repo: TestRepo;
const credentials: Record<string, { password: string }> = {};

beforeAll(async () => {
  roots = await Promise.all(['folio-git-', 'folio-work-'].map((prefix) => mkdtemp(join(tmpdir(), prefix))));
  git = await startGitHttpServer({ root: roots[0]!, credentials });
  repo = await createTestRepo(roots[0]!, roots[1]!, 'private');
  await repo.commit(docsSite(2));
  credentials['private.git'] = { password: 'the-git-token' };
});
afterAll(async () => {
  await git?.close();
  await Promise.all((roots ?? []).map((root) => rm(root, { recursive: true, force: true })));
});

describe('the checkout process', () => {
  it('builds its environment from an allow-list, with its own folder as HOME and TMPDIR', () => {
    const env = checkoutChildEnv('/work/build-1', '/work/build-1/tmp', {
      ...SECRETS,
      LANG: 'C.UTF-8',
      PATH: '/usr/bin',
      HOME: '/root',
    });
    expect(env).toEqual({
      LANG: 'C.UTF-8',
      HOME: '/work/build-1',
      TMPDIR: '/work/build-1/tmp',
      TMP: '/work/build-1/tmp',
      TEMP: '/work/build-1/tmp',
    });
  });

  it('clones a private repository in another process whose environment holds none of the worker’s secrets', async () => {
    const saved = { ...process.env };
    Object.assign(process.env, SECRETS);
    const workDir = await mkdtemp(join(tmpdir(), 'folio-build-'));
    try {
      const done = await runCheckoutChild(workDir, {
        repoUrl: `${git.url}/private.git`,
        token: 'the-git-token',
        branch: 'main',
        commitSha: null,
        docsRoot: '',
        limits: DEFAULT_BUILD_LIMITS,
        allowPrivate: ['loopback'],
      });
      expect(done.report.files).toBe(3);
      expect(await readFile(join(workDir, 'docs', 'docs.json'), 'utf8')).toContain('Test Docs');
      expect(done.sandbox.pid).not.toBe(process.pid);
      // Node 20 has the permission model (--experimental-permission): writes are confined.
      expect(done.sandbox.writesConfined).toBe(true);
      // Plain node on the bundled program: no TypeScript loader, so no child process or worker is
      // allowed, and it may read only its program and its own folder.
      expect(done.sandbox.execArgv).not.toContain('--allow-child-process');
      expect(done.sandbox.execArgv).not.toContain('--allow-worker');
      expect(done.sandbox.execArgv.filter((flag) => /^--(import|loader|require)\b/.test(flag))).toEqual([]);
      const readRoots = done.sandbox.execArgv
        .filter((flag) => flag.startsWith('--allow-fs-read='))
        .map((flag) => flag.slice('--allow-fs-read='.length));
      expect(readRoots).toEqual([await bundleCheckoutChild(), await realpath(workDir)]);
      expect(readRoots[0]).toMatch(/folio-checkout-child-[0-9a-f]{16}\.mjs$/);
      for (const name of Object.keys(SECRETS)) expect(done.sandbox.envNames).not.toContain(name);
      expect(done.sandbox.envNames.filter((name) => !['LANG', 'LC_ALL', 'TZ'].includes(name))).toEqual([
        'HOME',
        'TEMP',
        'TMP',
        'TMPDIR',
      ]);
    } finally {
      process.env = saved;
      await rm(workDir, { recursive: true, force: true });
    }
  });

  it('reports a refused token as the clone did in the worker', async () => {
    const workDir = await mkdtemp(join(tmpdir(), 'folio-build-'));
    try {
      const failed = runCheckoutChild(workDir, {
        repoUrl: `${git.url}/private.git`,
        token: 'not-the-token',
        branch: 'main',
        commitSha: null,
        docsRoot: '',
        limits: DEFAULT_BUILD_LIMITS,
        allowPrivate: ['loopback'],
      });
      await expect(failed).rejects.toMatchObject({
        kind: 'content',
        message: expect.stringMatching(/the git host refused the site's access token/),
      });
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  });
});
