import type { Diagnostic } from '@folio/diagnostics';

/** HTTP methods in the order COMPAT.md generates pages in. */
export const HTTP_METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** The `x-docs` extension (alias `x-mint`) of an operation. */
export interface DocsExtension {
  /** Replaces the whole slug of the generated page (leading `/` dropped). */
  href?: string;
  /** Merged into the page's metadata (title, description, …). */
  metadata?: Record<string, unknown>;
  /** MDX appended to the page body. */
  content?: string;
}

/** One operation (or 3.1 webhook) of an OpenAPI document. */
export interface Operation {
  kind: 'operation' | 'webhook';
  method: HttpMethod;
  /** The path template (`/pets/{id}`), or the webhook's name for webhooks. */
  path: string;
  operationId?: string;
  summary?: string;
  description?: string;
  tags: string[];
  deprecated: boolean;
  /** `x-hidden: true`: a page is generated but no navigation entry. */
  hidden: boolean;
  /** `x-excluded: true`: no page at all. */
  excluded: boolean;
  docs?: DocsExtension;
  /** JSON pointer of the operation object in the document (`/paths/~1pets/get`). */
  pointer: string;
}

/** A top-level tag with its optional `x-group` display name. */
export interface TagInfo {
  name: string;
  group?: string;
  description?: string;
}

/** An operation of a readable document that is not rendered, and the first problem it reaches. */
export interface SkippedOperation {
  operation: Operation;
  /** The first problem its parameters, request body or responses reach, at its own place. */
  reason: Diagnostic;
}

/**
 * An OpenAPI document as navigation sees it. `ok` is false when the document cannot be read at
 * all (not found, not JSON or YAML, not OpenAPI 3, no `paths`): its diagnostics say why, and
 * `operations` is then empty. A readable document with problems is `ok`: its diagnostics hold
 * each problem once, at its place, and only the operations that reach one are left out of
 * `operations` (they are in `skipped`).
 */
export interface LoadedSpec {
  /** Repo-relative path (no leading slash) or the `https://` URL, as referenced. */
  source: string;
  ok: boolean;
  /** `3.0.x` / `3.1.x` when known. */
  version?: string;
  title?: string;
  /** The operations that render, in document order. */
  operations: Operation[];
  /** Operations left out because their parameters, request body or responses reach a problem. */
  skipped?: SkippedOperation[];
  tags: TagInfo[];
  /** Absolute `servers[].url` values (the playground allow-list is built from their origins). */
  servers: string[];
  /** OAuth 2 token and refresh URLs and OpenID Connect discovery URLs of its security schemes (`getSpecAuthUrls`), which join the allow-list; absent on a document that was not read. */
  authUrls?: string[];
  /** `info.version`, the version of the API itself. */
  apiVersion?: string;
  /** The parsed (not dereferenced) document, for rendering API pages. */
  document?: Record<string, unknown>;
  /**
   * `document` with its external `$ref`s (other files of the repository) inlined, so that only
   * internal `#/…` references remain; set only when the document has external references that all resolve.
   */
  bundledDocument?: Record<string, unknown>;
  diagnostics: Diagnostic[];
}

/** I/O the loader needs, injected so the package does no disk or network access itself. */
export interface SpecIO {
  readFile: (repoPath: string) => Promise<string | undefined>;
  /** Fetches an `https://` URL's body; rejects on network failure. Absent: URLs are an error. */
  fetchUrl?: (url: string) => Promise<string>;
}
