import type { CheckResult } from '@folio/builder';
import type { LocateValue } from '@folio/docs-config';
import { planFrontMatterFixes } from './plan-front-matter-fixes.ts';
import { planLinkFixes } from './plan-link-fixes.ts';
import { planNavigationFixes } from './plan-navigation-fixes.ts';
import type { TextFix } from './text-fix.ts';

/**
 * Everything `folio check --fix` would repair in a checked repository: navigation entries (in
 * docs.json or the files it `$ref`s, located through `locate`), pages' `openapi` front matter, and
 * broken links whose target moved (or is otherwise the one unambiguous match).
 */
export async function planFixes(
  checked: CheckResult,
  locate: LocateValue,
  readText: (file: string) => Promise<string | undefined>,
): Promise<TextFix[]> {
  const { analysis } = checked;
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
  const links = await planLinkFixes(checked.links.broken, readText);
  return [...navigation, ...frontMatter, ...links];
}
