import SwaggerParser from '@apidevtools/swagger-parser';
import {
  createDiagnostic,
  formatJsonPath,
  formatJsonPointer,
  type Diagnostic,
  type PathSegment,
} from '@folio/diagnostics';
import { openapiCodes } from './codes.ts';
import { parseJsonPointer } from './parse-json-pointer.ts';
import { parseSpecText, type ParsedSpecText } from './parse-spec-text.ts';
import { resolveSpecRef } from './resolve-spec-ref.ts';
import { traceSpecPointer } from './trace-spec-pointer.ts';
import { valueAt } from './value-at.ts';
import { withoutKnownSchemaQuirks } from './known-schema-quirks.ts';
import { validateAgainstSchema } from './validate-against-schema.ts';
import type { SpecIO } from './types.ts';

/** The outcome of validating one OpenAPI 3 document with swagger-parser. */
export interface SpecValidation {
  diagnostics: Diagnostic[];
  /** The document with external `$ref`s inlined, when it had any and validation passed. */
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
 * Validation problems beyond this many are summed up in one last diagnostic: a broken schema near the
 * top of a document can otherwise yield hundreds of follow-on messages.
 */
const MAX_VALIDATION_DIAGNOSTICS = 25;

/**
 * Base of the virtual URLs the ref parser sees for repository files. Its scheme is one that neither
 * the file nor the HTTP resolver claims, and both are switched off anyway: every read goes through
 * `io.readFile`.
 */
const VIRTUAL_ROOT = 'foliorepo://repo/';

/**
 * Validates an OpenAPI 3.0/3.1 document with `@apidevtools/swagger-parser` (the public validator's
 * bundle, SPEC.md) on a deep clone. External `$ref`s are read through `io.readFile` only and must stay
 * inside the repository; URLs are never fetched. Every problem becomes a diagnostic placed at the file,
 * JSON path and line:column where the offending value is written.
 */
export async function validateSpec(input: ValidateSpecInput): Promise<SpecValidation> {
  const session = new RefSession(input);
  const baseUrl = session.urlOf(input.file);
  // swagger-parser dereferences and runs its spec checks; the JSON Schema check it would run
  // between the two is done by `validateAgainstSchema` with a cached compiled schema (same
  // schemas and options). Schema problems are reported in preference to spec-check problems,
  // the order swagger-parser itself uses.
  const parser = new SwaggerParser();
  let failure: unknown;
  try {
    await parser.validate(baseUrl, structuredClone(input.parsed.value) as never, session.options());
  } catch (error) {
    failure = error;
  }
  // Only a document that got through parsing and dereferencing reaches the schema check: either
  // nothing failed, or only the spec checks (their messages start "Validation failed.").
  const reachedSchemaCheck = failure === undefined || /^Validation failed\./.test(String((failure as Error).message));
  if (reachedSchemaCheck && parser.api !== undefined && parser.api !== null) {
    const details = validateAgainstSchema(parser.api as { openapi?: unknown });
    if (details.length > 0) failure = Object.assign(new SyntaxError('Swagger schema validation failed.'), { details });
  }
  if (failure !== undefined) {
    const diagnostics = session.explain(failure);
    if (diagnostics.length > 0) return { diagnostics };
  }
  if (session.externalFiles === 0) return { diagnostics: [] };
  try {
    const bundled = await new SwaggerParser().bundle(
      baseUrl,
      structuredClone(input.parsed.value) as never,
      session.options(),
    );
    return { diagnostics: [], bundled: bundled as unknown as Record<string, unknown> };
  } catch {
    // Validation resolved every reference already; a bundling failure only costs the inlined copy.
    return { diagnostics: [] };
  }
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

  /** Turns whatever swagger-parser threw into diagnostics. */
  explain(error: unknown): Diagnostic[] {
    const record = error as { errors?: unknown; details?: unknown; message?: unknown };
    if (Array.isArray(record.errors)) return dedupe(record.errors.flatMap((e) => this.explainRefError(e)));
    if (Array.isArray(record.details)) {
      return this.explainSchemaErrors(withoutKnownSchemaQuirks(record.details as AjvError[], this.input.parsed.value));
    }
    return [this.explainOther(typeof record.message === 'string' ? record.message : String(error))];
  }

  private explainRefError(error: { code?: string; path?: unknown; source?: string; message?: string }): Diagnostic[] {
    const file = this.fileOf(error.source) ?? this.input.file;
    const holder: PathSegment[] = Array.isArray(error.path) ? (error.path as PathSegment[]) : [];
    const ref = (valueAt(this.values.get(file), holder) as { $ref?: unknown } | undefined)?.$ref;
    const refText = typeof ref === 'string' ? ref : '';
    const at = this.place(file, [...holder, '$ref']);
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

  private explainSchemaErrors(details: unknown[]): Diagnostic[] {
    const seen = new Set<string>();
    const out: Diagnostic[] = [];
    let dropped = 0;
    for (const detail of details as AjvError[]) {
      const pointer = detail.instancePath ?? '';
      const extra = detail.params?.additionalProperty ?? detail.params?.unevaluatedProperty;
      const allowed = detail.params?.allowedValues;
      let message = `${pointer === '' ? '#/' : `#${pointer}`} ${detail.message ?? 'is invalid'}`;
      if (typeof extra === 'string') message += ` ("${extra}")`;
      if (Array.isArray(allowed)) message += `: ${allowed.map((v) => JSON.stringify(v)).join(', ')}`;
      if (seen.has(message)) continue;
      seen.add(message);
      if (out.length >= MAX_VALIDATION_DIAGNOSTICS) {
        dropped++;
        continue;
      }
      // An unexpected property is reported where that property is written.
      const segments: PathSegment[] = parseJsonPointer(pointer);
      if (typeof extra === 'string') segments.push(extra);
      const place = traceSpecPointer(segments, this.input.file, this.values);
      out.push(
        createDiagnostic(openapiCodes, 'OPENAPI_INVALID', {
          message,
          hint: this.hint(),
          ...this.place(place.file, place.segments),
        }),
      );
    }
    if (dropped > 0) {
      out.push(
        createDiagnostic(openapiCodes, 'OPENAPI_INVALID', {
          message: `${dropped} more validation problem${dropped === 1 ? '' : 's'} not shown`,
          file: this.input.file,
        }),
      );
    }
    return out;
  }

  private explainOther(raw: string): Diagnostic {
    let message = raw;
    for (const [url, file] of this.fileByUrl) message = message.split(url).join(`"${file}"`);
    // swagger-parser's own checks name no pointer; these are the values they are about.
    if (/^Unsupported OpenAPI version/.test(message)) {
      return createDiagnostic(openapiCodes, 'OPENAPI_VERSION_UNSUPPORTED', {
        message,
        ...this.place(this.input.file, ['openapi']),
      });
    }
    const segments: PathSegment[] = /^API version number/.test(message)
      ? ['info', 'version']
      : /^Openapi version number/.test(message)
        ? ['openapi']
        : [];
    if (/is not a valid Openapi API definition/.test(message)) {
      message = `"${this.input.file}" has no "paths"${String((this.input.parsed.value as { openapi?: unknown }).openapi).startsWith('3.1') ? ' or "webhooks"' : ''}, which OpenAPI requires`;
    }
    return createDiagnostic(openapiCodes, 'OPENAPI_INVALID', {
      message,
      hint: this.hint(),
      ...this.place(this.input.file, segments),
    });
  }

  private hint(): string {
    return `Fix the reported value, then check the document again with \`folio openapi-check ${this.input.file}\` (or \`folio dev\`).`;
  }

  /** The diagnostic location of `segments` in `file`: file, JSON path, line and column. */
  private place(
    file: string,
    segments: readonly PathSegment[],
  ): { file: string; path?: string; line?: number; column?: number } {
    const position = this.files.get(file)?.locate(segments);
    const path = formatJsonPath(segments);
    return {
      file,
      ...(path === '' ? {} : { path }),
      ...(position === undefined ? {} : { line: position.line, column: position.column }),
    };
  }
}

interface AjvError {
  instancePath?: string;
  message?: string;
  params?: { additionalProperty?: unknown; unevaluatedProperty?: unknown; allowedValues?: unknown };
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

function dedupe(diagnostics: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    const key = `${d.code}|${d.file}|${d.line}|${d.column}|${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
