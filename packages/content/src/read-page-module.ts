import { posix } from 'node:path';
import { createDiagnostic, type Diagnostic } from '@folio/diagnostics';
import type { Node as EstreeNode, Program } from 'estree';
import type { Root } from 'mdast';
import type {} from 'mdast-util-mdx';
import { contentCodes } from './codes.ts';
import { readStaticValue, type StaticValue } from './read-static-value.ts';

/** One `import` of a page, classified without running it. */
export interface PageImport {
  /** `snippet`: an `.mdx`/`.md` file of the repository, inlined; `component`: customer JS, shown as a placeholder. */
  kind: 'snippet' | 'component';
  /** Repository path of the imported file (`snippets/intro.mdx`), never outside the repository. */
  path: string;
  /** Local name of the default import, if any. */
  defaultName?: string;
  /** Named imports: `{ imported as local }`. */
  named: Array<{ imported: string; local: string }>;
  line: number;
  column: number;
}

/** What a page's `import`/`export` statements declare, read statically. */
export interface PageModule {
  imports: PageImport[];
  /** Literal exports (`export const v = "1.7"`). */
  exports: Map<string, StaticValue>;
  /** Names defined by code (functions, non-literal exports): used as components, they become placeholders. */
  codeNames: Set<string>;
  diagnostics: Diagnostic[];
}

const SNIPPET_EXTENSIONS = new Set(['.mdx', '.md']);
const COMPONENT_EXTENSIONS = new Set(['.jsx', '.js', '.tsx', '.ts', '.mjs']);

/**
 * Reads the top-level `import`/`export` statements of a parsed page or snippet from their syntax
 * trees. Nothing is executed: literal exports are read as values, repository `.mdx`/`.md` imports
 * become snippets, `.jsx`/`.tsx` imports components to show as placeholders; anything else
 * (`import fs from 'fs'`, packages, paths outside the repository) is ignored with a diagnostic.
 */
export function readPageModule(tree: Root, file: string): PageModule {
  const module: PageModule = { imports: [], exports: new Map(), codeNames: new Set(), diagnostics: [] };
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    const program = node.data?.estree as Program | undefined;
    if (program === undefined) continue;
    for (const statement of program.body) {
      const where = { file, ...place(statement, node.position?.start) };
      if (statement.type === 'ImportDeclaration') readImport(module, statement, file, where);
      else if (
        statement.type === 'ExportNamedDeclaration' &&
        statement.source == null &&
        statement.declaration != null
      ) {
        const declaration = statement.declaration;
        if (declaration.type === 'VariableDeclaration') {
          for (const declarator of declaration.declarations) {
            if (declarator.id.type !== 'Identifier') {
              warnExport(module, 'a destructuring export', where);
              continue;
            }
            const name = declarator.id.name;
            const init = declarator.init;
            if (init != null && (init.type === 'ArrowFunctionExpression' || init.type === 'FunctionExpression')) {
              module.codeNames.add(name);
              continue;
            }
            const reading = init == null ? undefined : readStaticValue(init, module.exports);
            if (reading?.kind === 'value') module.exports.set(name, reading.value);
            else {
              module.codeNames.add(name);
              warnExport(module, `export "${name}"`, where, reading?.kind === 'dynamic' ? reading.reason : undefined);
            }
          }
        } else if (declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') {
          if (declaration.id) module.codeNames.add(declaration.id.name);
        }
      } else if (
        statement.type === 'ExportNamedDeclaration' ||
        statement.type === 'ExportDefaultDeclaration' ||
        statement.type === 'ExportAllDeclaration'
      ) {
        warnExport(module, statement.type === 'ExportDefaultDeclaration' ? 'the default export' : 'a re-export', where);
      }
    }
  }
  return module;
}

function readImport(
  module: PageModule,
  statement: Extract<Program['body'][number], { type: 'ImportDeclaration' }>,
  file: string,
  where: { file: string; line: number; column: number },
): void {
  const specifier = String(statement.source.value);
  const ignore = (why: string) =>
    module.diagnostics.push(
      createDiagnostic(contentCodes, 'CONTENT_IMPORT_IGNORED', {
        message: `import from "${specifier}" is ignored: ${why}`,
        ...where,
      }),
    );
  if (!specifier.startsWith('/') && !specifier.startsWith('./') && !specifier.startsWith('../')) {
    ignore('pages can only import snippet files of the repository');
    return;
  }
  const path = resolveRepoPath(file, specifier);
  if (path === undefined) {
    module.diagnostics.push(
      createDiagnostic(contentCodes, 'CONTENT_IMPORT_NOT_FOUND', {
        message: `import "${specifier}" points outside the repository`,
        ...where,
      }),
    );
    return;
  }
  const extension = posix.extname(path).toLowerCase();
  const kind = SNIPPET_EXTENSIONS.has(extension)
    ? 'snippet'
    : COMPONENT_EXTENSIONS.has(extension)
      ? 'component'
      : undefined;
  if (kind === undefined) {
    ignore(`only .mdx/.md snippets and .jsx/.tsx components can be imported (found "${extension || 'no extension'}")`);
    return;
  }
  const entry: PageImport = { kind, path, named: [], line: where.line, column: where.column };
  for (const spec of statement.specifiers) {
    if (spec.type === 'ImportDefaultSpecifier') entry.defaultName = spec.local.name;
    else if (spec.type === 'ImportSpecifier') {
      const imported = spec.imported.type === 'Identifier' ? spec.imported.name : String(spec.imported.value);
      entry.named.push({ imported, local: spec.local.name });
    } else ignore(`namespace imports ("* as ${spec.local.name}") are not supported`);
  }
  module.imports.push(entry);
}

function warnExport(
  module: PageModule,
  what: string,
  where: { file: string; line: number; column: number },
  reason?: string,
): void {
  module.diagnostics.push(
    createDiagnostic(contentCodes, 'CONTENT_EXPORT_IGNORED', {
      message: `${what} is not a literal value and is ignored${reason ? ` (${reason})` : ''}`,
      ...where,
    }),
  );
}

/** Resolves an import specifier against the importing file; `undefined` when it leaves the repository. */
export function resolveRepoPath(file: string, specifier: string): string | undefined {
  const joined = specifier.startsWith('/') ? specifier.slice(1) : posix.join(posix.dirname(file), specifier);
  const normalized = posix.normalize(joined);
  if (normalized === '..' || normalized.startsWith('../') || posix.isAbsolute(normalized) || normalized === '.')
    return undefined;
  return normalized;
}

function place(
  node: EstreeNode,
  fallback: { line: number; column: number } | undefined,
): { line: number; column: number } {
  const start = (node.loc?.start ?? undefined) as { line: number; column: number } | undefined;
  // estree columns are 0-based; diagnostics use 1-based columns.
  if (start !== undefined) return { line: start.line, column: start.column + 1 };
  return { line: fallback?.line ?? 1, column: fallback?.column ?? 1 };
}
