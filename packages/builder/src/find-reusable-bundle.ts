import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** What a made bundle was made from, written beside the bundles. */
export interface BundleRecord {
  /** The bundle's folder. */
  dir: string;
  /** Its entry file, inside `dir`. */
  entry: string;
  /** Absolute input path → its contents' sha256, size and modification time when the bundle was made. */
  inputs: Record<string, InputStamp>;
}

/** One input of a bundle as it was when the bundle was made. */
export interface InputStamp {
  sha256: string;
  size: number;
  mtimeMs: number;
}

/**
 * The entry of the bundle `recordFile` describes, if it was made from `entrySource` (this
 * checkout's entry file) and every file it was made from is unchanged; otherwise (or with no
 * usable record) `undefined`. The render bundle has ~800 inputs (shiki's
 * grammars among them) and hashing them all cost every process 0.2 s: an input whose size and
 * modification time are as recorded is taken as unchanged, and only the others are hashed.
 */
export async function findReusableBundle(recordFile: string, entrySource: string): Promise<URL | undefined> {
  const record = JSON.parse(await readFile(recordFile, 'utf8').catch(() => '{}')) as Partial<BundleRecord>;
  if (record.dir === undefined || record.inputs === undefined) return undefined;
  // The record file is shared by every checkout on the machine (a clean clone in CI, the next
  // version beside the running one): a bundle of another checkout's files holds its code, not ours.
  if (!Object.hasOwn(record.inputs, entrySource)) return undefined;
  const file = join(record.dir, record.entry ?? 'render-worker.mjs');
  if (!existsSync(file)) return undefined;
  const unchanged = await Promise.all(
    Object.entries(record.inputs).map(async ([path, expected]) => {
      // Records of older versions hold bare hashes: not trusted, the bundle is made again.
      if (typeof expected !== 'object' || expected === null) return false;
      const info = await stat(path).catch(() => undefined);
      if (info === undefined) return false;
      if (info.size === expected.size && info.mtimeMs === expected.mtimeMs) return true;
      const contents = await readFile(path).catch(() => undefined);
      return contents !== undefined && sha256(contents) === expected.sha256;
    }),
  );
  return unchanged.every(Boolean) ? new URL(`file://${file}`) : undefined;
}

/**
 * The record file of the bundles made from `entrySource`, in `cacheRoot`: one per checkout. With
 * one record for every checkout on the machine, each process of one checkout found the record of
 * the checkout that ran last (another engineer's clone, CI's, the previous version's) and bundled
 * the renderer again, a second or two inside the timed build.
 */
export function bundleRecordFile(cacheRoot: string, entrySource: string): string {
  return join(cacheRoot, `latest-${sha256(Buffer.from(entrySource)).slice(0, 16)}.json`);
}

/** sha256 (hex) of file contents. */
export function sha256(contents: Uint8Array): string {
  return createHash('sha256').update(contents).digest('hex');
}
