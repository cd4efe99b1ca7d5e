import type { Diagnostic } from '@folio/diagnostics';
import type { SiteFile } from '@folio/site';
import type { SiteRedirect } from './resolve-site-path.ts';

/** The site `folio dev` serves: the last good build, plus what the last build reported. */
export interface DevSiteSnapshot {
  files: ReadonlyMap<string, SiteFile>;
  redirects: readonly SiteRedirect[];
  /** `servers` URLs of the site's OpenAPI documents (the playground allow-list). */
  serverUrls: readonly string[];
}

/** A complete site `folio dev` served, with what its build reported: what a session keeps for the next. */
export interface StoredSite {
  snapshot: DevSiteSnapshot;
  diagnostics: Diagnostic[];
  pages: number;
}
