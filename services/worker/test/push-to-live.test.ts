import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blobKey,
  CHECK_FROM_BYTES,
  createRedis,
  parseSiteEvent,
  SITE_EVENTS_CHANNEL,
  type SiteEvent,
} from '@folio/platform';
import type { SiteManifest } from '@folio/deployment';
import { docsSite } from './helpers/docs-site.ts';
import { REDIS_URL, startWorkerEnv, type WorkerEnv } from './helpers/worker-env.ts';

let env: WorkerEnv;
// HeadObject requests the worker sent (it shares the world's S3 client).
let heads = 0;
beforeAll(async () => {
  env = await startWorkerEnv();
  env.s3.middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName === 'HeadObjectCommand') heads++;
      return next(args);
    },
    { step: 'initialize', name: 'countHeads' },
  );
  await env.startWorker();
});
afterAll(async () => env?.close());

async function manifestOf(key: string): Promise<SiteManifest> {
  const bytes = await env.getObject(key);
  expect(bytes, `manifest ${key}`).toBeDefined();
  return JSON.parse(bytes!.toString('utf8')) as SiteManifest;
}

function blobsOf(manifest: SiteManifest): Set<string> {
  const out = new Set<string>();
  for (const entry of Object.values(manifest.files)) {
    out.add(entry.blob);
    for (const variant of Object.values(entry.variants ?? {})) if (variant) out.add(variant);
  }
  return out;
}

