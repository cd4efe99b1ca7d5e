import type { CodeTheme, IconLibraryName } from '@folio/content';
import type { DocsConfig } from '@folio/docs-config';
import { siteIconLibrary } from '@folio/site';

/** The docs.json settings that change how every page renders: a change re-renders them all. */
export interface PageRenderSettings {
  /** `icons.library`. */
  iconLibrary: IconLibraryName;
  /** `styling.codeblocks`, as the highlighter takes it. */
  codeTheme: CodeTheme;
  /** `styling.latex`: which dollar signs are math; unset, detected per page. */
  latex?: boolean;
}

/** The page render settings of a site (the defaults when docs.json could not be read). */
export function pageRenderSettings(config: DocsConfig | undefined): PageRenderSettings {
  if (config === undefined) return { iconLibrary: 'fontawesome', codeTheme: 'system' };
  const latex = config.styling?.latex;
  return { iconLibrary: siteIconLibrary(config), codeTheme: codeThemeOf(config.styling?.codeblocks), ...(latex === undefined ? {} : { latex }) };
}

/** A stable text of the settings, for the build cache. */
export function renderSettingsKey(settings: PageRenderSettings): string {
  return JSON.stringify([settings.iconLibrary, settings.codeTheme, settings.latex ?? null]);
}

/** `"system"`, `"dark"`, `{ theme: name }` (both schemes) or `{ theme: { light, dark } }`. */
function codeThemeOf(setting: NonNullable<DocsConfig['styling']>['codeblocks']): CodeTheme {
  if (setting === undefined || typeof setting === 'string') return setting ?? 'system';
  const theme = setting.theme;
  if (theme === undefined) return 'system';
  return typeof theme === 'string' ? { light: theme, dark: theme } : { light: theme.light, dark: theme.dark };
}
