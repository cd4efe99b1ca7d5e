import { parseArgs } from 'node:util';
import { readdir, rm } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { BuildCache, buildSite, createDirectoryReader } from '@folio/builder';
import { parseBasePath } from '@folio/deployment';
import { countNoun, formatDiagnostic } from '@folio/diagnostics';
import { EXIT_OK, EXIT_PROBLEMS, EXIT_USAGE } from '../exit-codes.ts';
import type { Terminal } from '../terminal.ts';
import { documentFetcher } from '../fetch-document.ts';
import { repositoryFolder } from '../repository-folder.ts';
import { readGitDates } from '../read-git-dates.ts';
import { createProgressReporter } from '../progress-reporter.ts';
import { accessOptionHelp, readAccessOption } from '../read-access-option.ts';
import { writeSiteOutput } from '../write-site-output.ts';
import { BuildCacheFolder } from '../build-cache-folder.ts';
import { BUILD_CACHE_FOLDER } from '../build-cache-folder-name.ts';

/** `folio build --help`. */
export const BUILD_HELP = `Usage: folio build [dir] --out <dir> [--site-url <url>] [--base-path <path>] [--access <mode>]
                   [--strict] [--offline] [--no-cache] [--json]

Builds the static site exactly as the hosted build does (same builder): every page rendered
without running any code from the repository, API reference pages from the OpenAPI documents,
search index, sitemap.xml, robots.txt, llms.txt, llms-full.txt and each page as Markdown at
<path>.md. Text files are also written pre-compressed as <file>.br and <file>.gz for static hosts
that serve them (nginx gzip_static/brotli_static). Any static host can serve the output folder.

Arguments:
  dir              the repository folder holding docs.json (default: current folder)

Options:
  --out <dir>      output folder (required): new, empty, or an earlier build's output (replaced)
  --site-url <url> public address of the site, for absolute links in sitemap.xml and robots.txt
  --base-path <path>
                   serve the site under this path (/docs): every link and asset starts with it;
                   publish the output folder's contents at that path
  ${accessOptionHelp(17)}
  --strict         treat warnings as errors (exit 1)
  --offline        do not fetch https:// OpenAPI documents
  --no-cache       render every page again, and neither read nor write .folio-cache/ (the pages,
                   compressed files and thumbnails of the last build, reused where unchanged)
  --json           print { diagnostics, files, timings } instead of text
  -h, --help       show this help

Exit codes: 0 built without errors; 1 built with errors (pages shown as broken) or docs.json
unusable (nothing written); 2 usage error.

Examples:
  folio build --out dist
  folio build ./docs --out ./public --site-url https://docs.acme.com
  folio build --out dist --base-path /docs --site-url https://acme.com`;

