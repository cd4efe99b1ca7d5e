import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { Diagnostic } from '@folio/diagnostics';
import type { SiteFile } from '@folio/site';
import type { DevSiteSnapshot, StoredSite } from './dev-site-snapshot.ts';

/** The layout of the file; a change makes older files unreadable, which is safe (not served). */
const FORMAT = 'folio-dev-site-2';
const SITE_FILE = 'dev-site.bin';
/** Larger sites are not kept: reading them back would cost about what laying them out does. */
const MAX_BYTES = 256 * 1024 * 1024;

/** What a kept site was made from: it is served again only when all of it is the same. */
export interface StoredSiteInputs {
  /** The code that made it (see `devCodeStamp`). */
  stamp: string;
  /** The repository's files (see `fingerprintFiles`). */
  files: string;
  /** The git commit checked out (pages' `metadata.timestamp` dates come from its history). */
  commit: string;
  /** The command-line options that change what is built (`--base-path`, `--access`, `--offline`). */
  options: Record<string, string | boolean | undefined>;
}

/**
 * The last complete site a `folio dev` session served, kept in `.folio-cache/dev-site.bin` so the
 * next session on the same files serves it at once, before anything is analysed or laid out. It
 * is keyed by everything it was made from ({@link StoredSiteInputs}); any difference, an edit
 * made while no session ran included, means it is not used.
 */
export class ServedSiteStore {
  readonly #file: string;
  /** The key of what was read or last written, to skip writing the same again. */
  #keptKey: string | undefined;

  constructor(cacheFolder: string) {
    this.#file = join(cacheFolder, SITE_FILE);
  }

  /** The kept site made from exactly `inputs`, if there is one. */
  async read(inputs: StoredSiteInputs): Promise<StoredSite | undefined> {
    const key = keyOf(inputs);
    const bytes = await readFile(this.#file).catch(() => undefined);
    if (bytes === undefined) return undefined;
    try {
      const [headerBytes, afterHeader] = section(bytes, 0);
      const header = deserialize(headerBytes) as { format?: unknown; key?: unknown };
      if (header.format !== FORMAT || header.key !== key) return undefined;
      const [indexBytes, data] = section(bytes, afterHeader);
      const index = deserialize(indexBytes) as StoredIndex;
      const files = new Map<string, SiteFile>();
      for (const [urlPath, meta, kind, offset, length] of index.files) {
        if (data + offset + length > bytes.byteLength) return undefined;
        const body = bytes.subarray(data + offset, data + offset + length);
        files.set(urlPath, kind === TEXT ? withTextBody(meta, body) : { ...meta, body });
      }
      this.#keptKey = key;
      return {
        snapshot: { files, redirects: index.redirects, serverUrls: index.serverUrls },
        diagnostics: index.diagnostics,
        pages: index.pages,
      };
    } catch {
      // Cut short (a session stopped while writing it) or not ours: as if there were none.
      return undefined;
    }
  }

  /**
   * Keeps `site` as made from `inputs`: written whole to a new file, then renamed over the old one.
   * A site that cannot be written (a read-only checkout) only costs the next session its quick
   * start: the error is returned, never thrown.
   */
  async write(inputs: StoredSiteInputs, site: StoredSite): Promise<Error | undefined> {
    const key = keyOf(inputs);
    if (key === this.#keptKey) return undefined;
    const bodies: Uint8Array[] = [];
    const entries: StoredIndex['files'] = [];
    let offset = 0;
    for (const [urlPath, { body, ...meta }] of site.snapshot.files) {
      const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
      entries.push([urlPath, meta, typeof body === 'string' ? TEXT : BYTES, offset, bytes.byteLength]);
      bodies.push(bytes);
      offset += bytes.byteLength;
    }
    const index: StoredIndex = {
      files: entries,
      redirects: site.snapshot.redirects,
      serverUrls: site.snapshot.serverUrls,
      diagnostics: site.diagnostics,
      pages: site.pages,
    };
    const head = [...withLength(serialize({ format: FORMAT, key })), ...withLength(serialize(index))];
    if (head.reduce((sum, part) => sum + part.byteLength, offset) > MAX_BYTES) return undefined;
    try {
      const folder = join(this.#file, '..');
      await mkdir(folder, { recursive: true });
      await writeFile(join(folder, '.gitignore'), '# Folio build cache (folio build, folio dev): safe to delete\n*\n');
      const partial = `${this.#file}.${randomUUID()}.partial`;
      await writeFile(partial, Buffer.concat([...head, ...bodies]));
      await rename(partial, this.#file);
      this.#keptKey = key;
      return undefined;
    } catch (error) {
      return error as Error;
    }
  }
}

const TEXT = 0;
const BYTES = 1;

/**
 * What is read back whole: the files without their bodies, which follow it as one block of bytes
 * (a text body as UTF-8), each decoded only when first served. Deserialising the bodies as well
 * took about half of a quick start (openlit: 51 MB, mostly strings V8 keeps as UTF-16).
 */
interface StoredIndex {
  files: Array<
    [urlPath: string, meta: Omit<SiteFile, 'body'>, kind: typeof TEXT | typeof BYTES, offset: number, length: number]
  >;
  redirects: DevSiteSnapshot['redirects'];
  serverUrls: DevSiteSnapshot['serverUrls'];
  diagnostics: Diagnostic[];
  pages: number;
}

/** A file whose text body is decoded from `bytes` when first read. */
function withTextBody(meta: Omit<SiteFile, 'body'>, bytes: Uint8Array): SiteFile {
  let text: string | undefined;
  return Object.defineProperty({ ...meta }, 'body', {
    enumerable: true,
    get: () => (text ??= Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8')),
  }) as SiteFile;
}

/** `part` preceded by its length (4 bytes). */
function withLength(part: Uint8Array): Uint8Array[] {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(part.byteLength);
  return [length, part];
}

/** The part at `at` written by {@link withLength}, and where the next one starts. */
function section(bytes: Buffer, at: number): [Uint8Array, number] {
  const length = bytes.readUInt32BE(at);
  if (at + 4 + length > bytes.byteLength) throw new RangeError('cut short');
  return [bytes.subarray(at + 4, at + 4 + length), at + 4 + length];
}

function keyOf(inputs: StoredSiteInputs): string {
  const options = Object.entries(inputs.options).sort(([a], [b]) => a.localeCompare(b));
  return createHash('sha256')
    .update(FORMAT)
    .update('\0')
    .update(inputs.stamp)
    .update('\0')
    .update(inputs.files)
    .update('\0')
    .update(inputs.commit)
    .update('\0')
    .update(JSON.stringify(options))
    .digest('hex');
}
