import type { DocsConfig } from '@folio/docs-config';
import { normaliseSpecSource } from './collect-spec-sources.ts';

/**
 * The OpenAPI Overlays docs.json applies to each document, by normalised source (the key
 * `collectSpecSources` uses): every `openapi` object's `overlays`, in docs.json order, each overlay
 * once. A document named in several places gets the overlays of all of them, because a document is
 * loaded once and read the same way everywhere.
 */
export function collectSpecOverlays(config: DocsConfig): Map<string, string[]> {
  const result = new Map<string, string[]>();
  for (const { source, overlays } of config.openapiOverlays ?? []) {
    const key = normaliseSpecSource(source);
    const list = result.get(key) ?? [];
    for (const overlay of overlays) if (!list.includes(overlay)) list.push(overlay);
    result.set(key, list);
  }
  return result;
}

/**
 * What the analysis cache keys a document on: its text, plus each overlay's text when it has
 * overlays. Undefined (never cached) when the document or an overlay is not in the repository.
 */
export async function specCacheText(
  source: string,
  overlays: readonly string[] | undefined,
  readText: (path: string) => Promise<string | undefined>,
): Promise<string | undefined> {
  if (/^https:\/\//i.test(source)) return undefined;
  const text = await readText(source);
  if (text === undefined || overlays === undefined) return text;
  const parts = [text];
  for (const overlay of overlays) {
    if (/^https:\/\//i.test(overlay)) return undefined;
    const overlayText = await readText(normaliseSpecSource(overlay));
    if (overlayText === undefined) return undefined;
    parts.push(overlay, overlayText);
  }
  // NUL cannot occur in the YAML or JSON texts, so different splits cannot give the same key.
  return parts.join('\0');
}
