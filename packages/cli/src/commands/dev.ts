import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { AddressInfo } from 'node:net';
import { countNoun, formatDiagnostic, type Diagnostic } from '@folio/diagnostics';
import { parseBasePath } from '@folio/deployment';
import type { SiteFile } from '@folio/site';
import { EXIT_OK, EXIT_USAGE } from '../exit-codes.ts';
import type { Terminal } from '../terminal.ts';
import { repositoryFolder } from '../repository-folder.ts';
import { createProgressReporter } from '../progress-reporter.ts';
import { createDevServer } from '../dev/dev-server.ts';
import { devReader, readReaderClaims } from '../dev/dev-reader.ts';
import type { DevBuildOutcome, DevSite } from '../dev/dev-site.ts';
import { KeptSite } from '../dev/kept-site.ts';
import { watchRepository } from '../dev/watch-repository.ts';
import { whenQuiet } from '../dev/when-quiet.ts';
import { accessOptionHelp, readAccessOption } from '../read-access-option.ts';

/** `folio dev --help`. */
export const DEV_HELP = `Usage: folio dev [dir] [--port N] [--base-path <path>] [--allow-origin <origin>]... [--access <mode>]
                 [--reader-claims <file>] [--offline] [--no-cache]

Live preview of a docs repository, built by the same builder as the hosted site. Serves it on
http://localhost:<port>, rebuilds what changed when files are saved, reloads open pages, and shows
every problem in the terminal and in an overlay on the page. While docs.json is broken the last
good build stays served.

The API playground works as on the hosted site: requests go through POST /_docs/api/request to
the origins of your OpenAPI documents' servers (plus --allow-origin ones). Unlike the hosted
site, targets on this machine (localhost, 127.0.0.1, ::1) are allowed, so you can try an API you
are running locally; other private and internal addresses are still refused. Only folio dev's own
pages may use it: requests from another origin, or to a host name other than localhost,
127.0.0.1 or [::1], are refused.

Arguments:
  dir                       the repository folder holding docs.json (default: current folder)

Options:
  --port N                  port to listen on (default 3000, or the next free one)
  --base-path <path>        serve the site under this path (/docs), as the hosted edge does for a
                            site with that base path: http://localhost:<port>/docs/
  --allow-origin <origin>   another origin the playground may call (repeatable)
  ${accessOptionHelp(26)}
  --reader-claims <file>    preview as this signed-in reader: a JSON object of claims ({user.…}
                            values), its "groups" the reader's groups (read again on each page
                            load); with --access oidc or jwt and no file, a sample reader, Ada
                            Lovelace (firstName, lastName, name, email; no groups)
  --offline                 do not fetch https:// OpenAPI documents
  --no-cache                neither start from nor write .folio-cache/ (the site the last
                            session served, served at once when no file changed since, and the
                            pages of the last build or session, reused where unchanged)
  -h, --help                show this help

Exit codes: 0 stopped with Ctrl-C; 2 usage error, the folder cannot be read, or the port is taken.

Examples:
  folio dev
  folio dev ./docs --port 4000
  folio dev --allow-origin http://localhost:8080
  folio dev --base-path /docs
  folio dev --access jwt --reader-claims reader.json`;

/** The command line of `folio dev`, parsed; throws on an unknown or malformed option. */
function parseDevArgs(args: string[]) {
  return parseArgs({
    args,
    allowPositionals: true,
    options: {
      port: { type: 'string' },
      'base-path': { type: 'string' },
      'allow-origin': { type: 'string', multiple: true, default: [] },
      offline: { type: 'boolean', default: false },
      access: { type: 'string' },
      'reader-claims': { type: 'string' },
      'no-cache': { type: 'boolean', default: false },
    },
  });
}

