import SwaggerParser from '@apidevtools/swagger-parser';
import { createDiagnostic, formatJsonPointer, type Diagnostic, type PathSegment } from '@folio/diagnostics';
import { openapiCodes } from './codes.ts';
import { dropFollowOnSchemaErrors } from './drop-follow-on-schema-errors.ts';
import { parseJsonPointer } from './parse-json-pointer.ts';
import { parseSpecText, type ParsedSpecText } from './parse-spec-text.ts';
import { relaxPathParameters } from './relax-path-parameters.ts';
import { resolveSpecRef } from './resolve-spec-ref.ts';
import { restoreUnresolvedRefs } from './restore-unresolved-refs.ts';
import { locationOf, type SpecFinding } from './spec-finding.ts';
import { traceSpecPointer } from './trace-spec-pointer.ts';
import { valueAt } from './value-at.ts';
import { withoutKnownSchemaQuirks } from './known-schema-quirks.ts';
import { validateAgainstSchema, type SchemaError } from './validate-against-schema.ts';
import type { SpecIO } from './types.ts';

/** The outcome of validating one OpenAPI 3 document. */
export interface SpecValidation {
  /** Problems that leave nothing to read (the document is refused whole); empty otherwise. */
  fatal: Diagnostic[];
  /** Every other problem, with its place, in document order; `scopeFindings` decides what each costs. */
  findings: SpecFinding[];
  /** The document and every file its `$ref`s read, parsed, by repository path (or URL). */
  files: ReadonlyMap<string, ParsedSpecText>;
  /** The document with external `$ref`s inlined, when it had any and they all resolve. */
  bundled?: Record<string, unknown>;
}

/** Inputs of {@link validateSpec}. */
export interface ValidateSpecInput {
  /** Repository path of the document, or its `https://` URL. */
  file: string;
  parsed: ParsedSpecText;
  io: SpecIO;
  /** Size limit for each referenced file. */
  maxBytes: number;
}

/**
 * Base of the virtual URLs the ref parser sees for repository files. Its scheme is one that neither
 * the file nor the HTTP resolver claims, and both are switched off anyway: every read goes through
 * `io.readFile`.
 */
const VIRTUAL_ROOT = 'foliorepo://repo/';

/**
 * Validates an OpenAPI 3.0/3.1 document the way `@apidevtools/swagger-parser` does (the public
 * validator's bundle, SPEC.md), on a deep clone, and keeps going past each problem so that every one
 * is found: `$ref`s are resolved with `continueOnError`, then the document, with the references that
 * could not be followed left as written, is checked against the OpenAPI JSON Schema. External
 * `$ref`s are read through `io.readFile` only and must stay inside the repository; URLs are never
 * fetched. Each problem is a finding placed at the file, JSON path and line:column where the
 * offending value is written.
 */
export async function validateSpec(input: ValidateSpecInput): Promise<SpecValidation> {
  const session = new RefSession(input);
  const baseUrl = session.urlOf(input.file);
  const value = structuredClone(input.parsed.value) as Record<string, unknown>;
  const findings = session.coerceApiVersion(value);
  // swagger-parser parses and dereferences (its spec checks are for Swagger 2.0 only); the JSON
  // Schema check it would run between the two is done by `validateAgainstSchema` with a cached
  // compiled schema (same schemas and options), on whatever it could dereference.
  const parser = new SwaggerParser();
  let failure: unknown;
  try {
    await parser.validate(baseUrl, value as never, session.options());
  } catch (error) {
    failure = error;
  }
  const refErrors = (failure as { errors?: unknown } | undefined)?.errors;
  if (failure !== undefined && !Array.isArray(refErrors)) {
    return {
      fatal: [session.explainOther(String((failure as Error).message ?? failure))],
      findings,
      files: session.files,
    };
  }
  if (Array.isArray(refErrors)) findings.push(...refErrors.flatMap((error) => session.explainRefError(error)));
  const api = parser.api as unknown as Record<string, unknown> | undefined;
  if (typeof api === 'object' && api !== null) {
    const trace = (segments: readonly PathSegment[]) => traceSpecPointer(segments, input.file, session.values);
    if (Array.isArray(refErrors)) restoreUnresolvedRefs(api, trace, session.values);
    for (const { place, name } of relaxPathParameters(api, trace)) {
      findings.push({
        place,
        lenient: true,
        diagnostic: createDiagnostic(openapiCodes, 'OPENAPI_PATH_PARAMETER_OPTIONAL', {
          message: `path parameter ${JSON.stringify(name)} is not marked \`required: true\`; path parameters are always required, so it is shown as required`,
          ...locationOf(session.files, place.file, place.segments),
        }),
      });
    }
    const details = validateAgainstSchema(api as { openapi?: unknown });
    const relevant = dropFollowOnSchemaErrors(withoutKnownSchemaQuirks(details, input.parsed.value));
    findings.push(...session.explainSchemaErrors(relevant));
  }
  const validation: SpecValidation = { fatal: [], findings, files: session.files };
  if (session.externalFiles === 0 || Array.isArray(refErrors)) return validation;
  try {
    const copy = structuredClone(input.parsed.value) as Record<string, unknown>;
    session.coerceApiVersion(copy);
    const bundled = await new SwaggerParser().bundle(baseUrl, copy as never, session.options());
    validation.bundled = bundled as unknown as Record<string, unknown>;
  } catch {
    // Every reference resolved already; a bundling failure only costs the inlined copy.
  }
  return validation;
}

