import { parseArgs } from 'node:util';
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { convertSwagger2 } from '@folio/openapi';
import { checkOpenapiSource, type CheckedSource } from '../check-openapi-source.ts';
import { createSafeFetcher, type DocumentFetcher } from '@folio/playground-proxy';
import { EXIT_OK, EXIT_PROBLEMS, EXIT_USAGE } from '../exit-codes.ts';
import { formatOpenapiCheck } from '../format-openapi-check.ts';
import { toOpenapiCheckReport, type OpenapiCheckReport } from '../openapi-check-report.ts';
import { serializeSpec } from '../serialize-spec.ts';
import type { Terminal } from '../terminal.ts';

/** `folio openapi-check --help`. */
export const OPENAPI_CHECK_HELP = `Usage: folio openapi-check <path-or-url> [--overlay <file-or-url>]… [--json] [--convert <out>]

Validates one OpenAPI 3.0/3.1 document with the same validator as the hosted build
(@apidevtools/swagger-parser) and prints every problem with its JSON pointer and, for files,
line:column.

Arguments:
  path-or-url      a JSON or YAML file (relative to the current folder), or an https:// URL.
                   External $refs resolve relative to the file and never outside its folder.
                   URLs are fetched from public addresses only (no localhost or private
                   networks), at most 10 MiB within 15 s; their $refs to other URLs are refused.

Options:
  --overlay <file-or-url>
                   apply an OpenAPI Overlay 1.0 document before checking, as a build applies
                   docs.json's \`openapi.overlays\`; repeat it to apply several, in order
  --convert <out>  for an OpenAPI 2.0 (Swagger) document: write it converted to OpenAPI 3 to
                   <out> (YAML, or JSON when <out> ends in .json), then check the converted file
  --json           print the result as one JSON object (see README)
  -h, --help       show this help

Each problem is an error or a warning. An error makes the document invalid; the build still
renders every operation that does not reach one (an operation whose parameters, request body or
responses reach an error is left out, with an OPENAPI_OPERATION_SKIPPED warning). Warnings are
Folio's stricter findings on values the build reads anyway, and problems in components no
operation uses: they never make the document invalid.

Exit codes: 0 the document is valid, warnings or not (the converted one, with --convert); 1 it
has errors, or is OpenAPI 2.0; 2 usage error, or the file or URL cannot be read.

Examples:
  folio openapi-check api/openapi.yaml
  folio openapi-check api/openapi.yaml --overlay overlays/public.yaml
  folio openapi-check https://example.com/openapi.json --json
  folio openapi-check swagger.json --convert openapi.yaml`;

/** What `folio openapi-check` uses from outside; tests pass a fetcher allowed to reach loopback. */
export interface OpenapiCheckDeps {
  fetchUrl?: DocumentFetcher;
  cwd?: string;
}

/** The command line of `folio openapi-check`, parsed; throws on an unknown or malformed option. */
function parseOpenapiCheckArgs(args: string[]) {
  return parseArgs({
    args,
    allowPositionals: true,
    options: {
      json: { type: 'boolean', default: false },
      convert: { type: 'string' },
      overlay: { type: 'string', multiple: true },
    },
  });
}

/** Runs `folio openapi-check`. */
export async function runOpenapiCheck(
  args: string[],
  terminal: Terminal,
  deps: OpenapiCheckDeps = {},
): Promise<number> {
  let parsed: ReturnType<typeof parseOpenapiCheckArgs>;
  try {
    parsed = parseOpenapiCheckArgs(args);
  } catch (error) {
    terminal.err(`folio openapi-check: ${(error as Error).message}\n\n${OPENAPI_CHECK_HELP}`);
    return EXIT_USAGE;
  }
  const [source, ...extra] = parsed.positionals;
  if (source === undefined || extra.length > 0) {
    terminal.err(
      `folio openapi-check: expected one file or URL, got ${parsed.positionals.length}\n\n${OPENAPI_CHECK_HELP}`,
    );
    return EXIT_USAGE;
  }
  const cwd = deps.cwd ?? process.cwd();
  const out = parsed.values.convert;
  if (out !== undefined && resolve(cwd, out) === resolve(cwd, source)) {
    terminal.err('folio openapi-check: --convert must name a new file, not the document being checked');
    return EXIT_USAGE;
  }
  const fetchUrl = deps.fetchUrl ?? createSafeFetcher({ userAgent: 'folio-cli' });
  const overlays = parsed.values.overlay ?? [];
  const checked = await checkOpenapiSource(source, { cwd, fetchUrl, overlays });
  if (checked.kind === 'unreadable') {
    terminal.err(`folio openapi-check: ${checked.message}`);
    return EXIT_USAGE;
  }
  const report = toOpenapiCheckReport(source, checked.spec, checked.displayFile, checked.overlayFiles);
  const isSwagger2 = checked.spec.diagnostics.some((d) => d.code === 'OPENAPI_V2_UNSUPPORTED');
  for (const diagnostic of report.diagnostics) {
    if (diagnostic.code === 'OPENAPI_V2_UNSUPPORTED')
      diagnostic.hint = `Run \`folio openapi-check ${source} --convert ${suggestOutput(source)}\` and use the converted file.`;
  }
  let code = report.valid ? EXIT_OK : EXIT_PROBLEMS;
  if (out !== undefined && isSwagger2 && checked.spec.document !== undefined) {
    report.converted = await convertAndCheck(checked, out, cwd, fetchUrl);
    code = report.converted.check?.valid === true ? EXIT_OK : EXIT_PROBLEMS;
  } else if (out !== undefined) {
    terminal.err(
      `folio openapi-check: --convert ignored: ${source} is not an OpenAPI 2.0 document, nothing was written`,
    );
  }
  terminal.out(
    parsed.values.json ? JSON.stringify(report, null, 2) : formatOpenapiCheck(report, { color: terminal.color }),
  );
  return code;
}

async function convertAndCheck(
  checked: Extract<CheckedSource, { kind: 'checked' }>,
  out: string,
  cwd: string,
  fetchUrl: DocumentFetcher,
): Promise<NonNullable<OpenapiCheckReport['converted']>> {
  const conversion = await convertSwagger2(checked.spec.document ?? {});
  if (conversion.document === undefined) {
    return {
      file: out,
      warnings: conversion.warnings,
      error: conversion.error ?? 'unknown conversion failure',
      check: null,
    };
  }
  try {
    await writeFile(resolve(cwd, out), serializeSpec(conversion.document, out));
  } catch (error) {
    return {
      file: out,
      warnings: conversion.warnings,
      error: `cannot write ${out}: ${(error as Error).message}`,
      check: null,
    };
  }
  const again = await checkOpenapiSource(out, { cwd, fetchUrl });
  const check =
    again.kind === 'checked' ? toOpenapiCheckReport(out, again.spec, again.displayFile, again.overlayFiles) : null;
  return { file: out, warnings: conversion.warnings, check };
}

/** `swagger.json` → `swagger-v3.json`; for a URL, the last path segment in the current folder. */
function suggestOutput(source: string): string {
  const name = /^https?:\/\//i.test(source) ? new URL(source).pathname.split('/').pop() || 'openapi.yaml' : source;
  return name.replace(/(\.[a-z]+)?$/i, (ext) => `-v3${ext || '.yaml'}`);
}