/** Runs `folio dev` until SIGINT or SIGTERM. */
export async function runDev(
  args: string[],
  terminal: Terminal,
  hooks: { signal?: AbortSignal } = {},
): Promise<number> {
  let parsed: ReturnType<typeof parseDevArgs>;
  try {
    parsed = parseDevArgs(args);
  } catch (error) {
    terminal.err(`folio dev: ${(error as Error).message}\n\n${DEV_HELP}`);
    return EXIT_USAGE;
  }
  const port = parsed.values.port === undefined ? undefined : Number(parsed.values.port);
  if (port !== undefined && (!Number.isInteger(port) || port < 0 || port > 65535)) {
    terminal.err(`folio dev: --port must be a number from 0 to 65535, not "${parsed.values.port}"`);
    return EXIT_USAGE;
  }
  const folder = await repositoryFolder(parsed.positionals);
  if ('error' in folder) {
    terminal.err(`folio dev: ${folder.error}${folder.showUsage ? `\n\n${DEV_HELP}` : ''}`);
    return EXIT_USAGE;
  }
  const root = folder.dir;
  const basePathCheck = parseBasePath(parsed.values['base-path'] ?? null);
  if (!basePathCheck.ok) {
    terminal.err(`folio dev: --base-path: ${basePathCheck.message}`);
    return EXIT_USAGE;
  }
  const basePath = basePathCheck.basePath ?? undefined;
  const access = readAccessOption(parsed.values.access);
  if ('error' in access) {
    terminal.err(`folio dev: ${access.error}\n\n${DEV_HELP}`);
    return EXIT_USAGE;
  }
  const claimsFile = parsed.values['reader-claims'];
  if (claimsFile !== undefined) {
    const checked = await readReaderClaims(resolve(claimsFile)).catch((error: Error) => error);
    if (checked instanceof Error) {
      terminal.err(`folio dev: ${checked.message}`);
      return EXIT_USAGE;
    }
  }

  const started = performance.now();
  const progress = createProgressReporter(terminal);
  // A site an earlier session served, made from exactly these files, is served at once; the
  // builder (most of the command's code) is loaded only behind it.
  const opened = parsed.values['no-cache']
    ? undefined
    : await KeptSite.open(root, { basePath, access: access.mode, offline: parsed.values.offline });
  const kept = opened?.site;
  let site: DevSite | undefined;
  const dev = createDevServer({
    ...(basePath === undefined ? {} : { basePath }),
    snapshot: () => site?.snapshot ?? opened?.site?.snapshot,
    ensurePage: async (path) => site?.ensurePage(path),
    extraOrigins: parsed.values['allow-origin'] ?? [],
    reader: devReader(access.mode, claimsFile === undefined ? undefined : resolve(claimsFile)),
  });
  const loadBuilder = () =>
    Promise.all([
      import('../dev/dev-site.ts'),
      import('../build-cache-folder.ts'),
      import('../fetch-document.ts'),
    ]).then(([{ DevSite }, { BuildCacheFolder }, { documentFetcher }]) => {
      site = new DevSite(root, {
        fetchUrl: documentFetcher(parsed.values.offline),
        // Behind a kept site the build is not waited for: no progress bar, no threads yet.
        ...(kept === undefined ? { onProgress: progress.update } : { lazyThreads: true }),
        ...(basePath === undefined ? {} : { basePath }),
        readerAccess: access.mode,
      });
      // Pages rendered by an earlier session or `folio build` are reused where unchanged.
      const cacheFolder = parsed.values['no-cache'] ? undefined : new BuildCacheFolder(root);
      return { site, cacheFolder };
    });
  const listening = await listen(dev.server, port);
  if (typeof listening === 'string') {
    terminal.err(`folio dev: ${listening}`);
    return EXIT_USAGE;
  }
  const url = `http://localhost:${listening}${basePath === undefined ? '' : `${basePath}/`}`;
  terminal.out(`folio dev: serving ${root} at ${url}${kept === undefined ? ' (building…)' : ''}`);

  let printed = new Set<string>();
  /** The kept site's files, until the first build behind it: open pages reload only if it changed them. */
  let keptFiles = kept?.snapshot.files;
  const report = (outcome: DevBuildOutcome, first: boolean) => {
    progress.done();
    const fresh = outcome.diagnostics.filter((d) => !printed.has(key(d)));
    for (const diagnostic of fresh) terminal.out(formatDiagnostic(diagnostic, { color: terminal.color }));
    printed = new Set(outcome.diagnostics.map(key));
    const errors = outcome.diagnostics.filter((d) => d.severity === 'error').length;
    const warnings = outcome.diagnostics.filter((d) => d.severity === 'warning').length;
    const counts = `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`;
    if (!outcome.published) terminal.out(`✖ build failed (${counts}); still serving the last good build`);
    else if (first)
      terminal.out(
        `✔ ready in ${((performance.now() - started) / 1000).toFixed(2)} s: ${countNoun(outcome.pages, 'page')} at ${url} — ${counts}`,
      );
    else
      terminal.out(
        `↻ rebuilt in ${Math.round(outcome.ms)} ms (${outcome.rendered} page${outcome.rendered === 1 ? '' : 's'} rendered${stillRendering(outcome)}) — ${counts}`,
      );
    dev.showDiagnostics(outcome.diagnostics);
    const served = site?.snapshot?.files;
    const unchanged = !first && keptFiles !== undefined && served !== undefined && sameFiles(served, keptFiles);
    if (!first) keptFiles = undefined;
    if (outcome.published && !unchanged) dev.reload();
  };
  if (kept !== undefined)
    report(
      { published: true, diagnostics: kept.diagnostics, ms: 0, rendered: 0, reused: 0, pages: kept.pages, pending: 0 },
      true,
    );

  // A large site is served laid out first; its pages finish rendering in the background.
  const follow = (complete: Promise<DevBuildOutcome> | undefined) =>
    complete?.then(
      (outcome) => report(outcome, false),
      (error: Error) => terminal.err(`folio dev: build failed: ${error.message}`),
    );
  // Behind a kept site, the build waits until the browser has what it asked for first. Without
  // one, a page asked for meanwhile says the site is being built, and reloads when it is.
  if (kept !== undefined) await whenQuiet(dev.server, 250, 2000);
  const { site: devSite, cacheFolder } = await loadBuilder();
  await cacheFolder?.read(devSite.buildCache);
  /** Keeps the build cache and the site served for the next session (when a complete build made it). */
  const keep = async () => {
    await cacheFolder?.write(devSite.buildCache);
    const complete = devSite.completeBuild;
    if (complete !== undefined) await opened?.kept.write(complete.site, complete.files);
  };
  const { first, complete } =
    kept === undefined ? await devSite.start() : { first: undefined, complete: devSite.startFromStored(kept) };
  if (first !== undefined) report(first, true);
  follow(complete);
  // Kept once the whole site is rendered, and again when the session ends.
  if (complete === undefined) void keep();
  else void complete.then(keep, () => {});
  const watcher = watchRepository(root, (paths) => {
    devSite.changed(paths);
    const rebuild = devSite.rebuild();
    // No outcome: a newer build made this one moot and reports instead.
    rebuild.outcome.then(
      (outcome) => outcome && report(outcome, false),
      (error: Error) => terminal.err(`folio dev: rebuild failed: ${error.message}`),
    );
    follow(rebuild.complete);
  });

  await new Promise<void>((resolveStop) => {
    const stop = () => resolveStop();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    hooks.signal?.addEventListener('abort', stop, { once: true });
  });
  watcher.close();
  await dev.close();
  await devSite.close();
  await keep();
  terminal.out('folio dev: stopped');
  return EXIT_OK;
}

