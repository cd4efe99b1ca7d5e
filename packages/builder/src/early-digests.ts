import { compressionSettingOf, type BodyDigester, type DigestedBody, type SiteFile } from '@folio/site';

/**
 * How much page text (UTF-16 units) may be sent to the threads while the site is laid out. The
 * layout holds this thread, so the threads' answers wait until it is done: what is sent is held
 * twice meanwhile (here and in the threads' queues). 64 Mi covers a 1,000-page site's HTML and
 * Markdown (the bench corpus: 55 MB and 8.5 MB); the rest is digested after the layout, as before.
 */
const EARLY_BUDGET = 64 * 1024 * 1024;

/**
 * Hashing and compression of page files begun while `renderSite` is still laying out the other
 * pages (its `onPageFile`), so the render threads compress instead of waiting for the layout;
 * `buildManifest` takes them by file object (its `started`). A file is digested with the setting
 * `buildManifest` would give it, so the manifest and blobs are the same as without.
 */
export class EarlyDigests {
  readonly #digest: BodyDigester;
  readonly #isKnown: (file: SiteFile) => boolean;
  readonly #started = new Map<SiteFile, Promise<DigestedBody>>();
  #budget = EARLY_BUDGET;

  /** `isKnown`: a file whose body the manifest cache already holds (nothing to digest). */
  constructor(digest: BodyDigester, isKnown: (file: SiteFile) => boolean) {
    this.#digest = digest;
    this.#isKnown = isKnown;
  }

  /** Starts digesting `file` when there is budget left and it is not already known or started. */
  start = (file: SiteFile): void => {
    const size = typeof file.body === 'string' ? file.body.length : file.body.byteLength;
    if (size > this.#budget || this.#started.has(file) || this.#isKnown(file)) return;
    this.#budget -= size;
    const digest = this.#digest(file.body, compressionSettingOf(file));
    // Taken by `buildManifest`, or dropped when the build ends before it: never an unhandled rejection.
    digest.catch(() => {});
    this.#started.set(file, digest);
  };

  /** The digest started for `file`, once: `buildManifest`'s `started`. */
  take = (file: SiteFile): Promise<DigestedBody> | undefined => {
    const digest = this.#started.get(file);
    this.#started.delete(file);
    return digest;
  };
}
