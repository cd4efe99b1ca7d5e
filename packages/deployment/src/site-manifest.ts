import type { PageGroups } from './page-groups.ts';

/** How long a browser or CDN may keep a file. */
export type CacheControl = 'revalidate' | 'immutable';

/** One URL path of a deployment. */
export interface ManifestEntry {
  /** sha256 (hex) of the uncompressed body. */
  blob: string;
  contentType: string;
  /** Size in bytes of the uncompressed body. */
  size: number;
  /** Pre-compressed bodies, present only when smaller than the original. */
  variants: { br?: string; gzip?: string };
  cacheControl: CacheControl;
  /**
   * The reader groups that may read this file (a page restricted by front matter `groups`: its
   * HTML and `.md` twin); absent for every other file. See `isPathAllowedForGroups`.
   */
  groups?: PageGroups;
  /**
   * The file names pages restricted to reader groups, so the edge changes it for each reader
   * before sending it (from the uncompressed `blob`, with `Cache-Control: private`):
   * `segments` — remove what the reader may not see with `stripRestrictedSegments` (pages'
   * sidebars, shared sidebars, llms.txt, llms-full.txt); `navigation` — `/_folio/navigation.json`,
   * through `filterSiteNavigation` (@folio/site-endpoints). Absent: the file is the same for all.
   */
  readerFilter?: 'segments' | 'navigation';
}

/** One docs.json `redirects` entry as written (`source` may use `:param` and `*` patterns). */
export interface ManifestRedirect {
  source: string;
  destination: string;
  permanent?: boolean;
}

/**
 * Sources a site adds to its Content-Security-Policy, by directive: the origins of the
 * third-party scripts its docs.json `integrations` load. Written by the renderer, copied into the
 * manifest, and read by the edge and `folio dev` when they send the policy of the site's HTML.
 */
export interface CspSources {
  script?: string[];
  style?: string[];
  font?: string[];
  connect?: string[];
  img?: string[];
  frame?: string[];
  worker?: string[];
}

/** What the edge and `folio dev` serve a deployment from (format in packages/deployment/README.md). */
export interface SiteManifest {
  version: 1;
  files: Record<string, ManifestEntry>;
  redirects: ManifestRedirect[];
  /** URL path of the page served with status 404 for unknown paths. */
  notFound: string;
  /** What the site adds to its HTML's Content-Security-Policy (its integrations' origins). */
  cspSources?: CspSources;
  /**
   * `seo.trailingSlash: true`: pages are served at `/path/` and the edge redirects `/path` there;
   * absent: pages are served at `/path` and `/path/` redirects to it.
   */
  trailingSlash?: true;
  /**
   * The base path the deployment was built for (`/docs`): every URL it emits starts with it, and the
   * edge serves it only under it (`mapBasePath`). Absent: served at the root.
   */
  basePath?: string;
}