/** `, 812 still rendering in the background` while a save is laid out before the site is complete. */
function stillRendering(outcome: DevBuildOutcome): string {
  return outcome.pending === 0 ? '' : `, ${outcome.pending} still rendering in the background`;
}

/** Whether two builds serve the same files with the same bodies. */
function sameFiles(a: ReadonlyMap<string, SiteFile>, b: ReadonlyMap<string, SiteFile>): boolean {
  if (a.size !== b.size) return false;
  for (const [path, file] of a) {
    const other = b.get(path);
    if (other === undefined || other.contentType !== file.contentType || !sameBody(other.body, file.body)) return false;
  }
  return true;
}

function sameBody(a: string | Uint8Array, b: string | Uint8Array): boolean {
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  return Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(b);
}

function key(diagnostic: Diagnostic): string {
  return `${diagnostic.code}|${diagnostic.file}|${diagnostic.line}|${diagnostic.column}|${diagnostic.message}`;
}

/** Listens on 127.0.0.1: the given port, or 3000 and up to the next 19 when none was given. */
async function listen(server: import('node:http').Server, port: number | undefined): Promise<number | string> {
  const candidates = port === undefined ? Array.from({ length: 20 }, (_, i) => 3000 + i) : [port];
  for (const candidate of candidates) {
    const outcome = await new Promise<number | NodeJS.ErrnoException>((resolveListen) => {
      const onError = (error: NodeJS.ErrnoException) => resolveListen(error);
      server.once('error', onError);
      server.listen(candidate, '127.0.0.1', () => {
        server.off('error', onError);
        resolveListen((server.address() as AddressInfo).port);
      });
    });
    if (typeof outcome === 'number') return outcome;
    if (outcome.code !== 'EADDRINUSE') return `cannot listen on port ${candidate}: ${outcome.message}`;
  }
  return port === undefined
    ? 'ports 3000-3019 are all in use; choose one with --port'
    : `port ${port} is in use; choose another with --port`;
}
