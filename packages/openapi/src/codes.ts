import { defineCatalogue } from '@folio/diagnostics';

const NOT_RENDERED = 'API pages do not render.';
const CHECK = 'run `folio dev` locally to see every problem, and validate the document with `folio openapi-check <file>`.';

/**
 * Every diagnostic code `@folio/openapi` can produce, in the symptom / cause / fix terms of SPEC.md's
 * error table ("API pages do not render — OpenAPI document not found or invalid").
 * The `fix` is the hint a diagnostic carries unless it gives a more precise one.
 */
export const openapiCodes = defineCatalogue({
  OPENAPI_SOURCE_INVALID: {
    severity: 'error',
    symptom: NOT_RENDERED,
    cause: 'The `openapi` value is neither a path inside the repository nor an `https://` URL.',
    fix: 'Write a path from the repository root (`/api/openapi.yaml` or `api/openapi.yaml`) or an `https://` URL.',
  },
  OPENAPI_NOT_FOUND: {
    severity: 'error',
    symptom: NOT_RENDERED,
    cause: 'The OpenAPI document does not exist at the given path.',
    fix: `Correct the path (it is relative to the repository root; a leading \`/\` also means the root), then ${CHECK}`,
  },
  OPENAPI_FETCH_FAILED: {
    severity: 'error',
    symptom: NOT_RENDERED,
    cause: 'The OpenAPI document at the `https://` URL could not be downloaded.',
    fix: 'Check that the URL answers publicly over HTTPS, or commit the document to the repository and reference its path.',
  },
  OPENAPI_TOO_LARGE: {
    severity: 'error',
    symptom: NOT_RENDERED,
    cause: 'The document is larger than the size limit, or its YAML aliases expand it too much.',
    fix: 'Split the document with external `$ref`s to files of the repository, or remove repeated YAML aliases.',
  },
  OPENAPI_PARSE_ERROR: {
    severity: 'error',
    symptom: NOT_RENDERED,
    cause: 'The document is not valid JSON or YAML.',
    fix: 'Fix the syntax at the reported line and column.',
  },
  OPENAPI_NOT_OPENAPI: {
    severity: 'error',
    symptom: NOT_RENDERED,
    cause: 'The file is not an OpenAPI document: its top level is not an object with an `openapi` key.',
    fix: 'Point `openapi` at an OpenAPI 3 document (one whose top level starts with `openapi: 3.x.y`).',
  },
  OPENAPI_V2_UNSUPPORTED: {
    severity: 'error',
    symptom: NOT_RENDERED,
    cause: 'The document is OpenAPI 2.0 (Swagger), which is not supported.',
    fix: 'Convert it to OpenAPI 3 with `folio openapi-check --convert <out> <file>` and reference the converted file.',
  },
  OPENAPI_VERSION_UNSUPPORTED: {
    severity: 'error',
    symptom: NOT_RENDERED,
    cause: 'The `openapi` version is not 3.0.x or 3.1.x.',
    fix: 'Write the version as a string such as `openapi: "3.1.0"` (or `"3.0.3"`).',
  },
  OPENAPI_INVALID: {
    severity: 'error',
    symptom: NOT_RENDERED,
    cause: 'The document does not pass OpenAPI 3 validation.',
    fix: `Fix the reported value, then ${CHECK}`,
  },
  OPENAPI_REF_NOT_FOUND: {
    severity: 'error',
    symptom: NOT_RENDERED,
    cause: 'A `$ref` points to a file or a location that does not exist.',
    fix: 'Correct the `$ref`: `#/components/schemas/Name` inside the document, or `./file.yaml#/Name` for a file beside it.',
  },
  OPENAPI_REF_OUTSIDE_REPO: {
    severity: 'error',
    symptom: NOT_RENDERED,
    cause: 'A `$ref` leads outside the repository (too many `../`).',
    fix: 'Move the referenced file into the repository and point the `$ref` at it.',
  },
  OPENAPI_REF_REMOTE: {
    severity: 'error',
    symptom: NOT_RENDERED,
    cause: 'A `$ref` points to a URL; Folio never downloads referenced documents.',
    fix: 'Commit the referenced document to the repository and use a relative `$ref` such as `./schemas.yaml#/Pet`.',
  },
});
