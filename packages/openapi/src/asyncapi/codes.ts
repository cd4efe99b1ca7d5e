import { defineCatalogue } from '@folio/diagnostics';

const NOT_RENDERED = 'AsyncAPI channel pages do not render.';

/**
 * Every diagnostic the AsyncAPI loader can produce. The `fix` is the hint a diagnostic carries
 * unless it gives a more precise one.
 */
export const asyncapiCodes = defineCatalogue({
  ASYNCAPI_SOURCE_INVALID: {
    severity: 'error',
    symptom: NOT_RENDERED,
    cause: 'The `asyncapi` value is neither a path inside the repository nor an `https://` URL.',
    fix: 'Write a path from the repository root (`/asyncapi.yaml` or `asyncapi.yaml`) or an `https://` URL.',
  },
  ASYNCAPI_NOT_FOUND: {
    severity: 'error',
    symptom: NOT_RENDERED,
    cause: 'The AsyncAPI document does not exist at the given path.',
    fix: 'Correct the path (it is relative to the repository root; a leading `/` also means the root).',
  },
  ASYNCAPI_FETCH_FAILED: {
    severity: 'error',
    symptom: NOT_RENDERED,
    cause: 'The AsyncAPI document at the `https://` URL could not be downloaded.',
    fix: 'Check that the URL answers publicly over HTTPS, or commit the document to the repository and reference its path.',
  },
  ASYNCAPI_PARSE_ERROR: {
    severity: 'error',
    symptom: NOT_RENDERED,
    cause: 'The document is not valid JSON or YAML, is too large, or nests too deeply.',
    fix: 'Fix the syntax at the position given.',
  },
  ASYNCAPI_NOT_ASYNCAPI: {
    severity: 'error',
    symptom: NOT_RENDERED,
    cause: 'The document has no `asyncapi` version field, or a version Folio does not read (2.x and 3.x are read).',
    fix: 'Start the document with `asyncapi: 3.0.0` (or a 2.x version), or point the setting at an AsyncAPI document.',
  },
  ASYNCAPI_INVALID: {
    severity: 'error',
    symptom: 'Part of a channel page is missing.',
    cause:
      'A value of the document has the wrong type (e.g. `channels` is not an object, a message has no payload object).',
    fix: 'Correct the value at the JSON path given; see the AsyncAPI specification for its shape.',
  },
  ASYNCAPI_NO_CHANNELS: {
    severity: 'warning',
    symptom: 'No AsyncAPI pages are generated.',
    cause: 'The document defines no channels.',
    fix: 'Add channels to the document, or remove the `asyncapi` setting.',
  },
  ASYNCAPI_REF_UNRESOLVED: {
    severity: 'error',
    symptom: 'Part of a channel page is missing.',
    cause:
      'A `$ref` points at nothing: a missing JSON pointer, a missing repository file, or an `http(s)` URL (only references inside the document or to other files of the repository are followed).',
    fix: 'Correct the `$ref`, or inline the referenced object.',
  },
  ASYNCAPI_TOO_LARGE: {
    severity: 'error',
    symptom: NOT_RENDERED,
    cause: "Resolving the document's `$ref`s makes it larger than Folio renders (a reference graph that multiplies).",
    fix: 'Reduce how often large schemas are referenced, or split the document.',
  },
});

/** A code of `asyncapiCodes`. */
export type AsyncApiCode = keyof typeof asyncapiCodes;
