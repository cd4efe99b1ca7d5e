import { lstat, mkdir } from 'node:fs/promises';
import * as fs from 'node:fs';
import git from 'isomorphic-git';
import { createDiagnostic, type Diagnostic } from '@folio/diagnostics';
import { workerCodes } from '../codes.ts';
import { BuildFailure } from './build-failure.ts';
import { makeFolderInside } from './make-folder-inside.ts';
import { parseTreeObject } from './parse-tree-object.ts';
import { planCheckout, type ReadObject } from './plan-checkout.ts';
import { resolveTreeLink } from './resolve-tree-link.ts';
import { writeNewFile } from './write-new-file.ts';

/** What to check out, and where. */
export interface CheckoutRequest {
  /** The clone (its `.git` holds the fetched commit). */
  gitDir: string;
  commitSha: string;
  /** Folder of docs.json inside the repository, normalised (`''` for the root). */
  docsRoot: string;
  /** Folder to create (its parent must exist) receiving the docs folder's files. */
  target: string;
  /** Files and folders checked out. */
  maxFiles: number;
  /** Bytes of one file. */
  maxFileBytes: number;
  /** Bytes of all files together (default {@link DEFAULT_MAX_CHECKOUT_BYTES}). */
  maxTotalBytes?: number;
  cache: object;
}

/** What {@link checkoutDocs} wrote. */
export interface CheckoutReport {
  files: number;
  bytes: number;
  diagnostics: Diagnostic[];
}

/** Bytes one checkout may write unless told otherwise. */
const DEFAULT_MAX_CHECKOUT_BYTES = 500 * 1024 * 1024;
/** Blob bytes read while sizing the checkout that are kept for writing rather than read twice. */
const KEEP_BYTES = 64 * 1024 * 1024;
const MB = 1024 * 1024;

/**
 * Writes the docs folder of one commit to `target`, reading objects straight from the fetched pack.
 * Everything is decided before anything is written: every name checked, names listed twice in a
 * folder refused, the file count, each file's size and the total size (a blob named by thousands of
 * entries counts each time) checked. Then folders are made one level at a time and files created
 * exclusively, so nothing is ever written through a link or over an existing path. No link is put
 * on disk: a symbolic link that, resolved inside the tree, names a file of the docs folder becomes
 * a copy of that file; others are reported. Submodules are skipped. Nothing from the repository is
 * executed (no hooks, no filters, no LFS).
 */
export async function checkoutDocs(request: CheckoutRequest): Promise<CheckoutReport> {
  const { gitDir: dir, cache } = request;
  const readObject: ReadObject = async (oid) => {
    const object = await git.readObject({ fs, dir, oid, format: 'content', cache });
    return { type: object.type, bytes: object.object as Uint8Array };
  };
  const root = await findDocsTree(readObject, request);
  const plan = await planCheckout(root, readObject, request.maxFiles);
  const diagnostics = [...plan.diagnostics];

  const files = [...plan.files];
  for (const [path, node] of plan.nodes) {
    if (node.kind !== 'link') continue;
    const target = resolveTreeLink(path, plan.nodes);
    if (target.kind === 'file') files.push({ path, oid: target.oid });
    else if (target.kind === 'outside') {
      diagnostics.push(
        createDiagnostic(workerCodes, 'WORKER_SYMLINK_OUTSIDE_REPOSITORY', {
          message: `"${path}" is a symbolic link to "${node.text}", outside the docs folder; it was not followed`,
          file: path,
        }),
      );
    } else {
      const why =
        target.kind === 'folder'
          ? `the folder "${target.path || '/'}"`
          : target.kind === 'loop'
            ? 'a loop of links'
            : 'nothing in the docs folder';
      diagnostics.push(
        createDiagnostic(workerCodes, 'WORKER_SYMLINK_UNRESOLVED', {
          message: `"${path}" is a symbolic link to "${node.text}", which leads to ${why}; it was not checked out`,
          file: path,
        }),
      );
    }
  }

  // Sizes, before writing: each distinct blob is read once; small ones are kept for the writing.
  const sizes = new Map<string, number>();
  const kept = new Map<string, Uint8Array>();
  let keptBytes = 0;
  let total = 0;
  const maxTotal = request.maxTotalBytes ?? DEFAULT_MAX_CHECKOUT_BYTES;
  for (const file of files) {
    let size = sizes.get(file.oid);
    if (size === undefined) {
      const blob = await readObject(file.oid);
      size = blob.bytes.byteLength;
      sizes.set(file.oid, size);
      if (size > request.maxFileBytes) {
        throw new BuildFailure(
          'content',
          `"${file.path}" is ${Math.ceil(size / MB)} MB, over the ${Math.round(request.maxFileBytes / MB)} MB limit for one file; compress it or host it elsewhere`,
        );
      }
      if (keptBytes + size <= KEEP_BYTES) {
        kept.set(file.oid, blob.bytes);
        keptBytes += size;
      }
    }
    total += size;
  }
  if (total > maxTotal) {
    throw new BuildFailure(
      'content',
      `the docs folder would take ${Math.ceil(total / MB)} MB once checked out, over the ${Math.round(maxTotal / MB)} MB limit for one checkout; remove large or repeated files from the docs folder`,
    );
  }

  await mkdir(request.target);
  if (!(await lstat(request.target)).isDirectory()) throw new Error('the checkout folder is not a real folder');
  for (const folder of plan.folders) await makeFolderInside(request.target, folder).catch(collision(folder));
  for (const file of files) {
    const bytes = kept.get(file.oid) ?? (await readObject(file.oid)).bytes;
    await writeNewFile(request.target, file.path, bytes).catch(collision(file.path));
  }
  return { files: files.length, bytes: total, diagnostics };
}

/**
 * Turns "already exists" into a content failure: two names git keeps apart that this file system
 * takes for one (case or Unicode folding). Nothing is ever written over the first.
 */
function collision(path: string): (error: unknown) => never {
  return (error) => {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    throw new BuildFailure(
      'content',
      `"${path}" has the same name as another file or folder on the build's file system (names differing only in case or accents); rename one of them`,
    );
  };
}

/** The tree of the docs folder: the commit's tree, then one folder at a time, refusing ambiguity. */
async function findDocsTree(readObject: ReadObject, request: CheckoutRequest): Promise<string> {
  const missing = () =>
    new BuildFailure(
      'content',
      `the docs folder "${request.docsRoot}" does not exist in commit ${request.commitSha.slice(0, 12)}; change the site's docs folder or add it to the repository`,
    );
  let tree: string;
  try {
    const commit = await git.readCommit({ fs, dir: request.gitDir, oid: request.commitSha, cache: request.cache });
    tree = commit.commit.tree;
  } catch {
    throw missing();
  }
  for (const part of request.docsRoot === '' ? [] : request.docsRoot.split('/')) {
    const object = await readObject(tree).catch(() => undefined);
    if (object?.type !== 'tree') throw missing();
    const matches = parseTreeObject(object.bytes).filter((entry) => entry.name === part);
    if (matches.length > 1)
      throw new BuildFailure(
        'content',
        `the folder "${part}" on the way to the docs folder "${request.docsRoot}" is listed ${matches.length} times in its git folder; push it again with a standard git client`,
      );
    if (matches.length === 0 || !(matches[0]!.mode === '40000' || matches[0]!.mode === '040000')) throw missing();
    tree = matches[0]!.oid;
  }
  return tree;
}
