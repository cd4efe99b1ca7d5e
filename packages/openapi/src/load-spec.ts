import { createDiagnostic, type Diagnostic } from '@folio/diagnostics';
import { applyOverlay } from './apply-overlay.ts';
import { openapiCodes } from './codes.ts';
import { getSpecAuthUrls } from './get-spec-auth-urls.ts';
import { getSpecServers } from './get-spec-servers.ts';
import { getSpecTags } from './get-spec-tags.ts';
import { listOperations } from './list-operations.ts';
import { normalizeSpecSource } from './normalize-spec-source.ts';
import { parseSpecText, type ParsedSpecText } from './parse-spec-text.ts';
import { fetchSpecDocument, readRepoDocument } from './read-spec-document.ts';
import type { LoadedSpec, SpecIO } from './types.ts';
import { scopeFindings } from './scope-findings.ts';
import { validateSpec } from './validate-spec.ts';

/** Options of {@link loadSpec}. */
export interface LoadSpecOptions {
  /** Largest accepted document (and referenced file), in UTF-8 bytes. Default 10 MiB. */
  maxBytes?: number;
  /**
   * OpenAPI Overlay documents (docs.json `openapi.overlays`: repository paths or `https://` URLs,
   * read like the document itself) applied in order to the document before it is validated and read.
   */
  overlays?: readonly string[];
}

const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;
const SUPPORTED_VERSION = /^3\.[01]\.\d+$/;

/**
 * Loads an OpenAPI document named by an `openapi` value: a repository path (a leading `/` means the
 * root) read through `io.readFile`, or an `https://` URL fetched through `io.fetchUrl`. It is parsed
 * (JSON or YAML), must be OpenAPI 3.0/3.1, and is validated with swagger-parser, external `$ref`s
 * being read from the repository only. Never throws for bad content. A document that cannot be
 * read at all (not found, not JSON or YAML, not OpenAPI 3, no `paths`) has `ok` false, no
 * operations, and diagnostics saying why; any other problem is reported once at its place (file,
 * JSON path, line:column) and costs only the operations that reach it (`scopeFindings`).
 */
export async function loadSpec(source: string, io: SpecIO, options: LoadSpecOptions = {}): Promise<LoadedSpec> {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const location = normalizeSpecSource(source);
  if (location.kind === 'invalid') {
    return failed(source, [
      createDiagnostic(openapiCodes, 'OPENAPI_SOURCE_INVALID', { message: `OpenAPI source ${location.reason}` }),
    ]);
  }
  const file = location.kind === 'repo' ? location.path : location.url;
  const read =
    location.kind === 'repo'
      ? await readRepoDocument(file, io, OPENAPI_DOCUMENT)
      : await fetchSpecDocument(file, io, OPENAPI_DOCUMENT);
  if (typeof read !== 'string') return failed(file, [read]);

  const result = parseSpecText(read, file, { maxBytes });
  if (!result.ok) return failed(file, result.diagnostics);
  const parsed = result.parsed;
  const document = parsed.value;
  if (typeof document !== 'object' || document === null || Array.isArray(document)) {
    return failed(file, [
      createDiagnostic(openapiCodes, 'OPENAPI_NOT_OPENAPI', {
        message: `"${file}" is not an OpenAPI document: its top level is ${describe(document)}, not an object`,
        file,
      }),
    ]);
  }
  const spec = document as Record<string, unknown>;
  // Overlays change the parsed value in place: validation and everything after read the result,
  // and positions in the document's own text stay right for every node the overlays kept.
  const overlayDiagnostics: Diagnostic[] = [];
  for (const overlay of options.overlays ?? [])
    overlayDiagnostics.push(...(await applyOverlayFile(spec, overlay, io, maxBytes)));
  const versionProblem = checkVersion(spec, file, parsed);
  if (versionProblem !== undefined) return failed(file, [...overlayDiagnostics, versionProblem], spec);

  const validation = await validateSpec({ file, parsed, io, maxBytes });
  // A bad overlay (or action) is skipped with its error; the document itself can still be read.
  const loaded: LoadedSpec = {
    source: file,
    ok: validation.fatal.length === 0,
    version: spec.openapi as string,
    operations: [],
    tags: [],
    servers: [],
    authUrls: [],
    document: spec,
    diagnostics: [...overlayDiagnostics, ...validation.fatal],
  };
  const info = spec.info as Record<string, unknown> | undefined;
  if (typeof info?.title === 'string') loaded.title = info.title;
  if (typeof info?.version === 'string') loaded.apiVersion = info.version;
  if (!loaded.ok) return loaded;
  const complete = validation.bundled ?? spec;
  if (validation.bundled !== undefined) loaded.bundledDocument = validation.bundled;
  // Each problem costs the operations that reach it, not the document.
  const scoped = scopeFindings({
    rootFile: file,
    files: validation.files,
    operations: listOperations(complete),
    findings: validation.findings,
  });
  loaded.operations = scoped.operations;
  if (scoped.skipped.length > 0) loaded.skipped = scoped.skipped;
  loaded.diagnostics.push(...scoped.diagnostics);
  loaded.tags = getSpecTags(complete);
  loaded.servers = getSpecServers(complete, location.kind === 'url' ? file : undefined);
  loaded.authUrls = getSpecAuthUrls(complete, location.kind === 'url' ? file : undefined);
  return loaded;
}

