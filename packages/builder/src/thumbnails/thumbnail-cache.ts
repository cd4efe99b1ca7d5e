/**
 * Generated thumbnails kept between builds of the same site (`folio dev`, a warm worker), by the
 * hash of everything drawn on them: an unchanged rebuild renders none.
 */
export class ThumbnailCache {
  readonly #images = new Map<string, Uint8Array>();
  /** Images rendered and reused by the last build. */
  rendered = 0;
  reused = 0;

  get(key: string): Uint8Array | undefined {
    return this.#images.get(key);
  }

  set(key: string, png: Uint8Array): void {
    this.#images.set(key, png);
  }

  /** Every image kept, by key (for a `BuildCache` snapshot). */
  entries(): Array<[key: string, png: Uint8Array]> {
    return [...this.#images];
  }

  /** Forgets images no page uses any more. */
  retain(keys: ReadonlySet<string>): void {
    for (const key of this.#images.keys()) if (!keys.has(key)) this.#images.delete(key);
  }
}
