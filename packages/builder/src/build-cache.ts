import { createHash } from 'node:crypto';
import type { RenderedPage } from '@folio/content';
import { ManifestCache, SiteRenderCache, type CompressedVariants } from '@folio/site';
import { AnalysisCache } from './analysis-cache.ts';
import { ThumbnailCache } from './thumbnails/thumbnail-cache.ts';

/** A rendered page kept between builds, valid while its key (source + dependencies) is unchanged. */
export interface CachedPage<T> {
  key: string;
  /** Repository files the page inlined (snippets), whose content is part of the key. */
  dependencies: string[];
  value: T;
}

/**
 * The rendered pages and generated thumbnails of a `BuildCache` as plain data, for a cache that
 * outlives the thread that built (the hosted worker builds each push in a fresh thread):
 * structured-cloneable, so it can be posted between threads. The compressed variants are in it when
 * they fit {@link MAX_SNAPSHOT_VARIANT_BYTES} (re-compressing every page of a one-page push cost
 * about 0.6 s of a 1.1 s rebuild of a 284-page site); the layout is not (cheap to make again).
 */
export interface BuildCacheSnapshot<T = RenderedPage> {
  /** The render settings the pages were rendered with (see `useRenderSettings`). */
  renderSettings: string | undefined;
  pages: Array<[file: string, page: CachedPage<T>]>;
  /** Generated thumbnails by the hash of what they show (absent in snapshots of older versions). */
  thumbnails?: Array<[key: string, png: Uint8Array]>;
  /** Compressed variants by body hash and setting (absent in older snapshots and for very large sites). */
  variants?: Array<[key: string, variants: CompressedVariants]>;
}

/**
 * Compressed variants a snapshot holds at most (br and gzip of every text file): 12 MB for a
 * 284-page site with a large navigation. Above this a site compresses again on each build rather
 * than keep its whole compressed output in the worker's memory between builds.
 */
const MAX_SNAPSHOT_VARIANT_BYTES = 64 * 1024 * 1024;

/**
 * Keeps a build's work between builds of the same repository (`folio dev`, a warm worker), keyed
 * by content hashes: a page is rendered again only when its own text or a snippet it inlines
 * changed; the site layout and compressed variants are reused for what did not change. Not
 * shared between repositories.
 */
export class BuildCache<T = RenderedPage> {
  private readonly pages = new Map<string, CachedPage<T>>();
  /** Page HTML laid out by @folio/site, reused while navigation and the page are unchanged. */
  readonly site = new SiteRenderCache();
  /** Compressed variants by body hash. */
  readonly manifest = new ManifestCache();
  /** Front matter and OpenAPI documents by file hash. */
  readonly analysis = new AnalysisCache();
  /** Generated page thumbnails by the hash of what they show. */
  readonly thumbnails = new ThumbnailCache();
  hits = 0;
  misses = 0;

  /** The cached render of `file`, if `source` and every dependency still hash the same. */
  async get(
    file: string,
    source: string,
    readText: (path: string) => Promise<string | undefined>,
  ): Promise<T | undefined> {
    const cached = this.pages.get(file);
    if (cached !== undefined && cached.key === (await pageKey(source, cached.dependencies, readText))) {
      this.hits++;
      return cached.value;
    }
    this.misses++;
    return undefined;
  }

  async set(
    file: string,
    source: string,
    dependencies: string[],
    value: T,
    readText: (path: string) => Promise<string | undefined>,
  ): Promise<void> {
    this.pages.set(file, { key: await pageKey(source, dependencies, readText), dependencies, value });
  }

  /**
   * Starts a build whose pages render with `settings` (docs.json values every page depends on,
   * such as the icon library): when they differ from the last build's, no cached page is reused.
   */
  useRenderSettings(settings: string): void {
    if (settings !== this.renderSettings) this.pages.clear();
    this.renderSettings = settings;
  }

  private renderSettings: string | undefined;

  /** True once any page has been cached (a rebuild, not a first build). */
  hasPages(): boolean {
    return this.pages.size > 0;
  }

  /**
   * The rendered pages, thumbnails and compressed variants as plain data, without the pages `keep`
   * turns down (a page broken by its thread's crash or deadline, which the next build should try
   * again). Restored with `restore`.
   */
  snapshot(keep: (value: T) => boolean = () => true): BuildCacheSnapshot<T> {
    const variants = this.manifest.variantEntries(MAX_SNAPSHOT_VARIANT_BYTES);
    return {
      renderSettings: this.renderSettings,
      pages: [...this.pages].filter(([, page]) => keep(page.value)),
      thumbnails: this.thumbnails.entries(),
      ...(variants === undefined ? {} : { variants }),
    };
  }

  /**
   * Takes the pages of `snapshot` (a snapshot of a cache of this same site: the pages are reused
   * when their source and snippets hash the same, so a snapshot of another repository would only
   * waste memory, but it must never be given one of another tenant's sites).
   */
  restore(snapshot: BuildCacheSnapshot<T>): void {
    this.renderSettings = snapshot.renderSettings;
    this.pages.clear();
    for (const [file, page] of snapshot.pages) this.pages.set(file, page);
    for (const [key, png] of snapshot.thumbnails ?? []) this.thumbnails.set(key, png);
    this.manifest.restoreVariants(snapshot.variants ?? []);
  }

  /** Forgets pages whose files are gone. */
  retain(files: ReadonlySet<string>): void {
    for (const file of this.pages.keys()) if (!files.has(file)) this.pages.delete(file);
  }
}

async function pageKey(
  source: string,
  dependencies: string[],
  readText: (path: string) => Promise<string | undefined>,
): Promise<string> {
  const hash = createHash('sha256').update(source);
  for (const dependency of dependencies)
    hash
      .update('\0')
      .update(dependency)
      .update('\0')
      .update((await readText(dependency)) ?? '\u0000missing');
  return hash.digest('hex');
}