/** State of one validation: files read so far and how virtual URLs map back to repository paths. */
class RefSession {
  readonly files = new Map<string, ParsedSpecText>();
  readonly values = new Map<string, unknown>();
  private readonly fileByUrl = new Map<string, string>();
  private readonly reads = new Map<string, Promise<string | undefined>>();
  private readonly fileDiagnostics = new Map<string, Diagnostic[]>();
  externalFiles = 0;

  constructor(private readonly input: ValidateSpecInput) {
    this.files.set(input.file, input.parsed);
    this.values.set(input.file, input.parsed.value);
  }

  urlOf(file: string): string {
    const url = /^https:\/\//i.test(file) ? file : VIRTUAL_ROOT + file.split('/').map(encodeURIComponent).join('/');
    this.fileByUrl.set(url, file);
    return url;
  }

  fileOf(url: string | undefined): string | undefined {
    if (url === undefined) return undefined;
    const bare = stripHash(url);
    return this.fileByUrl.get(bare) ?? this.fileByUrl.get(decodeSafe(bare));
  }

  options(): SwaggerParser.Options {
    const resolver = {
      order: 1,
      canRead: true,
      read: async (file: { url: string; baseUrl?: string; reference?: string }) => this.read(file),
    };
    const parser = {
      order: 1,
      canParse: true,
      parse: (file: { url: string }) => {
        const name = this.fileOf(file.url);
        const parsed = name === undefined ? undefined : this.files.get(name);
        if (parsed === undefined) throw new Error(`unexpected file ${file.url}`);
        return structuredClone(parsed.value);
      },
    };
    return {
      // Only Folio's reader: no disk access by the file resolver, no downloads by the HTTP one.
      resolve: { external: true, file: false, http: false, folio: resolver },
      parse: { json: false, yaml: false, text: false, binary: false, folio: parser },
      continueOnError: true,
      validate: { schema: false, spec: true },
      // Circular schemas are legal; validation does not need them expanded.
      dereference: { circular: 'ignore' },
    } as unknown as SwaggerParser.Options;
  }

  private async read(file: { url: string; baseUrl?: string; reference?: string }): Promise<string> {
    const from = this.fileOf(file.baseUrl) ?? this.input.file;
    const target = resolveSpecRef(file.reference ?? file.url, from);
    if (target.kind !== 'file') throw new Error(`not a repository file: ${file.url}`);
    const text = await this.readOnce(target.file);
    if (text === undefined) throw new Error(`file not found: ${target.file}`);
    if (!this.files.has(target.file)) {
      const result = parseSpecText(text, target.file, { maxBytes: this.input.maxBytes });
      if (!result.ok) {
        this.fileDiagnostics.set(target.file, result.diagnostics);
        throw new Error(`cannot parse ${target.file}`);
      }
      this.files.set(target.file, result.parsed);
      this.values.set(target.file, result.parsed.value);
      this.externalFiles++;
    }
    this.fileByUrl.set(stripHash(file.url), target.file);
    return text;
  }

  private readOnce(file: string): Promise<string | undefined> {
    let read = this.reads.get(file);
    if (read === undefined) {
      read = this.input.io.readFile(file).catch(() => undefined);
      this.reads.set(file, read);
    }
    return read;
  }

  /**
   * swagger-parser refuses an `info.version` written as a number (`version: 1.0` in YAML) before
   * reading anything else; it is one wrong value of a readable document, so it is reported and
   * read as the string it stands for.
   */
  coerceApiVersion(document: Record<string, unknown>): SpecFinding[] {
    const info = document.info;
    if (typeof info !== 'object' || info === null || typeof (info as { version?: unknown }).version !== 'number')
      return [];
    const record = info as Record<string, unknown>;
    record.version = String(record.version);
    const place = { file: this.input.file, segments: ['info', 'version'] };
    return [
      {
        place,
        diagnostic: createDiagnostic(openapiCodes, 'OPENAPI_INVALID', {
          message: 'API version number must be a string (e.g. "1.0.0") not a number.',
          hint: `Quote the version: version: "${record.version}".`,
          ...locationOf(this.files, place.file, place.segments),
        }),
      },
    ];
  }

  /** One error of the ref parser (a `$ref` that cannot be followed), placed at the object holding the `$ref`. */
  explainRefError(raw: unknown): SpecFinding[] {
    const error = raw as { code?: string; path?: unknown; source?: string };
    const file = this.fileOf(error.source) ?? this.input.file;
    const holder: PathSegment[] = Array.isArray(error.path) ? (error.path as PathSegment[]) : [];
    const place = { file, segments: holder };
    return this.describeRefError(error, file, holder).map((diagnostic) => ({ diagnostic, place }));
  }

