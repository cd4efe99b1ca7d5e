import type { DocsConfig, Navigation, OpenApiSetting, SourcePosition } from '@folio/docs-config';
import { formatJsonPath, type PathSegment } from '@folio/diagnostics';
import type { HttpMethod, LoadedSpec, Operation, TagInfo } from '@folio/openapi';
import type { PageFile, ResolveNavigationInput } from './types.ts';

// Builders for this package's tests: values are constructed directly, as the loaders would produce them.

/** An operation as `listOperations` yields it. */
export function operation(method: HttpMethod, path: string, extra: Partial<Operation> = {}): Operation {
  return {
    kind: 'operation',
    method,
    path,
    tags: [],
    deprecated: false,
    hidden: false,
    excluded: false,
    pointer: `/paths/${path}/${method.toLowerCase()}`,
    ...extra,
  };
}

/** A loaded document (`ok` unless said otherwise). */
export function spec(
  source: string,
  operations: Operation[],
  extra: Partial<LoadedSpec> & { tags?: TagInfo[] } = {},
): LoadedSpec {
  return { source, ok: true, operations, tags: [], servers: [], diagnostics: [], ...extra };
}

/** A page file `<path>.mdx`; the `openapi` key sits on line 3 when present. */
export function page(path: string, frontMatter: Record<string, unknown> = {}): PageFile {
  return { path, file: `${path}.mdx`, frontMatter, frontMatterLines: { title: 2, openapi: 3 } };
}

/** Pretends every JSON path sits at a line derived from its length, so tests can assert positions. */
function locate(segments: readonly PathSegment[]): SourcePosition {
  return { file: 'docs.json', line: formatJsonPath(segments).length, column: 5 };
}

/** A full input around a navigation object. */
export function input(
  navigation: Record<string, unknown>,
  options: { pages?: PageFile[]; specs?: LoadedSpec[]; apiOpenapi?: OpenApiSetting } = {},
): ResolveNavigationInput {
  const config: DocsConfig = {
    name: 'Test',
    theme: 'mint',
    colors: { primary: '#000000' },
    navigation: navigation as Navigation,
    raw: {},
    ...(options.apiOpenapi === undefined ? {} : { api: { openapi: options.apiOpenapi } }),
  };
  return { config, locate, pages: options.pages ?? [], specs: options.specs ?? [] };
}

/** Page files for the given paths, without front matter. */
export function pages(...paths: string[]): PageFile[] {
  return paths.map((path) => page(path));
}
