import { createDiagnostic, formatJsonPath, type Diagnostic, type PathSegment } from '@folio/diagnostics';
import type { LocateValue } from '@folio/docs-config';
import type { LoadedAsyncApi, LoadedSpec } from '@folio/openapi';
import { navigationCodes, type NavigationCode } from './codes.ts';
import type { FrontMatterOperations } from './resolve-front-matter-operations.ts';
import type { OpenApiScope } from './openapi-scope.ts';
import type { PageRegistry } from './page-registry.ts';

/** What every step of one `resolveNavigation` run shares. */
export interface NavigationContext {
  specs: readonly LoadedSpec[];
  /** Loaded AsyncAPI documents, for navigation `asyncapi` (absent: none). */
  asyncapis?: readonly LoadedAsyncApi[];
  registry: PageRegistry;
  frontMatter: FrontMatterOperations;
  /** Scope owners whose document some descendant lists operations of: no bulk generation there. */
  listed: ReadonlySet<object>;
  /** Scope owners with a descendant group without `pages` that generates in their place. */
  delegated: ReadonlySet<object>;
  /** Every scope met while walking, for the end-of-walk checks. */
  scopes: OpenApiScope[];
  /** Labels of operations that have a navigation entry (explicit, generated, or via their MDX page). */
  placed: Set<string>;
  diagnostics: Diagnostic[];
  /** Reports a problem at a docs.json JSON path, with the position `locate` knows for it. */
  report(code: NavigationCode, segments: readonly PathSegment[], message: string, hint?: string): void;
}

/** Builds a `report` function bound to docs.json positions. */
export function createConfigReporter(locate: LocateValue, diagnostics: Diagnostic[]): NavigationContext['report'] {
  return (code, segments, message, hint) => {
    const position = locate(segments);
    const diagnostic = createDiagnostic(navigationCodes, code, {
      message,
      file: position?.file ?? 'docs.json',
      path: formatJsonPath(segments),
      line: position?.line,
      column: position?.column,
      ...(hint === undefined ? {} : { hint }),
    });
    diagnostics.push(diagnostic);
  };
}
