import { primaryChildKey, type DocsConfig, type OpenApiSetting } from '@folio/docs-config';

/**
 * Every OpenAPI source docs.json refers to: `openapi` on any navigation element that applies (in
 * any of its forms: string, array, `{ source }`) and `api.openapi`. Child collections ignored by
 * the one-child-type rule (SPEC.md navigation root rule 3) are not walked: their documents are
 * never used, so they are neither fetched nor reported. Repo paths lose a leading `/` or `./`
 * (a leading `/` means the repository root, COMPAT.md); URLs are kept as written.
 */
export function collectSpecSources(config: DocsConfig): string[] {
  const sources = new Set<string>();
  addSetting(config.api?.openapi, sources);
  walk(config.navigation, sources, 0);
  return [...sources];
}

/** Normalises a spec reference so that `/openapi.yaml`, `./openapi.yaml` and `openapi.yaml` are one document. */
export function normaliseSpecSource(source: string): string {
  const trimmed = source.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)) return trimmed;
  return trimmed.replace(/^(\.\/|\/)+/, '');
}

function addSetting(setting: OpenApiSetting | undefined, sources: Set<string>): void {
  if (setting === undefined) return;
  const values = typeof setting === 'string' ? [setting] : Array.isArray(setting) ? setting : [setting.source];
  for (const value of values) if (typeof value === 'string' && value.trim() !== '') sources.add(normaliseSpecSource(value));
}

// Navigation can only nest a bounded number of levels in practice; the limit keeps a hostile
// config from recursing without end.
const MAX_DEPTH = 64;

function walk(node: unknown, sources: Set<string>, depth: number): void {
  if (depth > MAX_DEPTH || node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) walk(child, sources, depth + 1);
    return;
  }
  const record = node as Record<string, unknown>;
  if ('openapi' in record) addSetting(record.openapi as OpenApiSetting, sources);
  const applied = primaryChildKey(record);
  if (applied !== undefined) walk(record[applied], sources, depth + 1);
  if (Array.isArray(record.menu)) walk(record.menu, sources, depth + 1);
}