  private describeRefError(error: { code?: string }, file: string, holder: PathSegment[]): Diagnostic[] {
    const ref = (valueAt(this.values.get(file), holder) as { $ref?: unknown } | undefined)?.$ref;
    const refText = typeof ref === 'string' ? ref : '';
    const at = locationOf(this.files, file, [...holder, '$ref']);
    if (error.code === 'EMISSINGPOINTER' || error.code === 'EINVALIDPOINTER') {
      return [
        createDiagnostic(openapiCodes, 'OPENAPI_REF_NOT_FOUND', {
          message: `$ref "${refText}" points to nothing: ${this.missingPart(refText, file)}`,
          ...at,
        }),
      ];
    }
    const target = resolveSpecRef(refText, file);
    if (target.kind === 'remote') {
      return [
        createDiagnostic(openapiCodes, 'OPENAPI_REF_REMOTE', {
          message: `$ref "${refText}" points to a URL (${target.url}); referenced documents are never downloaded`,
          ...at,
        }),
      ];
    }
    if (target.kind === 'outside') {
      return [
        createDiagnostic(openapiCodes, 'OPENAPI_REF_OUTSIDE_REPO', {
          message: `$ref "${refText}" leads outside the repository`,
          ...at,
        }),
      ];
    }
    const inner = this.fileDiagnostics.get(target.file);
    if (inner !== undefined) return inner;
    return [
      createDiagnostic(openapiCodes, 'OPENAPI_REF_NOT_FOUND', {
        message: `$ref "${refText}" points to "${target.file}", which does not exist in the repository`,
        ...at,
      }),
    ];
  }

  private missingPart(ref: string, file: string): string {
    const target = resolveSpecRef(ref, file);
    if (target.kind !== 'file') return `${ref} cannot be resolved`;
    const found: string[] = [];
    let node = this.values.get(target.file);
    for (const segment of target.segments) {
      const next = valueAt(node, [segment]);
      if (next === undefined) {
        const parent = found.length === 0 ? 'the document root' : formatJsonPointer(found);
        return `"${target.file}" has no "${segment}" under ${parent}`;
      }
      found.push(segment);
      node = next;
    }
    return `${ref} cannot be resolved`;
  }

  /**
   * The JSON Schema problems, placed where the offending value is written. A value used in several
   * places of the dereferenced document (a shared schema) is reported once.
   */
  explainSchemaErrors(details: readonly SchemaError[]): SpecFinding[] {
    const seen = new Set<string>();
    const out: SpecFinding[] = [];
    for (const detail of details) {
      const segments: PathSegment[] = parseJsonPointer(detail.instancePath ?? '');
      // The message names the value where it is written, not where the dereferenced copy sits.
      const written = traceSpecPointer(segments, this.input.file, this.values);
      const extra = detail.params?.additionalProperty ?? detail.params?.unevaluatedProperty;
      const allowed = detail.params?.allowedValues;
      let message = `#${formatJsonPointer(written.segments) || '/'} ${detail.message ?? 'is invalid'}`;
      if (typeof extra === 'string') message += ` ("${extra}")`;
      if (Array.isArray(allowed)) message += `: ${allowed.map((v) => JSON.stringify(v)).join(', ')}`;
      const key = `${written.file}\u0000${message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      // An unexpected property is reported where that property is written.
      const place =
        typeof extra === 'string' ? traceSpecPointer([...segments, extra], this.input.file, this.values) : written;
      out.push({
        place,
        diagnostic: createDiagnostic(openapiCodes, 'OPENAPI_INVALID', {
          message,
          hint: this.hint(),
          ...locationOf(this.files, place.file, place.segments),
        }),
      });
    }
    return out;
  }

  /** Whatever else swagger-parser refused: the document as a whole (no `paths`, a version it does not read). */
  explainOther(raw: string): Diagnostic {
    let message = raw;
    for (const [url, file] of this.fileByUrl) message = message.split(url).join(`"${file}"`);
    // swagger-parser's own checks name no pointer; these are the values they are about.
    if (/^Unsupported OpenAPI version/.test(message)) {
      return createDiagnostic(openapiCodes, 'OPENAPI_VERSION_UNSUPPORTED', {
        message,
        ...locationOf(this.files, this.input.file, ['openapi']),
      });
    }
    const segments: PathSegment[] = /^API version number/.test(message)
      ? ['info', 'version']
      : /^Openapi version number/.test(message)
        ? ['openapi']
        : [];
    if (/is not a valid Openapi API definition/.test(message)) {
      return createDiagnostic(openapiCodes, 'OPENAPI_NO_PATHS', {
        message: `"${this.input.file}" has no "paths"${String((this.input.parsed.value as { openapi?: unknown }).openapi).startsWith('3.1') ? ' or "webhooks"' : ''}, which OpenAPI requires`,
        file: this.input.file,
      });
    }
    return createDiagnostic(openapiCodes, 'OPENAPI_INVALID', {
      message,
      hint: this.hint(),
      ...locationOf(this.files, this.input.file, segments),
    });
  }

  private hint(): string {
    return `Fix the reported value, then check the document again with \`folio openapi-check ${this.input.file}\` (or \`folio dev\`).`;
  }
}

function stripHash(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}

function decodeSafe(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}
