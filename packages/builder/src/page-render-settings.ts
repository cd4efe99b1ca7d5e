import { createHash } from 'node:crypto';
import type { CodeTheme, CustomLanguages, IconLibraryName } from '@folio/content';
import { hasReaderClaims, type ReaderAccessMode } from '@folio/deployment';
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
  /** `styling.codeblocks.languages.custom`: the site's usable grammars, keyed by their text. */
  customLanguages?: CustomLanguages;
  /** Whether the site's readers sign in with claims (access mode `oidc` or `jwt`): `{user.…}` values can be filled in. */
  readerClaims?: boolean;
}

/** The page render settings of a site (the defaults when docs.json could not be read). */
export function pageRenderSettings(
  config: DocsConfig | undefined,
  access: ReaderAccessMode = 'public',
): PageRenderSettings {
  const readerClaims = hasReaderClaims(access) ? { readerClaims: true } : {};
  if (config === undefined) return { iconLibrary: 'fontawesome', codeTheme: 'system', ...readerClaims };
  const latex = config.styling?.latex;
  const customLanguages = customLanguagesOf(config.styling?.codeblocks);
  return {
    iconLibrary: siteIconLibrary(config),
    codeTheme: codeThemeOf(config.styling?.codeblocks),
    ...(latex === undefined ? {} : { latex }),
    ...(customLanguages === undefined ? {} : { customLanguages }),
    ...readerClaims,
  };
}

/** A stable text of the settings, for the build cache. */
export function renderSettingsKey(settings: PageRenderSettings): string {
  return JSON.stringify([
    settings.iconLibrary,
    settings.codeTheme,
    settings.latex ?? null,
    settings.customLanguages?.key ?? null,
    settings.readerClaims === true,
  ]);
}

/**
 * The grammars docs.json's check kept, with a key that is a hash of their text: a changed grammar
 * re-renders every page, and render threads keep a highlighter per key, never one site's grammar
 * in another site's highlighter.
 */
function customLanguagesOf(setting: NonNullable<DocsConfig['styling']>['codeblocks']): CustomLanguages | undefined {
  const grammars = typeof setting === 'object' ? setting.languages?.grammars : undefined;
  if (grammars === undefined || grammars.length === 0) return undefined;
  return { key: createHash('sha256').update(JSON.stringify(grammars)).digest('hex').slice(0, 32), grammars };
}

/** `"system"`, `"dark"`, `{ theme: name }` (both schemes) or `{ theme: { light, dark } }`. */
function codeThemeOf(setting: NonNullable<DocsConfig['styling']>['codeblocks']): CodeTheme {
  if (setting === undefined || typeof setting === 'string') return setting ?? 'system';
  const theme = setting.theme;
  if (theme === undefined) return 'system';
  return typeof theme === 'string' ? { light: theme, dark: theme } : { light: theme.light, dark: theme.dark };
}
