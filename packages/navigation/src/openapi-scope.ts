import type { PathSegment } from '@folio/diagnostics';
import type { OpenApiSetting } from '@folio/docs-config';
import type { LoadedSpec } from '@folio/openapi';
import { normalisePagePath } from './normalise-page-path.ts';
import { DEFAULT_API_DIRECTORY } from './operation-page-path.ts';

/** The OpenAPI documents that apply to an element: its own `openapi`, the nearest ancestor's, or `api.openapi`. */
export interface OpenApiScope {
  /** The element (or the `api` object) the setting belongs to: the identity used for claims. */
  owner: object;
  /** JSON path of the setting (`navigation.tabs[2].openapi`, `api.openapi`). */
  settingPath: PathSegment[];
  /** True when set on a navigation element (bulk generation applies), false for `api.openapi`. */
  own: boolean;
  /** The usable documents, in the order the setting lists them. */
  specs: LoadedSpec[];
  /** Documents that could not be used: missing from the loaded set, outside the repo, or not ok. */
  broken: { source: string; spec?: LoadedSpec }[];
  /** Folder of generated pages (`directory` of the object form, else `api-reference`). */
  directory: string;
  /** The setting as the output navigation shows it: paths without a leading `/`. */
  normalised: OpenApiSetting;
}

/**
 * Reads an `openapi` setting in its three forms (string, array, `{ source, directory }`), maps
 * each source to its loaded document, and sorts usable documents from broken ones. A leading `/`
 * means the repository root; `https://` URLs are kept as written. Returns `undefined` for a value
 * of none of those forms (docs-config reports it).
 */
export function resolveOpenApiScope(
  setting: unknown,
  owner: object,
  settingPath: PathSegment[],
  loaded: readonly LoadedSpec[],
  own: boolean,
): OpenApiScope | undefined {
  let sources: string[];
  let directory: string | undefined;
  let normalised: OpenApiSetting;
  if (typeof setting === 'string') {
    sources = [normaliseSource(setting)];
    normalised = sources[0] ?? '';
  } else if (Array.isArray(setting)) {
    sources = setting.filter((value): value is string => typeof value === 'string').map(normaliseSource);
    normalised = sources;
  } else if (isObject(setting) && typeof setting.source === 'string') {
    sources = [normaliseSource(setting.source)];
    directory = typeof setting.directory === 'string' ? setting.directory : undefined;
    normalised = directory === undefined ? { source: sources[0] ?? '' } : { source: sources[0] ?? '', directory };
  } else {
    return undefined;
  }
  const scope: OpenApiScope = {
    owner,
    settingPath,
    own,
    specs: [],
    broken: [],
    directory: directory?.replace(/^\/+|\/+$/g, '') || DEFAULT_API_DIRECTORY,
    normalised,
  };
  for (const source of sources) {
    const spec = loaded.find((candidate) => sourceKey(candidate.source) === sourceKey(source));
    if (spec?.ok === true) scope.specs.push(spec);
    else scope.broken.push(spec === undefined ? { source } : { source, spec });
  }
  return scope;
}

function normaliseSource(source: string): string {
  const trimmed = source.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)) return trimmed;
  const path = normalisePagePath(trimmed);
  // A path climbing out of the repo keeps its written form: it matches no loaded document and is
  // reported as one that could not be used.
  return path.ok ? path.path : trimmed;
}

/** Compares sources the way the loader records them: URLs in `URL.href` form (`https://x.io` → `https://x.io/`). */
function sourceKey(source: string): string {
  const normalised = normaliseSource(source);
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(normalised)) return normalised;
  try {
    return new URL(normalised).href;
  } catch {
    return normalised;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
