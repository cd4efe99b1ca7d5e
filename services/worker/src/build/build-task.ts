import type { BuildCacheSnapshot } from '@folio/builder';
import type { Diagnostic } from '@folio/diagnostics';
import type { ReaderAccessMode, SiteManifest } from '@folio/deployment';

/** Hard limits on what one build may clone, check out and spend. */
export interface BuildLimits {
  /** Bytes the git server may send for one clone (the packfile and ref lists). */
  maxRepoBytes: number;
  /** Files checked out from the docs folder. */
  maxFiles: number;
  /** Bytes of one checked-out file. */
  maxFileBytes: number;
  /** Bytes of all checked-out files together (a blob named by many entries counts each time). */
  maxCheckoutBytes: number;
  /** Idle time-out of one HTTP request to the git host. */
  gitTimeoutMs: number;
  /**
   * Time to download one `https://` OpenAPI document named in docs.json (DNS, connection, redirects
   * and body). It runs inside the build, so it also counts against the build thread's deadline.
   */
  documentTimeoutMs: number;
  /** Bytes of one downloaded OpenAPI document. */
  maxDocumentBytes: number;
}

/** What the build thread is asked to do: everything it needs, nothing it could leak elsewhere. */
export interface BuildTask {
  /** Clone URL without credentials. */
  repoUrl: string;
  /** The site's git access token, if any (sent with HTTP basic auth, never logged). */
  token: string | null;
  branch: string;
  /** The commit to build; `null` builds the branch head. */
  commitSha: string | null;
  /** Folder of docs.json inside the repository (`''` for the root). */
  docsRoot: string;
  /** Empty temporary folder the thread clones into (the caller removes it). */
  workDir: string;
  limits: BuildLimits;
  /**
   * Non-public addresses the git host may have (the operator's `WORKER_ALLOW_PRIVATE_REPOSITORIES`);
   * empty: public addresses only.
   */
  allowPrivate: readonly string[];
  /**
   * Non-public addresses the hosts of remote OpenAPI documents named in docs.json may have (the
   * operator's `WORKER_ALLOW_PRIVATE_DOCUMENTS`); empty: public addresses only. Apart from the
   * repositories' exceptions: a repository URL is the site's setting, a document URL is any line of
   * any commit pushed to it.
   */
  allowPrivateDocuments: readonly string[];
  /** Public base URL of the site, for sitemap and canonical links. */
  siteUrl?: string;
  /** The path the site is served under (`/docs`, the site's `base_path`); absent: the root. */
  basePath?: string;
  /** The site's reader access mode (`{user.…}` values and page groups need `oidc` or `jwt`); default `public`. */
  readerAccess?: ReaderAccessMode;
  /**
   * The site being built: the worker keeps the pages of each site's last build under its id and
   * gives a build only its own site's. Without it, every page is rendered.
   */
  siteId?: string;
}

/** A finished build, ready to upload. */
export interface BuiltSite {
  type: 'built';
  /** The commit that was built (the branch head when the task had none). */
  commitSha: string;
  /** The commit the branch pointed at when the clone listed the git host's refs. */
  branchHead: string;
  /** `false` when docs.json could not be read: there is nothing to publish. */
  ok: boolean;
  manifest: SiteManifest | undefined;
  /** Blob bytes by sha256. */
  blobs: Map<string, Uint8Array>;
  diagnostics: Diagnostic[];
  log: string[];
  timings: { cloneMs: number; buildMs: number };
  pages: number;
  /** Broken links, anchors, images and redirects the build found (its `LINK_*` diagnostics). */
  brokenLinks: number;
  /** `servers[].url` of the site's OpenAPI documents: the playground's allow-list on the edge. */
  serverUrls: string[];
  /**
   * The build's rendered pages, for the site's next build; taken off the result by the build
   * threads (`createBuildThreads`), which keep it under the task's `siteId`.
   */
  cache?: BuildCacheSnapshot;
}

/** A build that stopped before producing a site. */
export interface FailedTask {
  type: 'failed';
  kind: 'content' | 'transient';
  message: string;
  commitSha: string | null;
  diagnostics: Diagnostic[];
  log: string[];
  timings: { cloneMs: number; buildMs: number };
}

/** What the build thread answers. */
export type BuildTaskResult = BuiltSite | FailedTask;

/**
 * What a build thread posts before its answer: the checkout process has answered (the git host's
 * part of the build is over, whether it checked out or failed). A deadline hit before it is the
 * git host's slowness, after it the repository's own build.
 */
export interface BuildProgress {
  type: 'cloned';
}
