import type { CspSources } from '@folio/deployment';

/** Where `renderSite` writes a site's `CspSources` (only when it has any). */
export const CSP_SOURCES_URL = '/_folio/csp.json';

const DIRECTIVES = ['script', 'style', 'font', 'connect', 'img', 'frame', 'worker'] as const;
// A source expression: a scheme-and-host origin with an optional `*.` label and port, or a
// keyword Folio itself writes. Nothing that could end a directive (`;`, `,`, spaces) passes.
const SOURCE = /^(?:(?:https|wss):\/\/(?:\*\.)?[a-z0-9.-]+(?::\d{1,5})?|blob:)$/;

/** Reads stored `CspSources` (the manifest's or the csp file's), keeping only well-formed sources. */
export function parseCspSources(value: unknown): CspSources | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const result: CspSources = {};
  for (const directive of DIRECTIVES) {
    const list = (value as Record<string, unknown>)[directive];
    if (!Array.isArray(list)) continue;
    const sources = list.filter((source): source is string => typeof source === 'string' && SOURCE.test(source));
    if (sources.length > 0) result[directive] = sources;
  }
  return Object.keys(result).length === 0 ? undefined : result;
}

/** Merges several providers' sources, each source once, in order. */
export function mergeCspSources(all: readonly CspSources[]): CspSources {
  const result: CspSources = {};
  for (const sources of all) {
    for (const directive of DIRECTIVES) {
      const list = sources[directive];
      if (list === undefined) continue;
      const merged = new Set([...(result[directive] ?? []), ...list]);
      result[directive] = [...merged];
    }
  }
  return result;
}

/** The `CspSources` among built files (`CSP_SOURCES_URL`), for servers that serve files directly. */
export function cspSourcesOfFiles(
  files: Iterable<{ urlPath: string; body: string | Uint8Array }>,
): CspSources | undefined {
  for (const file of files) {
    if (file.urlPath !== CSP_SOURCES_URL) continue;
    try {
      return parseCspSources(
        JSON.parse(typeof file.body === 'string' ? file.body : new TextDecoder().decode(file.body)),
      );
    } catch {
      return undefined;
    }
  }
  return undefined;
}