/** Reads one overlay (repository path or URL) and applies it to `spec`; its problems as diagnostics. */
async function applyOverlayFile(
  spec: Record<string, unknown>,
  overlay: string,
  io: SpecIO,
  maxBytes: number,
): Promise<Diagnostic[]> {
  const location = normalizeSpecSource(overlay);
  if (location.kind === 'invalid') {
    return [
      createDiagnostic(openapiCodes, 'OPENAPI_OVERLAY_NOT_FOUND', {
        message: `overlay ${location.reason.replace('OpenAPI source', 'source')}`,
      }),
    ];
  }
  const file = location.kind === 'repo' ? location.path : location.url;
  const read =
    location.kind === 'repo'
      ? await readRepoDocument(file, io, OPENAPI_DOCUMENT)
      : await fetchSpecDocument(file, io, OPENAPI_DOCUMENT);
  if (typeof read !== 'string') {
    return [
      createDiagnostic(openapiCodes, 'OPENAPI_OVERLAY_NOT_FOUND', {
        message: read.message.replace(/^OpenAPI document/, 'Overlay'),
        file,
      }),
    ];
  }
  const result = parseSpecText(read, file, { maxBytes });
  if (!result.ok) return result.diagnostics;
  return applyOverlay(spec, result.parsed, file);
}

/** How a missing or undownloadable OpenAPI document (or overlay) is reported. */
const OPENAPI_DOCUMENT = {
  label: 'OpenAPI',
  codes: openapiCodes,
  notFound: 'OPENAPI_NOT_FOUND',
  fetchFailed: 'OPENAPI_FETCH_FAILED',
} as const;

function checkVersion(spec: Record<string, unknown>, file: string, parsed: ParsedSpecText): Diagnostic | undefined {
  const at = (key: string) => {
    const position = parsed.locate([key]);
    return { file, path: key, ...(position === undefined ? {} : { line: position.line, column: position.column }) };
  };
  if (!Object.hasOwn(spec, 'openapi')) {
    if (Object.hasOwn(spec, 'swagger')) {
      const converted = file.replace(/(\.[a-z]+)?$/i, (ext) => `-v3${ext}`);
      return createDiagnostic(openapiCodes, 'OPENAPI_V2_UNSUPPORTED', {
        message: `"${file}" is OpenAPI 2.0 (swagger: ${JSON.stringify(spec.swagger)}); OpenAPI 2.0 is not supported; convert to OpenAPI 3`,
        hint: `Run \`folio openapi-check --convert ${converted} ${file}\` and point \`openapi\` at ${converted}.`,
        ...at('swagger'),
      });
    }
    return createDiagnostic(openapiCodes, 'OPENAPI_NOT_OPENAPI', {
      message: `"${file}" is not an OpenAPI document: it has no top-level "openapi" key`,
      file,
    });
  }
  const version = spec.openapi;
  if (typeof version !== 'string') {
    return createDiagnostic(openapiCodes, 'OPENAPI_VERSION_UNSUPPORTED', {
      message: `"openapi" must be a string such as "3.1.0"; found ${describe(version)}, ${JSON.stringify(version)}`,
      hint: `Quote the version: openapi: "${String(version)}${/^3\.[01]$/.test(String(version)) ? '.0' : ''}".`,
      ...at('openapi'),
    });
  }
  if (!SUPPORTED_VERSION.test(version)) {
    return createDiagnostic(openapiCodes, 'OPENAPI_VERSION_UNSUPPORTED', {
      message: `OpenAPI version "${version}" is not supported; Folio reads OpenAPI 3.0.x and 3.1.x`,
      ...at('openapi'),
    });
  }
  return undefined;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function failed(source: string, diagnostics: Diagnostic[], document?: Record<string, unknown>): LoadedSpec {
  const spec: LoadedSpec = { source, ok: false, operations: [], tags: [], servers: [], authUrls: [], diagnostics };
  if (document !== undefined) spec.document = document;
  return spec;
}
