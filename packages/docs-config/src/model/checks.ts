/** How a finding of Folio's checks is reported: as a warning (the default) or as an error. */
export type CheckSeverity = 'warning' | 'error';

/** The severities `checks` accepts. */
export const CHECK_SEVERITIES: readonly CheckSeverity[] = ['warning', 'error'];

/**
 * `checks` of docs.json (Folio's own setting, not the reference format's): how severe the
 * findings of Folio's site-wide checks are.
 */
export interface Checks {
  /**
   * Broken links, anchors, images and redirects (`LINK_*`). A warning by default: the page is
   * published and only `--strict` fails on it; `"error"` fails `folio check`, counts as an error
   * in hosted builds and blocks a site with strict builds from publishing.
   */
  links?: CheckSeverity;
}
