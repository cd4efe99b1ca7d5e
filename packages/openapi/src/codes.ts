import { defineCatalogue } from '@folio/diagnostics';
import { MAX_SPEC_NESTING } from './nesting-limit.ts';

const NOT_RENDERED = 'API pages do not render.';
/** The symptom of a problem inside a document that can be read: only what reaches it is lost. */
const SCOPED =
  'The operations whose parameters, request body or responses reach the problem are not rendered; when none does (an unused component), it is a warning and every page renders.';
const CHECK =
  'run `folio dev` locally to see every problem, and validate the document with `folio openapi-check <file>`.';

/**
 * Every diagnostic code `@folio/openapi` can produce, in the symptom / cause / fix terms of SPEC.md's
 * error table ("API pages do not render — OpenAPI document not found or invalid"; "Operation missing
 * from generated navigation — operation has validation errors (may be skipped)").
 * The `fix` is the hint a diagnostic carries unless it gives a more precise one. A document that
 * cannot be read at all is refused whole (`NOT_RENDERED`); a problem inside a readable document
 * costs only the operations that reach it (`SCOPED`), and its severity is set where it is found.
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
  OPENAPI_TOO_DEEP: {
    severity: 'error',
    symptom: NOT_RENDERED,
    cause: `The document nests objects or arrays more than ${MAX_SPEC_NESTING} levels deep (real documents use a few dozen).`,
    fix: 'Flatten the nesting at the reported place, for example by moving deep schemas to `components/schemas` and referring to them with `$ref`.',
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
  OPENAPI_NO_PATHS: {
    severity: 'error',
    symptom: NOT_RENDERED,
    cause: 'The document has no `paths` object (nor, in OpenAPI 3.1, `webhooks`), so it has no operations to render.',
    fix: 'Add the `paths` of the API (`paths: {}` for a document that has none yet).',
  },
  OPENAPI_INVALID: {
    severity: 'error',
    symptom: SCOPED,
    cause: 'The document does not pass OpenAPI 3 validation.',
    fix: `Fix the reported value, then ${CHECK}`,
  },
  OPENAPI_REF_NOT_FOUND: {
    severity: 'error',
    symptom: SCOPED,
    cause: 'A `$ref` points to a file or a location that does not exist.',
    fix: 'Correct the `$ref`: `#/components/schemas/Name` inside the document, or `./file.yaml#/Name` for a file beside it.',
  },
  OPENAPI_REF_OUTSIDE_REPO: {
    severity: 'error',
    symptom: SCOPED,
    cause: 'A `$ref` leads outside the repository (too many `../`).',
    fix: 'Move the referenced file into the repository and point the `$ref` at it.',
  },
  OPENAPI_REF_REMOTE: {
    severity: 'error',
    symptom: SCOPED,
    cause: 'A `$ref` points to a URL; Folio never downloads referenced documents.',
    fix: 'Commit the referenced document to the repository and use a relative `$ref` such as `./schemas.yaml#/Pet`.',
  },
  OPENAPI_OPERATION_SKIPPED: {
    severity: 'warning',
    symptom:
      'An operation has no page: it is missing from generated navigation, and a page or entry naming it shows nothing.',
    cause:
      "The operation's parameters, request body or responses (or a `$ref` they lead to) have a problem reported at its own place in the document; the document's other operations render.",
    fix: 'Fix the problem the message names (its file, line and JSON path are given), then check the document again with `folio openapi-check <file>`.',
  },
  OPENAPI_PATH_PARAMETER_OPTIONAL: {
    severity: 'warning',
    symptom: 'The operation renders, with the path parameter shown as required.',
    cause:
      'A path parameter says `required: false` or leaves `required` out. OpenAPI requires `required: true` for every `in: path` parameter; the reference renders such documents, so Folio reads the parameter as required.',
    fix: 'Write `required: true` on the parameter.',
  },
  OPENAPI_OVERLAY_NOT_FOUND: {
    severity: 'error',
    symptom: 'The API pages show the document without the changes of an overlay.',
    cause: 'An overlay named in `openapi.overlays` does not exist at its path or could not be downloaded.',
    fix: 'Correct the path (relative to the repository root) or the `https://` URL of the overlay.',
  },
  OPENAPI_OVERLAY_INVALID: {
    severity: 'error',
    symptom: "The API pages show the document without some or all of an overlay's changes.",
    cause:
      'The overlay is not an OpenAPI Overlay 1.0 document, or one of its actions has no `target`, a `target` Folio cannot read as JSONPath, or an `update` that does not fit the selected nodes. That action (or, for the document, the whole overlay) is skipped.',
    fix: "Start the overlay with `overlay: 1.0.0`, `info` and `actions`; give each action a `target` such as `$.paths['/pets'].get` and an `update` object or `remove: true`.",
  },
  OPENAPI_OVERLAY_NO_MATCH: {
    severity: 'warning',
    symptom: 'An overlay action changes nothing.',
    cause: "The action's `target` selects no node of the document (a renamed path or tag, a typo, a case difference).",
    fix: 'Correct the `target` so that it names nodes the document has, or delete the action.',
  },
  OPENAPI_OVERLAY_TOO_LARGE: {
    severity: 'error',
    symptom: 'The API pages show the document without the last actions of an overlay.',
    cause:
      'The overlay has more actions than the limit, its targets visit too many nodes (`$..` many times over a large document), or its updates would add too much to the document.',
    fix: 'Use narrower targets, fewer actions, or split the overlay into several files.',
  },
});
