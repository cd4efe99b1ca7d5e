import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { createApiClient, type CallApi } from './call-api.ts';
import { deliverGithubPush } from './deliver-github-push.ts';
import { publishFolder } from './publish-folder.ts';
import { waitForBuild } from './wait-for-build.ts';

/** What the local platform remembers between starts (`<home>/state.json`). */
export interface LocalState {
  /** The database the ids below live in: another database means starting over. */
  database: string;
  tenantId: string;
  apiKey: string;
  sites: Record<string, { siteId: string; webhookSecret: string; sourceHash: string }>;
}

/** A demo site to create from a folder of the repository. */
export interface DemoSiteSpec {
  slug: string;
  name: string;
  source: string;
}

/** Everything {@link ensureDemoSite} needs. */
export interface DemoContext {
  /** Direct URL of the API (not through the front door). */
  apiUrl: string;
  operatorToken: string;
  stateFile: string;
  database: string;
  gitRoot: string;
  workRoot: string;
  gitUrl: string;
  timeoutMs: number;
}

/** A demo site that is live. */
export interface LiveDemoSite {
  slug: string;
  siteId: string;
  workDir: string;
  head: string;
  /** The build this start waited for; `null` when the head was already live. */
  buildId: string | null;
}

/** Reads the state file, or `null` when there is none (or it belongs to another database). */
export async function readLocalState(stateFile: string, database: string): Promise<LocalState | null> {
  try {
    const state = JSON.parse(await readFile(stateFile, 'utf8')) as LocalState;
    return state.database === database ? state : null;
  } catch {
    return null;
  }
}

async function writeLocalState(stateFile: string, state: LocalState): Promise<void> {
  await mkdir(dirname(stateFile), { recursive: true });
  await writeFile(stateFile, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
}

/**
 * Makes one demo site live through the real path, idempotently: a tenant (once), the site (once),
 * its folder published to the local git host, and, unless that commit is already live, a signed
 * GitHub push webhook to the API; then waits until the worker has built and activated it.
 */
export async function ensureDemoSite(ctx: DemoContext, spec: DemoSiteSpec): Promise<LiveDemoSite> {
  let state = await readLocalState(ctx.stateFile, ctx.database);
  let api: CallApi;
  if (state !== null) {
    api = createApiClient(ctx.apiUrl, state.apiKey);
    if ((await api('GET', '/v1/sites')).status === 401) state = null; // the database was reset
  }
  if (state === null) {
    const operator = createApiClient(ctx.apiUrl, ctx.operatorToken);
    const created = await operator<{ tenant: { id: string }; apiKey: { key: string } }>('POST', '/v1/tenants', {
      name: 'Local demo',
    });
    if (created.status !== 201)
      throw new Error(`creating the demo tenant answered ${created.status}: ${JSON.stringify(created.body)}`);
    state = { database: ctx.database, tenantId: created.body.tenant.id, apiKey: created.body.apiKey.key, sites: {} };
    await writeLocalState(ctx.stateFile, state);
  }
  api = createApiClient(ctx.apiUrl, state.apiKey);
  const repoUrl = `${ctx.gitUrl}/${spec.slug}.git`;
  let known = state.sites[spec.slug];
  if (known !== undefined && (await api('GET', `/v1/sites/${known.siteId}`)).status !== 200) known = undefined;
  if (known === undefined) {
    const site = await api<{ id: string; webhookSecret: string }>('POST', '/v1/sites', {
      name: spec.name,
      slug: spec.slug,
      repoUrl,
      branch: 'main',
    });
    if (site.status === 409) {
      throw new Error(
        `the database already has a site "${spec.slug}" that this .folio folder did not create; ` +
          'start over with `rm -rf .folio && dropdb -h 127.0.0.1 -U postgres folio`, or set DATABASE_URL to another database',
      );
    }
    if (site.status !== 201)
      throw new Error(`creating site "${spec.slug}" answered ${site.status}: ${JSON.stringify(site.body)}`);
    known = { siteId: site.body.id, webhookSecret: site.body.webhookSecret, sourceHash: '' };
  } else {
    // The git host listens on a new port at every start.
    const patched = await api('PATCH', `/v1/sites/${known.siteId}`, { repoUrl });
    if (patched.status !== 200)
      throw new Error(`updating site "${spec.slug}" answered ${patched.status}: ${JSON.stringify(patched.body)}`);
  }
  const published = await publishFolder({
    source: spec.source,
    name: spec.slug,
    gitRoot: ctx.gitRoot,
    workRoot: ctx.workRoot,
    gitUrl: ctx.gitUrl,
    lastSourceHash: known.sourceHash,
  });
  state.sites[spec.slug] = { ...known, sourceHash: published.sourceHash };
  await writeLocalState(ctx.stateFile, state);

  const deployments = await api<{ deployments: Array<{ commitSha: string | null; isLive: boolean }> }>(
    'GET',
    `/v1/sites/${known.siteId}/deployments?kind=production`,
  );
  if (deployments.body.deployments?.some((d) => d.isLive && d.commitSha === published.head)) {
    return { slug: spec.slug, siteId: known.siteId, workDir: published.workDir, head: published.head, buildId: null };
  }
  const delivery = await deliverGithubPush(`${ctx.apiUrl}/webhooks/github/${known.siteId}`, known.webhookSecret, {
    ref: 'refs/heads/main',
    after: published.head,
  });
  const buildId = delivery.body.buildId;
  if (delivery.status !== 202 || !buildId)
    throw new Error(
      `the push webhook for "${spec.slug}" answered ${delivery.status}: ${JSON.stringify(delivery.body)}`,
    );
  const build = await waitForBuild(api, known.siteId, buildId, ctx.timeoutMs);
  if (build.status !== 'succeeded') {
    const problems = build.diagnostics
      .filter((d) => d.severity === 'error')
      .slice(0, 10)
      .map((d) => `  ${d.file ?? ''} ${d.message} (${d.code})`);
    throw new Error(`the build of "${spec.slug}" ${build.status}: ${build.errorMessage ?? ''}\n${problems.join('\n')}`);
  }
  return { slug: spec.slug, siteId: known.siteId, workDir: published.workDir, head: published.head, buildId };
}
