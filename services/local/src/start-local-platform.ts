import { stat } from 'node:fs/promises';
import { productionHostname } from '@folio/platform';
import { join } from 'node:path';
import { checkBackingServices, type BackingServiceProblem } from './check-backing-services.ts';
import { createApiClient } from './call-api.ts';
import { deliverGithubPush } from './deliver-github-push.ts';
import { ensureDatabase } from './ensure-database.ts';
import { ensureDemoSite, readLocalState, type LiveDemoSite, type DemoSiteSpec } from './ensure-demo-site.ts';
import { ensureLocalOwner, type LocalOwnerLink } from './ensure-local-owner.ts';
import { ensureLocalSecrets } from './ensure-local-secrets.ts';
import { findFreePort } from './find-free-port.ts';
import type { LocalConfig } from './load-local-config.ts';
import { startChildService } from './start-child-service.ts';
import { startEmbeddedS3, type EmbeddedS3 } from './start-embedded-s3.ts';
import { startFrontProxy } from './start-front-proxy.ts';
import { startGitServer, type LocalGitServer, type PushedRef } from './start-git-server.ts';
import { superviseChildService, type SupervisedService } from './supervise-child-service.ts';
import { waitForBuild } from './wait-for-build.ts';
import { waitUntilHealthy } from './wait-until-healthy.ts';

/** Postgres or Redis is not answering: nothing was started. */
export class BackingServicesDown extends Error {
  constructor(readonly problems: readonly BackingServiceProblem[]) {
    super(problems.map((p) => `${p.service} is not answering at ${p.url} (${p.error})`).join('\n'));
    this.name = 'BackingServicesDown';
  }
}

/** A running local platform. */
export interface LocalPlatform {
  /** `http://<host>:<port>` of the front door. */
  url: string;
  port: number;
  /** `http://api.<domain>:<port>` */
  apiUrl: string;
  /** `http://app.<domain>:<port>/`: the dashboard. */
  dashboardUrl: string;
  /** The local owner and a one-time link that signs them in to the dashboard. */
  owner: LocalOwnerLink;
  /** `http://<slug>.<sites domain>:<port>/` for each live demo site. */
  sites: Array<LiveDemoSite & { url: string }>;
  /** Sites made live after the demo (Folio's own docs, when docs/docs.json exists). */
  moreSites: Promise<Array<LiveDemoSite & { url: string }>>;
  gitUrl: string;
  operatorTokenFile: string;
  logDir: string;
  /** A child service kept crashing and is no longer restarted (its name and last exit code). */
  crashed: Promise<{ name: string; code: number | string; tail: string }>;
  /** Stops everything: the front door, api/worker/edge (drained), the git host, the embedded S3. */
  close(): Promise<void>;
}

/** Progress lines for the person waiting. */
export type Progress = (line: string) => void;

/**
 * Starts the whole platform on one port, as `npm start` does: checks Postgres and Redis, creates and
 * migrates the database, keeps secrets under `config.home`, embeds S3 unless one is configured,
 * starts api, worker and edge as child processes (the Docker image's command), the local git host
 * and the front door, then makes the demo sites live through webhook → worker → edge.
 */
