import { createRequire } from 'node:module';
import { formatJsonPointer, type PathSegment } from '@folio/diagnostics';

/** Something the converter could not carry over as written, at a JSON pointer of the converted document. */
export interface ConversionWarning {
  message: string;
  /** RFC 6901 pointer into the converted document (`''` for the whole document). */
  pointer: string;
}

/** The result of {@link convertSwagger2}. */
export interface Swagger2Conversion {
  /** The OpenAPI 3.0 document; `undefined` when the document could not be converted (`error` says why). */
  document: Record<string, unknown> | undefined;
  /** What was lost or repaired on the way; empty for a clean conversion. */
  warnings: ConversionWarning[];
  /** Why the conversion failed, when it did. */
  error?: string;
}

/** The part of swagger2openapi's API used here (the package ships no types). */
interface Swagger2OpenApi {
  convertObj(
    document: unknown,
    options: Record<string, unknown>,
  ): Promise<{ openapi: Record<string, unknown>; patches?: number }>;
}

/** Where the converter leaves a lossy-conversion note; read back and removed from the output. */
const WARNING_PROPERTY = 'x-folio-conversion-warning';

/**
 * Converts an OpenAPI 2.0 (Swagger) document to OpenAPI 3.0 with `swagger2openapi`, the converter
 * behind the public online one. Works on a copy, resolves no external `$ref` (no file or network
 * access: they are kept as written), repairs what the converter can ("patches", reported as one
 * warning) and turns its lossy-conversion notes into warnings with their JSON pointer. Never
 * throws for bad content: an unconvertible document gives `document: undefined` and an `error`.
 */
export async function convertSwagger2(document: Record<string, unknown>): Promise<Swagger2Conversion> {
  // Loaded on first use: the converter and its dependencies are only needed by `--convert`.
  const converter = createRequire(import.meta.url)('swagger2openapi') as Swagger2OpenApi;
  let converted: { openapi: Record<string, unknown>; patches?: number };
  try {
    converted = await converter.convertObj(structuredClone(document), {
      patch: true,
      warnOnly: true,
      warnProperty: WARNING_PROPERTY,
      resolve: false,
      direct: false,
    });
  } catch (error) {
    return { document: undefined, warnings: [], error: error instanceof Error ? error.message : String(error) };
  }
  const warnings: ConversionWarning[] = [];
  collectWarnings(converted.openapi, [], warnings, new WeakSet());
  const patches = converted.patches ?? 0;
  if (patches > 0) {
    warnings.push({
      message: `${patches} problem${patches === 1 ? ' was' : 's were'} repaired in conversion (e.g. a missing response description or a path parameter without required: true); review the converted document`,
      pointer: '',
    });
  }
  return { document: converted.openapi, warnings };
}

function collectWarnings(value: unknown, at: PathSegment[], out: ConversionWarning[], seen: WeakSet<object>): void {
  if (typeof value !== 'object' || value === null || seen.has(value)) return;
  // The converter may share one object between places; each is visited once.
  seen.add(value);
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      collectWarnings(item, [...at, index], out, seen);
    });
    return;
  }
  const record = value as Record<string, unknown>;
  const note = record[WARNING_PROPERTY];
  if (note !== undefined) {
    out.push({ message: String(note), pointer: formatJsonPointer(at) });
    delete record[WARNING_PROPERTY];
  }
  for (const [key, child] of Object.entries(record)) collectWarnings(child, [...at, key], out, seen);
}
