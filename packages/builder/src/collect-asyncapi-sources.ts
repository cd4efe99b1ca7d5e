import type { DocsConfig } from '@folio/docs-config';
import { parseChannelRef } from '@folio/openapi';
import type { PageFile } from '@folio/navigation';
import { addNavigationSources, addSpecSetting, normaliseSpecSource } from './collect-spec-sources.ts';

/**
 * Every AsyncAPI source the repository refers to: `api.asyncapi`, `asyncapi` on any navigation
 * element that applies, and the document token of `asyncapi` front matter (a repository path from
 * the root, relative to the page, or an `https://` URL). `needsAll` is true when some page names
 * a channel without its document: then every AsyncAPI file of the repository is a candidate.
 */
export function collectAsyncApiSources(
  config: DocsConfig,
  pages: readonly PageFile[],
): { sources: string[]; needsAll: boolean } {
  const sources = new Set<string>();
  // `api.asyncapi` is checked by docs-config and kept as written in `raw`.
  const api = (config.raw as Record<string, unknown> | undefined)?.api;
  if (typeof api === 'object' && api !== null) addSpecSetting((api as Record<string, unknown>).asyncapi, sources);
  addNavigationSources(config.navigation, 'asyncapi', sources);
  let needsAll = false;
  for (const page of pages) {
    const ref = parseChannelRef(page.frontMatter.asyncapi);
    if (ref === undefined) continue;
    if (ref.file === undefined) {
      needsAll = true;
      continue;
    }
    const folder = page.file.includes('/') ? page.file.slice(0, page.file.lastIndexOf('/')) : '';
    const written = ref.file;
    // As the reference reads it: a path without a leading `/` is relative to the page's folder.
    const relative =
      written.startsWith('/') || /^[a-z][a-z0-9+.-]*:\/\//i.test(written) || folder === ''
        ? written
        : `${folder}/${written}`;
    sources.add(normaliseSpecSource(relative.replace(/(^|\/)\.\//g, '$1')));
    // …and from the root, which is how most repositories write it.
    sources.add(normaliseSpecSource(written));
  }
  return { sources: [...sources].map(collapseDotDot).filter((source) => source !== ''), needsAll };
}

/** Finds repository files whose top level has an `asyncapi` key (cheaply: JSON parse, or a column-0 YAML key). */
export function isAsyncApiText(file: string, text: string): boolean {
  if (/\.json$/i.test(file)) {
    if (!text.includes('"asyncapi"')) return false;
    try {
      const value: unknown = JSON.parse(text);
      return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.hasOwn(value, 'asyncapi');
    } catch {
      return false;
    }
  }
  return /^(?:asyncapi|"asyncapi"|'asyncapi')[ \t]*:/m.test(text.replace(/^\uFEFF/, ''));
}

/** `events/../asyncapi.yaml` → `asyncapi.yaml`; URLs unchanged; a path leaving the repository kept as written (the loader reports it). */
function collapseDotDot(source: string): string {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(source) || !source.includes('..')) return source;
  const out: string[] = [];
  for (const segment of source.split('/')) {
    if (segment === '..') {
      if (out.pop() === undefined) return source;
    } else if (segment !== '.' && segment !== '') out.push(segment);
  }
  return out.join('/');
}