export async function startLocalPlatform(
  config: Readonly<LocalConfig>,
  progress: Progress = () => {},
): Promise<LocalPlatform> {
  const problems = await checkBackingServices(config.databaseUrl, config.redisUrl);
  if (problems.length > 0) throw new BackingServicesDown(problems);

  const cleanups: Array<() => Promise<void>> = [];
  const close = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
  };
  try {
    const db = await ensureDatabase(config.databaseUrl);
    progress(
      `database ${new URL(config.databaseUrl).pathname.slice(1)}${db.created ? ' created' : ''}, ${db.migrations.applied.length} migration(s) applied`,
    );
    const secrets = await ensureLocalSecrets(config.home);

    let s3: Omit<EmbeddedS3, 'close'>;
    if (config.s3 === null) {
      const embedded = await startEmbeddedS3(join(config.home, 's3'), 'folio');
      cleanups.push(() => embedded.close());
      s3 = embedded;
      progress(`embedded S3 (s3rver) at ${embedded.endpoint}, data in ${join(config.home, 's3')}`);
    } else {
      s3 = config.s3;
    }

    const [apiPort, edgePort] = [await findFreePort(), await findFreePort()];
    const apiDirect = `http://127.0.0.1:${apiPort}`;
    // The front door first: its port (PORT=0 picks one) is part of the API's public URL.
    const front = await startFrontProxy({
      host: config.host,
      port: config.port,
      apiHosts: [config.apiHost, config.dashboardHost],
      apiUrl: apiDirect,
      edgeUrl: `http://127.0.0.1:${edgePort}`,
    });
    cleanups.push(() => front.app.close());
    const port = (front.app.server.address() as { port: number }).port;
    const suffix = port === 80 ? '' : `:${port}`;
    const apiPublicUrl = `http://${config.apiHost}${suffix}`;
    const dashboardOrigin = `http://${config.dashboardHost}${suffix}`;
    const shared = {
      DATABASE_URL: config.databaseUrl,
      REDIS_URL: config.redisUrl,
      LOG_LEVEL: config.logLevel,
      BUILD_QUEUE_PREFIX: config.queuePrefix,
      PLATFORM_DOMAIN: config.platformDomain,
      SITES_DOMAIN: config.sitesDomain,
      // The api serves the dashboard to this host (plain http here: no __Host- cookies locally);
      // the worker and the edge give sites, behind the same front door, its scheme and port.
      DASHBOARD_ORIGIN: dashboardOrigin,
      SECRET_ENCRYPTION_KEY: secrets.encryptionKey,
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      SHUTDOWN_TIMEOUT_MS: '5000',
      SHUTDOWN_GRACE_MS: '5000',
    };
    const logDir = join(config.home, 'logs');
    const children: Array<SupervisedService & { name: string }> = [];
    // A service that exits on its own (an uncaught exception exits 1) is started again, as Docker does.
    const start = async (name: 'api' | 'worker' | 'edge', env: Record<string, string>) => {
      const service = await superviseChildService({
        start: () => startChildService(name, { ...shared, ...env }, logDir),
        maxRestarts: 5,
        windowMs: 60_000,
        onRestart: (code) => progress(`${name} exited (${code}); started it again`),
      });
      const child = Object.assign(service, { name });
      children.push(child);
      cleanups.push(() => child.stop());
      return child;
    };
    const api = await start('api', {
      HOST: '127.0.0.1',
      PORT: String(apiPort),
      OPERATOR_TOKEN: secrets.operatorToken,
      PUBLIC_URL: apiPublicUrl,
      MIGRATE_ON_START: 'false',
      // The demo repositories live on this machine's git host (http on 127.0.0.1).
      ALLOW_LOOPBACK_REPOSITORIES: 'true',
    });
    const edge = await start('edge', { HOST: '127.0.0.1', PORT: String(edgePort) });
    // The worker clones the demo repositories from this machine's git host on 127.0.0.1.
    await start('worker', { WORKER_ALLOW_PRIVATE_REPOSITORIES: 'loopback' });
    let stopping = false;
    const crashed = Promise.race(
      children.map((child) =>
        child.gaveUp.then(({ code, tail }) => {
          if (stopping) return new Promise<never>(() => {});
          return { name: child.name, code, tail };
        }),
      ),
    );
    cleanups.push(async () => {
      stopping = true;
      // All at once: Ctrl-C in a terminal signals the services too, and a service that exits while
      // the one before it is still draining must not be started again.
      await Promise.all(children.map((child) => child.stop()));
    });
    await Promise.all([
      waitUntilHealthy(`${apiDirect}/healthz`, 60_000, api.current().exited),
      waitUntilHealthy(`http://127.0.0.1:${edgePort}/healthz`, 60_000, edge.current().exited),
    ]).catch(async (error: Error) => {
      const tails = await Promise.all(
        children.map(async (c) => `--- ${c.current().logFile}\n${await c.current().tail(8)}`),
      );
      throw new Error(`${error.message}\n${tails.join('\n')}`);
    });
    progress(`api, worker and edge started (logs in ${logDir})`);

    // Pushes the user makes to the local git host reach the API as GitHub would send them.
    const stateFile = join(config.home, 'state.json');
    const database = new URL(config.databaseUrl).pathname.slice(1);
    let seeding = true;
    const onPush = (ref: PushedRef) => {
      if (seeding) return;
      void announcePush(ref).catch((error: Error) =>
        progress(`push to ${ref.repository} ${ref.ref}: ${error.message}`),
      );
    };
    const announcePush = async (ref: PushedRef) => {
      const state = await readLocalState(stateFile, database);
      const site = state?.sites[ref.repository];
      if (!state || !site) return;
      const delivery = await deliverGithubPush(`${apiDirect}/webhooks/github/${site.siteId}`, site.webhookSecret, {
        ref: ref.ref,
        after: ref.after ?? '',
        ...(ref.before === null ? {} : { before: ref.before }),
        deleted: ref.after === null,
      });
      const buildId = delivery.body.buildId;
      progress(
        `push to ${ref.repository} ${ref.ref}: webhook ${delivery.status} ${delivery.body.outcome ?? delivery.body.message ?? ''}`,
      );
      if (!buildId) return;
      const build = await waitForBuild(
        createApiClient(apiDirect, state.apiKey),
        site.siteId,
        buildId,
        config.readyTimeoutMs,
      );
      progress(
        `build ${buildId} of ${ref.repository} ${build.status}${build.errorMessage ? `: ${build.errorMessage}` : ''}`,
      );
    };
    const git: LocalGitServer = await startGitServer({ root: join(config.home, 'git'), onPush });
    cleanups.push(() => git.close());

    const specs: DemoSiteSpec[] = [
      { slug: 'demo', name: 'Acme Pets (demo)', source: join(config.root, 'examples/starter') },
    ];
    // Folio's own documentation, once docs/ is a docs site ("docs" is a reserved slug).
    if (
      !config.demoOnly &&
      (await stat(join(config.root, 'docs/docs.json')).then(
        () => true,
        () => false,
      ))
    ) {
      specs.push({ slug: 'folio', name: 'Folio documentation', source: join(config.root, 'docs') });
    }
    const ctx = {
      apiUrl: apiDirect,
      operatorToken: secrets.operatorToken,
      stateFile,
      database,
      gitRoot: join(config.home, 'git'),
      workRoot: join(config.home, 'work'),
      gitUrl: git.url,
      timeoutMs: config.readyTimeoutMs,
    };
    const live = async (spec: DemoSiteSpec) => {
      progress(
        `building ${spec.slug} from ${spec.source.replace(`${config.root}/`, '')} (push → webhook → worker → edge)`,
      );
      const site = await Promise.race([
        ensureDemoSite(ctx, spec),
        crashed.then((c) => Promise.reject(new Error(`${c.name} exited (${c.code}):\n${c.tail}`))),
      ]);
      return { ...site, url: `http://${productionHostname(spec.slug, config.sitesDomain)}${suffix}/` };
    };
    // The demo first, so its URL is printed as soon as it is live; the others follow.
    const [first, ...rest] = specs;
    const sites = [await live(first!)];
    const state = await readLocalState(stateFile, database);
    if (!state) throw new Error(`${stateFile} was not written: the demo tenant is unknown`);
    const owner = await ensureLocalOwner(apiDirect, secrets.operatorToken, state.tenantId, config.ownerEmail);
    const moreSites = (async () => {
      const more: LocalPlatform['sites'] = [];
      for (const spec of rest) more.push(await live(spec));
      return more;
    })();
    void moreSites.then(
      () => (seeding = false),
      () => (seeding = false),
    );
    return {
      url: `http://${config.host}${suffix}`,
      port,
      apiUrl: `http://${config.apiHost}${suffix}`,
      dashboardUrl: `${dashboardOrigin}/`,
      owner,
      sites,
      moreSites,
      gitUrl: git.url,
      operatorTokenFile: secrets.operatorTokenFile,
      logDir,
      crashed,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
