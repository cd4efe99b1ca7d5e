import { createDiagnostic, type Diagnostic } from '@folio/diagnostics';
import { normalizeSpecSource } from '../normalize-spec-source.ts';
import { parseSpecText, type ParsedSpecText } from '../parse-spec-text.ts';
import { fetchSpecDocument, readRepoDocument } from '../read-spec-document.ts';
import { repoDirname, resolveRepoPath } from '../resolve-repo-path.ts';
import type { SpecIO } from '../types.ts';
import { collectRefs, createRefResolver, isObject } from './asyncapi-refs.ts';
import { asyncapiCodes } from './codes.ts';
import { readChannels2 } from './read-channels-2.ts';
import { readChannels3 } from './read-channels-3.ts';
import type { ReadContext } from './read-context.ts';
import { readServers } from './read-servers.ts';
import type { LoadedAsyncApi } from './types.ts';

/** Largest accepted document (and referenced file), in UTF-8 bytes. */
const MAX_BYTES = 10 * 1024 * 1024;
/** Most repository files one document may pull in through `$ref`s. */
const MAX_REF_FILES = 100;

/**
 * Loads an AsyncAPI 2.x or 3.x document named by an `asyncapi` value: a repository path (a
 * leading `/` means the root) read through `io.readFile`, or an `https://` URL fetched through
 * `io.fetchUrl` (the same policy and fetcher as OpenAPI documents). `$ref`s inside the document
 * and to other files of the repository are followed; each channel is read with its operations,
 * parameters, bindings and messages, payload schemas inlined. Never throws for bad content:
 * `ok` is false when the document cannot be used, and every problem is a diagnostic with file,
 * JSON path and line:column.
 */
export async function loadAsyncApi(source: string, io: SpecIO): Promise<LoadedAsyncApi> {
  const location = normalizeSpecSource(source);
  if (location.kind === 'invalid') {
    return failed(source, [
      createDiagnostic(asyncapiCodes, 'ASYNCAPI_SOURCE_INVALID', {
        message: `AsyncAPI source ${location.reason.replace(/OpenAPI source/g, 'source')}`,
      }),
    ]);
  }
  const file = location.kind === 'repo' ? location.path : location.url;
  const read =
    location.kind === 'repo'
      ? await readRepoDocument(file, io, ASYNCAPI_DOCUMENT)
      : await fetchSpecDocument(file, io, ASYNCAPI_DOCUMENT);
  if (typeof read !== 'string') return failed(file, [read]);
  const parsed = parse(read, file);
  if (!parsed.ok) return failed(file, parsed.diagnostics);
  const document = parsed.parsed.value;
  const version = isObject(document) ? document.asyncapi : undefined;
  const major = typeof version === 'string' ? /^([23])\.\d+\.\d+/.exec(version)?.[1] : undefined;
  if (!isObject(document) || major === undefined) {
    const position = isObject(document) && version !== undefined ? parsed.parsed.locate(['asyncapi']) : undefined;
    return failed(file, [
      createDiagnostic(asyncapiCodes, 'ASYNCAPI_NOT_ASYNCAPI', {
        message: !isObject(document)
          ? `"${file}" is not an AsyncAPI document: its top level is not an object`
          : version === undefined
            ? `"${file}" is not an AsyncAPI document: it has no top-level "asyncapi" version`
            : `AsyncAPI version ${JSON.stringify(version)} is not read by Folio; it reads 2.x and 3.x ("3.0.0", "2.6.0")`,
        file,
        ...(version === undefined ? {} : { path: 'asyncapi' }),
        ...(position === undefined ? {} : { line: position.line, column: position.column }),
      }),
    ]);
  }

  const diagnostics: Diagnostic[] = [];
  const files = new Map<string, ParsedSpecText>([[file, parsed.parsed]]);
  // Remote documents' relative `$ref`s would be more downloads: only the repository's files are read.
  if (location.kind === 'repo') await loadRefFiles(file, files, io, diagnostics);
  const ctx: ReadContext = { file, document, files, diagnostics, refs: createRefResolver(file, files, diagnostics) };
  const loaded: LoadedAsyncApi = {
    source: file,
    ok: true,
    version: version as string,
    servers: readServers(ctx, major === '3' ? 3 : 2),
    channels: major === '3' ? readChannels3(ctx) : readChannels2(ctx),
    diagnostics,
  };
  const info = ctx.refs.follow(document.info, { file, segments: ['info'] }).value;
  if (isObject(info)) {
    if (typeof info.title === 'string') loaded.title = info.title;
    if (typeof info.version === 'string') loaded.apiVersion = info.version;
    if (typeof info.description === 'string') loaded.description = info.description;
  }
  if (typeof document.defaultContentType === 'string') loaded.defaultContentType = document.defaultContentType;
  if (loaded.channels.length === 0) {
    const position = parsed.parsed.locate(['channels']);
    diagnostics.push(
      createDiagnostic(asyncapiCodes, 'ASYNCAPI_NO_CHANNELS', {
        message: `"${file}" defines no channels, so no AsyncAPI pages are generated from it`,
        file,
        path: 'channels',
        ...(position === undefined ? {} : { line: position.line, column: position.column }),
      }),
    );
  }
  return loaded;
}

/** Reads every repository file the document's `$ref`s name, and theirs, breadth first. */
async function loadRefFiles(
  root: string,
  files: Map<string, ParsedSpecText>,
  io: SpecIO,
  diagnostics: Diagnostic[],
): Promise<void> {
  const queue = [root];
  while (queue.length > 0 && files.size <= MAX_REF_FILES) {
    const current = queue.shift() as string;
    for (const { ref } of collectRefs(files.get(current)?.value)) {
      const filePart = ref.split('#')[0] ?? '';
      if (filePart === '' || /^[a-z][a-z0-9+.-]*:/i.test(filePart)) continue;
      const path = resolveRepoPath(filePart, repoDirname(current));
      if (path === undefined || files.has(path)) continue;
      const text = await io.readFile(path).catch(() => undefined);
      // A missing file is reported where a `$ref` to it is followed, with that `$ref`'s place.
      if (text === undefined) continue;
      const parsed = parse(text, path);
      if (!parsed.ok) {
        diagnostics.push(...parsed.diagnostics);
        continue;
      }
      files.set(path, parsed.parsed);
      queue.push(path);
    }
  }
}

function parse(
  text: string,
  file: string,
): { ok: true; parsed: ParsedSpecText } | { ok: false; diagnostics: Diagnostic[] } {
  const result = parseSpecText(text, file, { maxBytes: MAX_BYTES });
  if (result.ok) return result;
  // The parser speaks of OpenAPI documents; the same problems get this loader's code.
  return {
    ok: false,
    diagnostics: result.diagnostics.map((d) => ({
      ...d,
      code: 'ASYNCAPI_PARSE_ERROR',
      hint: d.hint?.replace(/OpenAPI/g, 'AsyncAPI') ?? asyncapiCodes.ASYNCAPI_PARSE_ERROR.fix,
    })),
  };
}

/** How a missing or undownloadable AsyncAPI document is reported. */
const ASYNCAPI_DOCUMENT = {
  label: 'AsyncAPI',
  codes: asyncapiCodes,
  notFound: 'ASYNCAPI_NOT_FOUND',
  fetchFailed: 'ASYNCAPI_FETCH_FAILED',
} as const;

function failed(source: string, diagnostics: Diagnostic[]): LoadedAsyncApi {
  return { source, ok: false, servers: [], channels: [], diagnostics };
}
