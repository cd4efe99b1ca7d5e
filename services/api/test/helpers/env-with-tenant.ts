import { afterAll, beforeAll } from 'vitest';
import { createTenant, startTestEnv, type TestEnv, type TestTenant } from './test-env.ts';

/** The file's API environment and its tenant, both set once the file's `beforeAll` has run. */
export interface EnvWithTenant {
  env: TestEnv;
  tenant: TestTenant;
}

/**
 * Starts one API environment with one tenant for the calling test file (registered as its
 * `beforeAll`/`afterAll`), the set-up most API test files share. Read `env` and `tenant` inside
 * tests and hooks only: they are filled in when the file's tests start.
 */
export function useEnvWithTenant(): EnvWithTenant {
  const given = {} as EnvWithTenant;
  beforeAll(async () => {
    given.env = await startTestEnv();
    given.tenant = await createTenant(given.env);
  });
  afterAll(async () => given.env?.close());
  return given;
}
