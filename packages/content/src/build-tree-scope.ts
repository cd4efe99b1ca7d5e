import { createDiagnostic } from '@folio/diagnostics';
import { contentCodes } from './codes.ts';
import type { HeadingIdMark } from './extract-heading-ids.ts';
import type { PageModule } from './read-page-module.ts';
import type { StaticValue } from './read-static-value.ts';
import type { NameBinding, RenderState, TreeScope } from './render-state.ts';

/**
 * What a page or snippet can refer to while rendering: its literal exports, literal values
 * imported from snippets, snippet props (as `{word}` and `{props.word}`), and the names bound to
 * snippets or to customer code.
 */
export function buildTreeScope(
  module: PageModule,
  file: string,
  state: RenderState,
  snippetStack: readonly string[],
  headingIds: ReadonlyMap<number, HeadingIdMark>,
  props?: Readonly<Record<string, StaticValue>>,
): TreeScope {
  const values = new Map<string, StaticValue>(module.exports);
  const bindings = new Map<string, NameBinding>();
  for (const name of module.codeNames) bindings.set(name, { kind: 'code', origin: file });
  for (const entry of module.imports) {
    if (entry.kind === 'component') {
      if (entry.defaultName !== undefined) bindings.set(entry.defaultName, { kind: 'code', origin: entry.path });
      for (const named of entry.named) bindings.set(named.local, { kind: 'code', origin: entry.path });
      continue;
    }
    if (entry.defaultName !== undefined) bindings.set(entry.defaultName, { kind: 'snippet', path: entry.path });
    const snippet = state.snippets.get(entry.path);
    if (snippet === undefined) continue;
    for (const named of entry.named) {
      const value = snippet.module.exports.get(named.imported);
      if (value !== undefined) values.set(named.local, value);
      else if (snippet.module.codeNames.has(named.imported))
        bindings.set(named.local, { kind: 'code', origin: entry.path });
      else {
        state.diagnostics.push(
          createDiagnostic(contentCodes, 'CONTENT_IMPORT_IGNORED', {
            message: `"${entry.path}" does not export "${named.imported}"`,
            file,
            line: entry.line,
            column: entry.column,
            hint: `Add \`export const ${named.imported} = "…"\` to ${entry.path}, or fix the name.`,
          }),
        );
      }
    }
  }
  if (props !== undefined) {
    const propsObject: { [key: string]: StaticValue } = Object.create(null) as { [key: string]: StaticValue };
    for (const [key, value] of Object.entries(props)) {
      values.set(key, value);
      propsObject[key] = value;
    }
    values.set('props', propsObject);
  }
  return { file, values, bindings, headingIds, snippetStack };
}
