import { primaryChildKey, type DocsConfig } from '@folio/docs-config';

/**
 * Every OpenAPI source docs.json refers to: `openapi` on any navigation element that applies (in
 * any of its forms: string, array, `{ source }`) and `api.openapi`. Child collections ignored by
 * the one-child-type rule (SPEC.md navigation root rule 3) are not walked: their documents are
 * never used, so they are neither fetched nor reported. Repo paths lose a leading `/` or `./`
 * (a leading `/` means the repository root, COMPAT.md); URLs are kept as written.
 */
export function collectSpecSources(config: DocsConfig): string[] {
  const sources = new Set<string>();
  addSpecSetting(config.api?.openapi, sources);
  addNavigationSources(config.navigation, 'openapi', sources);
  return [...sources];
}

/** Normalises a spec reference so that `/openapi.yaml`, `./openapi.yaml` and `openapi.yaml` are one document. */
export function normaliseSpecSource(source: string): string {
  const trimmed = source.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)) return trimmed;
  return trimmed.replace(/^(\.\/|\/)+/, '');
}

/**
 * Adds the sources of one `openapi`/`asyncapi` setting in any of its forms (a string, an array of
 * strings, `{ source }`), normalised; anything else adds nothing (the validators report it).
 */
export function addSpecSetting(setting: unknown, sources: Set<string>): void {
  const values =
    typeof setting === 'string'
      ? [setting]
      : Array.isArray(setting)
        ? setting
        : typeof setting === 'object' && setting !== null
          ? [(setting as Record<string, unknown>).source]
          : [];
  for (const value of values)
    if (typeof value === 'string' && value.trim() !== '') sources.add(normaliseSpecSource(value));
}

// Navigation can only nest a bounded number of levels in practice; the limit keeps a hostile
// config from recursing without end.
const MAX_DEPTH = 64;

/**
 * Adds the sources `key` names on every navigation element that applies: only the child collection
 * the one-child-type rule keeps (SPEC.md navigation root rule 3), and dropdown `menu`s, are walked.
 */
export function addNavigationSources(
  navigation: unknown,
  key: 'openapi' | 'asyncapi',
  sources: Set<string>,
  depth = 0,
): void {
  if (depth > MAX_DEPTH || navigation === null || typeof navigation !== 'object') return;
  if (Array.isArray(navigation)) {
    for (const child of navigation) addNavigationSources(child, key, sources, depth + 1);
    return;
  }
  const record = navigation as Record<string, unknown>;
  if (key in record) addSpecSetting(record[key], sources);
  const applied = primaryChildKey(record);
  if (applied !== undefined) addNavigationSources(record[applied], key, sources, depth + 1);
  if (Array.isArray(record.menu)) addNavigationSources(record.menu, key, sources, depth + 1);
}
