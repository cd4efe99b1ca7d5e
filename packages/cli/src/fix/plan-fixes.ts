import type { RepositoryAnalysis } from '@folio/builder';
import type { LocateValue } from '@folio/docs-config';
import { planFrontMatterFixes } from './plan-front-matter-fixes.ts';
import { planNavigationFixes } from './plan-navigation-fixes.ts';
import type { TextFix } from './text-fix.ts';

/**
 * Everything `folio check --fix` would repair in a checked repository: navigation entries (in
 * docs.json or the files it `$ref`s, located through `locate`) and pages' `openapi` front matter.
 */
export async function planFixes(
  analysis: RepositoryAnalysis,
  locate: LocateValue,
  readText: (file: string) => Promise<string | undefined>,
): Promise<TextFix[]> {
  const navigation = await planNavigationFixes({
    navigation: analysis.config?.navigation,
    locate,
    diagnostics: analysis.diagnostics,
    specs: analysis.specs,
    readText,
  });
  const frontMatter = await planFrontMatterFixes({
    pageFiles: analysis.pageFiles,
    diagnostics: analysis.diagnostics,
    specs: analysis.specs,
    readText,
  });
  return [...navigation, ...frontMatter];
}
