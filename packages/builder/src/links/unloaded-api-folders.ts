import type { LoadedSpec } from '@folio/openapi';
import { normaliseSpecSource } from '../collect-spec-sources.ts';

/** The folder of generated pages when an `openapi` setting names none (navigation's default). */
const DEFAULT_API_DIRECTORY = 'api-reference';
const MAX_DEPTH = 64;

/**
 * URL folders (`/api-reference/`) whose generated pages are unknown because an OpenAPI document
 * that generates pages there could not be loaded (unreachable URL, `folio check --offline`,
 * invalid document): a link into one could be to a page the document would generate, so the
 * link graph does not call it broken (the document's own problem is reported where it is named).
 */
export function unloadedApiFolders(raw: Readonly<Record<string, unknown>>, specs: readonly LoadedSpec[]): string[] {
  const failed = new Set(specs.filter((spec) => !spec.ok).map((spec) => spec.source));
  if (failed.size === 0) return [];
  const folders = new Set<string>();
  const visit = (value: unknown, depth: number): void => {
    if (depth > MAX_DEPTH || typeof value !== 'object' || value === null) return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    const record = value as Record<string, unknown>;
    const folder = folderOf(record.openapi, failed);
    if (folder !== undefined) folders.add(`/${folder}/`);
    for (const [key, child] of Object.entries(record)) if (key !== 'openapi') visit(child, depth + 1);
  };
  visit(raw.navigation, 0);
  const api = raw.api;
  if (typeof api === 'object' && api !== null) {
    const folder = folderOf((api as Record<string, unknown>).openapi, failed);
    if (folder !== undefined) folders.add(`/${folder}/`);
  }
  return [...folders];
}

/** The folder an `openapi` setting generates pages in, when one of its documents failed to load. */
function folderOf(setting: unknown, failed: ReadonlySet<string>): string | undefined {
  const entries = Array.isArray(setting) ? setting : [setting];
  for (const entry of entries) {
    const source =
      typeof entry === 'string'
        ? entry
        : typeof entry === 'object' && entry !== null
          ? (entry as Record<string, unknown>).source
          : undefined;
    if (typeof source !== 'string' || !failed.has(normaliseSpecSource(source))) continue;
    const directory =
      typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>).directory : undefined;
    const folder = typeof directory === 'string' ? directory.replace(/^\/+|\/+$/g, '') : '';
    return folder === '' ? DEFAULT_API_DIRECTORY : folder;
  }
  return undefined;
}
