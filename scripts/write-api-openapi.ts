// Writes the control plane's OpenAPI document to docs/api-reference/openapi.json, generated from the
// running API app (the same `buildApp` the service listens with) so Folio's own docs never drift
// from the routes. Needs the local Postgres and Redis, like the API's tests:
//   node --import tsx scripts/write-api-openapi.ts
// TEST_DATABASE_URL / TEST_REDIS_URL point it elsewhere (an admin database URL and a Redis URL).
import { randomBytes } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { buildApp, loadConfig } from '@folio/api';
import { createBuildQueue, createRedis, loadMigrations, runMigrations } from '@folio/platform';
import { createTestDatabase } from '@folio/platform/testing';

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// The document's `servers` come from PUBLIC_URL: the API's default address, as `npm start -w @folio/api` serves it.
const publicUrl = process.env.FOLIO_DOCS_API_URL ?? 'http://localhost:3000';

const db = await createTestDatabase(adminUrl);
const redis = createRedis(redisUrl, () => {});
try {
  await runMigrations(db.pool, await loadMigrations({ readdir, readFile }));
  const config = loadConfig({
    DATABASE_URL: db.connectionString,
    REDIS_URL: redisUrl,
    // Throw-away values: the document never contains them.
    OPERATOR_TOKEN: randomBytes(32).toString('hex'),
    SECRET_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    PUBLIC_URL: publicUrl,
    LOG_LEVEL: 'silent',
    BUILD_QUEUE_NAME: `docs-openapi-${randomBytes(4).toString('hex')}`,
  });
  const queue = createBuildQueue(redis, config.queue);
  const app = await buildApp({ db: db.pool, redis, queue, config });
  try {
    const response = await app.inject({ method: 'GET', url: '/openapi.json' });
    if (response.statusCode !== 200)
      throw new Error(`GET /openapi.json answered ${response.statusCode}: ${response.body}`);
    const document: unknown = response.json();
    await writeFile(
      new URL('../docs/api-reference/openapi.json', import.meta.url),
      `${JSON.stringify(document, null, 2)}\n`,
    );
    console.log('wrote docs/api-reference/openapi.json');
  } finally {
    await app.close();
    await queue.obliterate({ force: true });
    await queue.close();
  }
} finally {
  redis.disconnect();
  await db.drop();
}
