import type { LoadedAsyncApi } from '@folio/openapi';
import { normalisePagePath } from './normalise-page-path.ts';

/**
 * The sources an `asyncapi` setting names, in its three forms (string, array,
 * `{ source, directory }`), with the folder of its generated pages. `undefined` for a value of
 * none of those forms.
 */
export function readAsyncApiSetting(
  setting: unknown,
): { sources: string[]; directory: string | undefined } | undefined {
  if (typeof setting === 'string') return { sources: [setting], directory: undefined };
  if (Array.isArray(setting))
    return { sources: setting.filter((value): value is string => typeof value === 'string'), directory: undefined };
  if (
    typeof setting === 'object' &&
    setting !== null &&
    typeof (setting as Record<string, unknown>).source === 'string'
  ) {
    const { source, directory } = setting as Record<string, unknown>;
    return { sources: [source as string], directory: typeof directory === 'string' ? directory : undefined };
  }
  return undefined;
}

/** The loaded document a written source names (`/a.yaml`, `./a.yaml` and `a.yaml` are one; URLs compare as `URL.href`). */
export function findAsyncApi(source: string, loaded: readonly LoadedAsyncApi[]): LoadedAsyncApi | undefined {
  const key = asyncApiSourceKey(source);
  return loaded.find((candidate) => asyncApiSourceKey(candidate.source) === key);
}

/** How documents are compared: repository paths normalised, URLs in `URL.href` form. */
export function asyncApiSourceKey(source: string): string {
  const trimmed = source.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)) {
    try {
      return new URL(trimmed).href;
    } catch {
      return trimmed;
    }
  }
  const path = normalisePagePath(trimmed);
  return path.ok ? path.path : trimmed;
}
