import type { SiteFile } from '../types.ts';

/** A body as stored: its sha256 and bytes. */
export interface StoredBody {
  hash: string;
  bytes: Uint8Array;
}

/** Pre-compressed variants of one body at one compression setting. */
export interface CompressedVariants {
  br?: StoredBody;
  gzip?: StoredBody;
}

/** Bytes the variants of one body take (br and gzip together). */
export function compressedBytes(variants: CompressedVariants): number {
  return (variants.br?.bytes.byteLength ?? 0) + (variants.gzip?.bytes.byteLength ?? 0);
}

/** What the last `buildManifest` call with a cache did. */
export interface ManifestStats {
  /** Bodies compressed in the call. */
  compressed: number;
  /** Bodies whose variants came from the cache. */
  reused: number;
}

/**
 * What `buildManifest` keeps between builds of the same site, so that a rebuild compresses only
 * new bodies: compressed variants by the body's sha256 (and compression setting), and the bytes
 * and hash of each `SiteFile` object seen (`renderSite` with a `SiteRenderCache` returns unchanged
 * files as the same objects, so they are not even hashed again). Files are treated as immutable:
 * a file object whose `body` was replaced is hashed again.
 *
 * Keeps only what the last build used. One cache per site.
 */
export class ManifestCache {
  #bodies = new WeakMap<SiteFile, { body: SiteFile['body']; stored: StoredBody }>();
  #variants = new Map<string, CompressedVariants>();
  #used = new Set<string>();
  #stats: ManifestStats = { compressed: 0, reused: 0 };

  /** What the last `buildManifest` call did. */
  get stats(): Readonly<ManifestStats> {
    return this.#stats;
  }

  /** Starts a `buildManifest` call. */
  begin(): void {
    this.#stats = { compressed: 0, reused: 0 };
    this.#used = new Set();
  }

  /** The stored body of `file`, if the same object with the same body was stored before. */
  body(file: SiteFile): StoredBody | undefined {
    const known = this.#bodies.get(file);
    return known !== undefined && known.body === file.body ? known.stored : undefined;
  }

  /** Remembers the stored body of `file`. */
  setBody(file: SiteFile, stored: StoredBody): void {
    this.#bodies.set(file, { body: file.body, stored });
  }

  /** The variants compressed earlier under `key` (body sha256 and setting), if any. */
  variants(key: string): CompressedVariants | undefined {
    const variants = this.#variants.get(key);
    if (variants !== undefined) {
      this.#used.add(key);
      this.#stats.reused++;
    }
    return variants;
  }

  /** Whether any variants are held: a rebuild, whose bodies are worth hashing before compressing. */
  holdsVariants(): boolean {
    return this.#variants.size > 0;
  }

  /** Whether variants are held under `key` (without counting a reuse). */
  has(key: string): boolean {
    return this.#variants.has(key);
  }

  /** Remembers variants just compressed under `key`. */
  setVariants(key: string, variants: CompressedVariants): void {
    this.#variants.set(key, variants);
    this.#used.add(key);
    this.#stats.compressed++;
  }

  /** Ends a `buildManifest` call: forgets variants the call did not use. */
  end(): void {
    for (const key of this.#variants.keys()) if (!this.#used.has(key)) this.#variants.delete(key);
  }

  /**
   * The variants held, as plain data (structured-cloneable, for a cache that outlives its thread),
   * or undefined when they add up to more than `maxBytes`: a site that large compresses again
   * rather than holding its whole compressed output in memory between builds.
   */
  variantEntries(maxBytes = Infinity): Array<[key: string, variants: CompressedVariants]> | undefined {
    let bytes = 0;
    for (const variants of this.#variants.values()) bytes += compressedBytes(variants);
    return bytes > maxBytes ? undefined : [...this.#variants];
  }

  /**
   * Takes variants kept from an earlier build of the same site (`variantEntries`). Keys are body
   * hashes, so a variant is only ever reused for exactly the body it was compressed from.
   */
  restoreVariants(entries: Iterable<[key: string, variants: CompressedVariants]>): void {
    for (const [key, variants] of entries) this.#variants.set(key, variants);
  }
}
