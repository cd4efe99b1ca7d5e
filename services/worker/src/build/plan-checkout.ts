import { createDiagnostic, type Diagnostic } from '@folio/diagnostics';
import { workerCodes } from '../codes.ts';
import { BuildFailure } from './build-failure.ts';
import { parseTreeObject } from './parse-tree-object.ts';
import type { TreeNode } from './resolve-tree-link.ts';

/** Reads one git object's body and type. */
export type ReadObject = (oid: string) => Promise<{ type: string; bytes: Uint8Array }>;

/** Everything a checkout will write, found before anything is written. */
export interface CheckoutPlan {
  /** Folders, parents before children. */
  folders: string[];
  /** Regular files by path (tree order); links are in `nodes` only. */
  files: Array<{ path: string; oid: string }>;
  /** Every path that will exist, folders, files and links, for resolving links inside the tree. */
  nodes: Map<string, TreeNode>;
  diagnostics: Diagnostic[];
}

const UNSAFE_NAME = /[\\/\0]|^\.\.?$|^\.git$|^$/i;
const FILE_MODES = new Set(['100644', '100755', '100664']);
/** Longest link text kept (Linux's PATH_MAX); a longer one cannot name a file. */
const MAX_LINK_BYTES = 4096;
/** Longest path kept: deeper trees would fail on disk (ENAMETOOLONG) instead of with a diagnostic. */
const MAX_PATH_CHARS = 1024;
const MAX_NAME_BYTES = 255;

/**
 * Walks the docs folder's tree and decides, for every entry, whether it is checked out, before a
 * byte is written. A name listed twice in one folder (possible in a tree written by hand, never by
 * git itself) is refused whatever the entries are: which one would win on disk is exactly what a
 * hostile tree plays with. Unsafe names, unknown modes and submodules are reported and skipped.
 * More than `maxEntries` files and folders stops the checkout.
 */
export async function planCheckout(
  rootTree: string,
  readObject: ReadObject,
  maxEntries: number,
): Promise<CheckoutPlan> {
  const plan: CheckoutPlan = { folders: [], files: [], nodes: new Map(), diagnostics: [] };
  const report = (code: keyof typeof workerCodes, message: string, file: string): void => {
    plan.diagnostics.push(createDiagnostic(workerCodes, code, { message, file }));
  };
  let entries = 0;
  const walk = async (treeOid: string, prefix: string): Promise<void> => {
    const tree = await readTree(readObject, treeOid, prefix);
    const counts = new Map<string, number>();
    for (const entry of tree) if (entry.name !== undefined) counts.set(entry.name, (counts.get(entry.name) ?? 0) + 1);
    const refused = new Set<string>();
    for (const entry of tree) {
      const shown = entry.name ?? `<bytes ${entry.rawName}>`;
      const path = prefix === '' ? shown : `${prefix}/${shown}`;
      if (
        entry.name === undefined ||
        UNSAFE_NAME.test(entry.name) ||
        Buffer.byteLength(entry.name) > MAX_NAME_BYTES ||
        path.length > MAX_PATH_CHARS
      ) {
        report('WORKER_UNSAFE_PATH', `"${path}" is not a safe file name and was not checked out`, path);
        continue;
      }
      if (counts.get(entry.name)! > 1) {
        if (!refused.has(entry.name)) {
          refused.add(entry.name);
          report(
            'WORKER_DUPLICATE_PATH',
            `"${path}" is listed ${counts.get(entry.name)} times in its git folder; none of them was checked out`,
            path,
          );
        }
        continue;
      }
      if (entry.mode === '160000') {
        report('WORKER_SUBMODULE_SKIPPED', `"${path}" is a git submodule and was not fetched`, path);
        continue;
      }
      const isFolder = entry.mode === '40000' || entry.mode === '040000';
      if (!isFolder && !FILE_MODES.has(entry.mode) && entry.mode !== '120000') {
        report('WORKER_UNSAFE_PATH', `"${path}" has the unknown git mode ${entry.mode} and was not checked out`, path);
        continue;
      }
      if (++entries > maxEntries) {
        throw new BuildFailure(
          'content',
          `the docs folder has more than ${maxEntries} files and folders; remove files the site does not need, or move them out of the docs folder`,
        );
      }
      if (isFolder) {
        plan.folders.push(path);
        plan.nodes.set(path, { kind: 'folder' });
        await walk(entry.oid, path);
      } else if (entry.mode === '120000') {
        const link = await readObject(entry.oid);
        if (link.type !== 'blob' || link.bytes.byteLength > MAX_LINK_BYTES) {
          report(
            'WORKER_SYMLINK_OUTSIDE_REPOSITORY',
            `"${path}" is a symbolic link that names no path; it was not followed`,
            path,
          );
          continue;
        }
        plan.nodes.set(path, { kind: 'link', text: Buffer.from(link.bytes).toString('utf8') });
      } else {
        plan.files.push({ path, oid: entry.oid });
        plan.nodes.set(path, { kind: 'file', oid: entry.oid });
      }
    }
  };
  await walk(rootTree, '');
  return plan;
}

/** Reads and parses one tree; anything else under a tree's name is content the build refuses. */
async function readTree(
  readObject: ReadObject,
  oid: string,
  path: string,
): Promise<ReturnType<typeof parseTreeObject>> {
  try {
    const object = await readObject(oid);
    if (object.type !== 'tree') throw new Error(`a ${object.type}`);
    return parseTreeObject(object.bytes);
  } catch (error) {
    if (error instanceof BuildFailure) throw error;
    throw new BuildFailure(
      'content',
      `the git folder "${path || '/'}" (${oid.slice(0, 12)}) could not be read: ${(error as Error).message}; push it again with a standard git client`,
    );
  }
}
