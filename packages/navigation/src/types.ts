import type { Diagnostic } from '@folio/diagnostics';
import type { DocsConfig, LocateValue, Navigation } from '@folio/docs-config';
import type { AsyncApiChannel, AsyncApiServer, LoadedAsyncApi, LoadedSpec, Operation } from '@folio/openapi';

/** A page file of the repository (`.mdx` or `.md`) with its parsed front matter. */
export interface PageFile {
  /** Page path as navigation refers to it: repo-relative, no extension (`api/errors`, `index`). */
  path: string;
  /** Repo-relative file name (`api/errors.mdx`). */
  file: string;
  /** Parsed YAML front matter; `{}` when the page has none. */
  frontMatter: Record<string, unknown>;
  /** 1-based line of each front matter key in the file, for diagnostics (e.g. `openapi`). */
  frontMatterLines?: Record<string, number>;
}

/**
 * One rule of front matter `groups` (the shape `@folio/deployment`'s `PageGroupRule` reads): a
 * reader in an `includes` group (any reader when absent, or with `*`) and in no `excludes` group.
 */
export interface PageGroupRule {
  includes?: readonly string[];
  excludes?: readonly string[];
}

/** One page of the built site. */
export interface SitePage {
  /** URL path without leading slash (`guides/setup`; `index` is the site root). */
  path: string;
  source: 'mdx' | 'openapi' | 'asyncapi';
  /** The MDX file, for `source: 'mdx'`. */
  file?: string;
  /** `"<spec source> <METHOD> <path>"` whenever the page documents an operation. */
  openapi?: string;
  /** Title: front matter, `x-docs.metadata.title`, summary, or one made from the slug. */
  title?: string;
  /** The operation documented, for API pages (generated or by front matter). */
  operation?: Operation;
  /** The spec source the operation comes from. */
  spec?: string;
  /** True when the page has no navigation entry (e.g. `x-hidden` operations). */
  hidden?: boolean;
  /** Front matter `sidebarTitle`, `icon`, `tag` and `mode` of an MDX page (see `readPageFrame`). */
  frame?: import('./read-page-frame.ts').PageFrame;
  /**
   * Front matter `groups`: the reader groups that may read the page (`[]`: nobody); absent for a
   * page every reader of the site may read.
   */
  groups?: readonly PageGroupRule[];
  /** Front matter `url`: the navigation entry links there instead of to the page. */
  url?: string;
  /** `"<document source> <channelId>"` whenever the page documents an AsyncAPI channel. */
  asyncapi?: string;
  /** The AsyncAPI channel documented (generated pages and `asyncapi` front matter), with its document's servers. */
  channel?: ChannelPage;
}

/** What an AsyncAPI channel page shows: the channel and what its document says around it. */
export interface ChannelPage {
  /** The document's source (repository path or URL). */
  source: string;
  channel: AsyncApiChannel;
  /** The servers the channel is available on (all of the document's when it names none). */
  servers: AsyncApiServer[];
  /** `defaultContentType` of the document, for messages without their own. */
  defaultContentType?: string;
}

/** Input of `resolveNavigation`. */
export interface ResolveNavigationInput {
  config: DocsConfig;
  /** Maps JSON paths of the config to docs.json positions (from `@folio/docs-config`). */
  locate: LocateValue;
  /** Every page file of the repository. */
  pages: PageFile[];
  /** Every OpenAPI document referenced (by navigation, `api.openapi` or front matter) and every spec file found in the repo, already loaded. */
  specs: LoadedSpec[];
  /** Every AsyncAPI document referenced (navigation `asyncapi`, `api.asyncapi`, front matter), already loaded. */
  asyncapis?: LoadedAsyncApi[];
}

/** Output of `resolveNavigation`. */
export interface ResolvedNavigation {
  /** Navigation in docs.json's own shape, every OpenAPI reference expanded into page paths. */
  navigation: Navigation;
  pages: SitePage[];
  diagnostics: Diagnostic[];
}