/** The command line of `folio build`, parsed; throws on an unknown or malformed option. */
function parseBuildArgs(args: string[]) {
  return parseArgs({
    args,
    allowPositionals: true,
    options: {
      out: { type: 'string' },
      'site-url': { type: 'string' },
      'base-path': { type: 'string' },
      access: { type: 'string' },
      strict: { type: 'boolean', default: false },
      offline: { type: 'boolean', default: false },
      'no-cache': { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
    },
  });
}

/** Runs `folio build`. */
export async function runBuild(args: string[], terminal: Terminal): Promise<number> {
  let parsed: ReturnType<typeof parseBuildArgs>;
  try {
    parsed = parseBuildArgs(args);
  } catch (error) {
    terminal.err(`folio build: ${(error as Error).message}\n\n${BUILD_HELP}`);
    return EXIT_USAGE;
  }
  if (parsed.values.out === undefined) {
    terminal.err(`folio build: --out <dir> is required\n\n${BUILD_HELP}`);
    return EXIT_USAGE;
  }
  const folder = await repositoryFolder(parsed.positionals);
  if ('error' in folder) {
    terminal.err(`folio build: ${folder.error}${folder.showUsage ? `\n\n${BUILD_HELP}` : ''}`);
    return EXIT_USAGE;
  }
  const { dir } = folder;
  const access = readAccessOption(parsed.values.access);
  if ('error' in access) {
    terminal.err(`folio build: ${access.error}\n\n${BUILD_HELP}`);
    return EXIT_USAGE;
  }
  const out = resolve(parsed.values.out);
  if (out === dir || !relative(out, dir).startsWith('..')) {
    terminal.err(`folio build: the output folder must not contain the repository (${out})`);
    return EXIT_USAGE;
  }

  // Nothing lost: only an empty folder or an earlier build's output (it has `_folio/`) is replaced.
  const existing = await readdir(out).catch(() => undefined);
  if (existing !== undefined && existing.length > 0 && !existing.includes('_folio')) {
    terminal.err(
      `folio build: ${out} is not empty and is not an earlier folio build; choose another --out folder or empty it`,
    );
    return EXIT_USAGE;
  }

  const basePath = parsed.values['base-path'] === undefined ? null : parseBasePath(parsed.values['base-path']);
  if (basePath !== null && !basePath.ok) {
    terminal.err(`folio build: --base-path: ${basePath.message}`);
    return EXIT_USAGE;
  }

  const progress = createProgressReporter(terminal);
  const useCache = !parsed.values['no-cache'];
  const cacheFolder = new BuildCacheFolder(dir);
  const cache = useCache ? await cacheFolder.read(new BuildCache()) : new BuildCache();
  const result = await buildSite(createDirectoryReader(dir), {
    ...(basePath?.ok && basePath.basePath !== null ? { basePath: basePath.basePath } : {}),
    cache,
    fetchUrl: documentFetcher(parsed.values.offline),
    onProgress: progress.update,
    lastModified: () => readGitDates(dir),
    readerAccess: access.mode,
    ...(parsed.values['site-url'] === undefined ? {} : { siteUrl: parsed.values['site-url'] }),
  });
  progress.done();

  // The cache is written while the site is: neither waits for the other.
  const cacheWritten = useCache ? cacheFolder.write(cache) : Promise.resolve(undefined);
  if (result.ok && result.manifest !== undefined) {
    await rm(out, { recursive: true, force: true });
    await writeSiteOutput(out, result, parsed.values['site-url']);
  }
  const cacheError = await cacheWritten;

  const errors = result.diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = result.diagnostics.filter((d) => d.severity === 'warning').length;
  const failed = !result.ok || errors > 0 || (parsed.values.strict && warnings > 0);
  if (parsed.values.json) {
    terminal.out(
      JSON.stringify(
        {
          ok: result.ok,
          diagnostics: result.diagnostics,
          files: result.files.map((f) => f.urlPath),
          timings: result.timings,
          rendered: result.rendered,
          reused: result.reused,
          pageWeight: result.pageWeight ?? null,
        },
        null,
        2,
      ),
    );
  } else {
    for (const diagnostic of result.diagnostics) terminal.out(formatDiagnostic(diagnostic, { color: terminal.color }));
    const pages = result.analysis.pages.length;
    const summary = result.ok
      ? `built ${countNoun(pages, 'page')} (${countNoun(result.files.length, 'file')}) into ${out} in ${(result.timings.totalMs / 1000).toFixed(2)} s — ${countNoun(errors, 'error')}, ${countNoun(warnings, 'warning')}`
      : `nothing built: docs.json could not be used — ${errors} error${errors === 1 ? '' : 's'}`;
    terminal.out(`${result.diagnostics.length > 0 ? '\n' : ''}${failed ? '✖' : '✔'} ${summary}`);
    if (result.reused > 0)
      terminal.out(
        `  ${countNoun(result.reused, 'unchanged page')} reused from ${BUILD_CACHE_FOLDER}/, ${result.rendered} rendered (--no-cache renders every page)`,
      );
    if (cacheError !== undefined)
      terminal.out(`  the build cache could not be written (${cacheError.message}): the next build renders every page`);
    // The page-weight budget: what a reader downloads for a typical page.
    const weight = result.ok ? result.pageWeight : undefined;
    if (weight !== undefined) {
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
      terminal.out(
        `  typical page ${weight.page}: ${kb(weight.totalBytes)} with brotli (HTML ${kb(weight.htmlBytes)}, CSS ${kb(weight.cssBytes)}, JS ${kb(weight.jsBytes)})`,
      );
    }
  }
  return failed ? EXIT_PROBLEMS : EXIT_OK;
}