describe('push to live', () => {
  it('builds a pushed commit into a live deployment whose manifest and blobs are all in S3, and a one-page change uploads only the changed blobs', async () => {
    const repo = await env.createRepo('docs');
    const first = await repo.commit(docsSite(6, { prefix: 'docs' }));
    const siteId = await env.createSite(repo, { docsRoot: 'docs' });

    const build1 = await env.queueBuild(siteId, { commitSha: first });
    const done1 = await env.waitForBuild(build1);
    expect(done1.status, done1.log).toBe('succeeded');
    expect(done1.commit_sha).toBe(first);
    expect(done1.log).toMatch(/timings: clone \d+ ms, build \d+ ms, upload \d+ ms/);
    const live1 = await env.liveDeployment(siteId);
    expect(live1?.build_id).toBe(build1);
    expect(live1?.commit_sha).toBe(first);

    const manifest1 = await manifestOf(live1!.manifest_key);
    expect(Object.keys(manifest1.files)).toEqual(
      expect.arrayContaining(['/', '/page-1', '/page-5', '/page-3.md', '/sitemap.xml']),
    );
    const blobs1 = blobsOf(manifest1);
    for (const sha of blobs1) expect(await env.getObject(blobKey(siteId, sha)), sha).toBeDefined();
    const page = await env.getObject(blobKey(siteId, manifest1.files['/page-2']!.blob));
    expect(page!.toString('utf8')).toContain('Body of page 2.');
    const report1 = env.reports.find((r) => r.buildId === build1)!;
    expect(report1.uploaded).toBe(blobs1.size);

    const second = await repo.commit({ 'docs/page-2.mdx': '---\ntitle: Page 2\n---\n\nA changed body.\n' });
    heads = 0;
    const build2 = await env.queueBuild(siteId, { commitSha: second });
    const done2 = await env.waitForBuild(build2);
    expect(done2.status, done2.log).toBe('succeeded');
    const live2 = await env.liveDeployment(siteId);
    expect(live2?.commit_sha).toBe(second);
    const manifest2 = await manifestOf(live2!.manifest_key);
    const changed = [...blobsOf(manifest2)].filter((sha) => !blobs1.has(sha));
    const report2 = env.reports.find((r) => r.buildId === build2)!;
    expect(report2.uploaded).toBe(changed.length);
    expect(report2.uploaded).toBeGreaterThan(0);
    // Unchanged files (the other pages' Markdown, CSS, JS) were found in S3 and not sent again.
    expect(manifest2.files['/page-3.md']!.blob).toBe(manifest1.files['/page-3.md']!.blob);
    expect(report2.uploaded).toBeLessThan(blobs1.size);
    expect(report2.skipped).toBe(blobsOf(manifest2).size - changed.length);
    // Blobs of the live deployment are trusted without a request; the changed ones are small, so
    // they were written without a HeadObject each (only blobs of CHECK_FROM_BYTES or more are asked for).
    expect(report2.reused).toBe(blobsOf(manifest2).size - changed.length);
    const changedSizes = await Promise.all(
      changed.map(async (sha) => (await env.getObject(blobKey(siteId, sha)))!.byteLength),
    );
    expect(heads).toBe(changedSizes.filter((size) => size >= CHECK_FROM_BYTES).length);
    expect(done2.log).toContain(`${report2.reused} of them known from the live deployment`);
    const changedPage = await env.getObject(blobKey(siteId, manifest2.files['/page-2']!.blob));
    expect(changedPage!.toString('utf8')).toContain('A changed body.');
  });

  it('records what each phase took in builds.timings', async () => {
    const repo = await env.createRepo('timed');
    const siteId = await env.createSite(repo);
    const buildId = await env.queueBuild(siteId, { commitSha: await repo.commit(docsSite(3)) });
    expect((await env.waitForBuild(buildId)).status).toBe('succeeded');
    const row = await env.db.pool.query<{ timings: Record<string, number> }>(
      'SELECT timings FROM builds WHERE id = $1',
      [buildId],
    );
    const timings = row.rows[0]!.timings;
    expect(Object.keys(timings).sort()).toEqual(['buildMs', 'cloneMs', 'totalMs', 'uploadMs']);
    for (const value of Object.values(timings)) expect(Number.isInteger(value) && value >= 0).toBe(true);
    expect(timings.cloneMs! + timings.buildMs!).toBeGreaterThan(0);
    expect(timings.totalMs).toBeGreaterThanOrEqual(timings.cloneMs! + timings.buildMs! + timings.uploadMs!);
    const report = env.reports.find((r) => r.buildId === buildId)!;
    expect(timings.cloneMs).toBe(report.timings.cloneMs);
  });

  it('tells edges at once when a preview deployment becomes available', async () => {
    const repo = await env.createRepo('preview');
    await repo.commit(docsSite(2));
    const sha = await repo.commit(
      { 'index.mdx': '---\ntitle: Login preview\n---\n\nPreview.\n' },
      { branch: 'feature/login' },
    );
    const siteId = await env.createSite(repo);
    const subscriber = createRedis(REDIS_URL, () => {});
    const events: SiteEvent[] = [];
    subscriber.on('message', (_channel: string, message: string) => {
      const event = parseSiteEvent(message);
      if (event !== null && event.siteId === siteId) events.push(event);
    });
    await subscriber.subscribe(SITE_EVENTS_CHANNEL);
    try {
      const buildId = await env.queueBuild(siteId, { commitSha: sha, kind: 'preview', branch: 'feature/login' });
      const build = await env.waitForBuild(buildId);
      expect(build.status, build.log).toBe('succeeded');
      const deployment = await env.db.pool.query<{ id: string }>('SELECT id FROM deployments WHERE build_id = $1', [
        buildId,
      ]);
      for (let i = 0; i < 50 && events.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(events).toEqual([
        { type: 'preview-deployed', siteId, branch: 'feature/login', deploymentId: deployment.rows[0]!.id },
      ]);
      // A preview never changes production.
      expect(await env.liveDeployment(siteId)).toBeNull();
    } finally {
      subscriber.disconnect();
    }
  });

  it('keeps the previous deployment live when docs.json cannot be read, and says why', async () => {
    const repo = await env.createRepo('broken-config');
    const good = await repo.commit(docsSite(3));
    const siteId = await env.createSite(repo);
    const goodBuild = await env.queueBuild(siteId, { commitSha: good });
    expect((await env.waitForBuild(goodBuild)).status).toBe('succeeded');

    const bad = await repo.commit({ 'docs.json': '{ "name": "Broken", "navigation": ' });
    const badBuild = await env.queueBuild(siteId, { commitSha: bad });
    const failed = await env.waitForBuild(badBuild);
    expect(failed.status).toBe('failed');
    expect(failed.error_message).toMatch(/^docs\.json could not be read/);
    expect(failed.error_message).toMatch(/previous deployment stays live/);
    expect(failed.diagnostics.some((d) => d.severity === 'error' && d.file === 'docs.json')).toBe(true);
    expect(failed.commit_sha).toBe(bad);
    expect((await env.liveDeployment(siteId))?.build_id).toBe(goodBuild);
    const deployments = await env.db.pool.query('SELECT id FROM deployments WHERE build_id = $1', [badBuild]);
    expect(deployments.rowCount).toBe(0);
  });

  it('keeps the previous deployment live when the navigation lists no page that exists, and says that', async () => {
    const repo = await env.createRepo('no-pages');
    const good = await repo.commit(docsSite(2));
    const siteId = await env.createSite(repo);
    const goodBuild = await env.queueBuild(siteId, { commitSha: good });
    expect((await env.waitForBuild(goodBuild)).status).toBe('succeeded');

    const empty = await repo.commit({
      'docs.json': JSON.stringify({
        name: 'Empty',
        theme: 'mint',
        colors: { primary: '#0D9373' },
        navigation: { pages: ['missing'] },
      }),
    });
    const emptyBuild = await env.queueBuild(siteId, { commitSha: empty });
    const failed = await env.waitForBuild(emptyBuild);
    expect(failed.status).toBe('failed');
    expect(failed.error_message).toBe(
      'the navigation lists no page that exists, so nothing is published; the previous deployment stays live',
    );
    expect((await env.liveDeployment(siteId))?.build_id).toBe(goodBuild);
  });

  it('publishes a site with one broken page, the build marked with the page error', async () => {
    const repo = await env.createRepo('broken-page');
    const files = docsSite(3);
    files['page-2.mdx'] = "---\ntitle: Broken\n---\n\nimport Missing from '/snippets/missing.mdx';\n\n<Missing />\n";
    const sha = await repo.commit(files);
    const siteId = await env.createSite(repo);
    const buildId = await env.queueBuild(siteId, { commitSha: sha });
    const build = await env.waitForBuild(buildId);
    expect(build.status, build.log).toBe('succeeded');
    expect(
      build.diagnostics.some((d) => d.severity === 'error' && d.file === 'page-2.mdx'),
      JSON.stringify(build.diagnostics) + build.log,
    ).toBe(true);
    expect(build.log).toContain('published with 1 error: broken pages show their error');
    expect((await env.liveDeployment(siteId))?.build_id).toBe(buildId);

    // The same page error fails the build of a site that asks for strict builds.
    await env.db.pool.query('UPDATE sites SET strict_builds = true WHERE id = $1', [siteId]);
    const strictId = await env.queueBuild(siteId, { commitSha: sha });
    const strict = await env.waitForBuild(strictId);
    expect(strict.status).toBe('failed');
    expect(strict.error_message).toMatch(
      /^1 error in the docs and the site asks for strict builds; fix them \(see diagnostics\) and push again$/,
    );
    expect((await env.liveDeployment(siteId))?.build_id).toBe(buildId);
  });

  it("builds a site's base path into its URLs and its manifest", async () => {
    const repo = await env.createRepo('subpath');
    const sha = await repo.commit(docsSite(3));
    const siteId = await env.createSite(repo);
    await env.db.pool.query(`UPDATE sites SET base_path = '/docs' WHERE id = $1`, [siteId]);
    const done = await env.waitForBuild(await env.queueBuild(siteId, { commitSha: sha }));
    expect(done.status, done.log).toBe('succeeded');
    const manifest = await manifestOf((await env.liveDeployment(siteId))!.manifest_key);
    expect(manifest.basePath).toBe('/docs');
    // Files keep the deployment's paths; what they name carries the prefix.
    const home = (await env.getObject(blobKey(siteId, manifest.files['/']!.blob)))!.toString('utf8');
    expect(home).toContain('href="/docs/page-2"');
    expect(home).toMatch(/href="\/docs\/_folio\/style\.[0-9a-f]+\.css"/);
  }, 120_000);

  it('ends with the newer commit live when two pushes finish out of order', async () => {
    const repo = await env.createRepo('out-of-order');
    const older = await repo.commit(docsSite(2, { name: 'Older' }));
    const newer = await repo.commit({ 'index.mdx': '---\ntitle: Newer\n---\n\nNewer.\n' });
    const siteId = await env.createSite(repo);
    // Both recorded as queued (the older was already taken by a worker when the newer push came),
    // but the newer one runs first.
    const olderBuild = await env.queueBuild(siteId, { commitSha: older, enqueue: false });
    const newerBuild = await env.queueBuild(siteId, { commitSha: newer });
    expect((await env.waitForBuild(newerBuild)).status).toBe('succeeded');
    await env.queue.add('build', { buildId: olderBuild }, { jobId: olderBuild });
    const olderDone = await env.waitForBuild(olderBuild);
    expect(olderDone.status).toBe('succeeded');
    // The branch moved on: the older commit is no longer its head, so it is kept but not made live.
    expect(olderDone.log).toContain(
      `deployed but not activated: commit ${older} is not the head of "main" (the git host says ${newer})`,
    );
    const live = await env.liveDeployment(siteId);
    expect(live?.commit_sha).toBe(newer);
    expect(live?.build_id).toBe(newerBuild);
  });
});
