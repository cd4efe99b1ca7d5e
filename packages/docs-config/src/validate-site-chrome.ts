import type { PathSegment } from '@folio/diagnostics';
import type { JsonObject } from './is-json-object.ts';
import { validateBanner } from './validate-banner.ts';
import { validateContextual } from './validate-contextual.ts';
import { validateFooter } from './validate-footer.ts';
import { validateGlobalNavigation } from './validate-global-navigation.ts';
import { validateIntegrations } from './validate-integrations.ts';
import { validateNavbar } from './validate-navbar.ts';
import type { ValidationContext } from './validation-context.ts';
import type { ChromeOverrides, SiteChrome } from './model/site-chrome.ts';

/** Validates the top-level `navbar`, `footer`, `banner`, `contextual` and `integrations`. */
export function validateSiteChrome(ctx: ValidationContext, config: JsonObject): SiteChrome {
  const chrome: SiteChrome = {};
  const navbar = validateNavbar(ctx, config, []);
  if (navbar !== undefined) chrome.navbar = navbar;
  const footer = validateFooter(ctx, config, []);
  if (footer !== undefined) chrome.footer = footer;
  const banner = validateBanner(ctx, config, []);
  if (banner !== undefined) chrome.banner = banner;
  const contextual = validateContextual(ctx, config);
  if (contextual !== undefined) chrome.contextual = contextual;
  const integrations = validateIntegrations(ctx, config);
  if (integrations !== undefined) chrome.integrations = integrations;
  return chrome;
}

/**
 * Validates what a `languages` or `versions` entry at `path` overrides for its pages: `navbar`,
 * `footer`, `banner` and `global` (anchors), each replacing the top-level one as a whole.
 */
export function validateChromeOverrides(
  ctx: ValidationContext,
  element: JsonObject,
  path: readonly PathSegment[],
): ChromeOverrides {
  const overrides: ChromeOverrides = {};
  const navbar = validateNavbar(ctx, element, path);
  if (navbar !== undefined) overrides.navbar = navbar;
  const footer = validateFooter(ctx, element, path);
  if (footer !== undefined) overrides.footer = footer;
  const banner = validateBanner(ctx, element, path);
  if (banner !== undefined) overrides.banner = banner;
  const global = validateGlobalNavigation(ctx, element, path);
  if (global !== undefined) overrides.global = global;
  return overrides;
}
