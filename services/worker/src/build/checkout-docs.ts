import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import * as fs from 'node:fs';
import git from 'isomorphic-git';
import { createDiagnostic, type Diagnostic } from '@folio/diagnostics';
import { workerCodes } from '../codes.ts';
import { BuildFailure } from './build-failure.ts';

/** What to check out, and where. */
export interface CheckoutRequest {
  /** The clone (its `.git` holds the fetched commit). */
  gitDir: string;
  commitSha: string;
  /** Folder of docs.json inside the repository, normalised (`''` for the root). */
  docsRoot: string;
  /** Empty folder receiving the docs folder's files. */
  target: string;
  maxFiles: number;
  maxFileBytes: number;
  cache: object;
}

/** What {@link checkoutDocs} wrote. */
export interface CheckoutReport {
  files: number;
  bytes: number;
  diagnostics: Diagnostic[];
}

const UNSAFE_NAME = /[\\\0]|^\.\.?$|^\.git$/i;

/**
 * Writes the docs folder of one commit to `target`, reading blobs straight from the fetched pack:
 * only that folder, every name checked, each file's size and the file count checked before anything
 * is written. Symbolic links are kept only when they resolve inside the docs folder; others (say, a
 * link to /etc/passwd) are reported and never created. Submodules are skipped. Nothing from the
 * repository is executed (no hooks, no filters, no LFS).
 */
export async function checkoutDocs(request: CheckoutRequest): Promise<CheckoutReport> {
  const { gitDir: dir, cache } = request;
  const report: CheckoutReport = { files: 0, bytes: 0, diagnostics: [] };
  let root: string;
  try {
    const tree = await git.readTree({ fs, dir, oid: request.commitSha, cache, ...(request.docsRoot === '' ? {} : { filepath: request.docsRoot }) });
    root = tree.oid;
  } catch {
    throw new BuildFailure('content', `the docs folder "${request.docsRoot}" does not exist in commit ${request.commitSha.slice(0, 12)}; change the site's docs folder or add it to the repository`);
  }

  const walk = async (treeOid: string, prefix: string): Promise<void> => {
    const { tree } = await git.readTree({ fs, dir, oid: treeOid, cache });
    for (const entry of tree) {
      const path = prefix === '' ? entry.path : `${prefix}/${entry.path}`;
      if (UNSAFE_NAME.test(entry.path) || entry.path.includes('/')) {
        report.diagnostics.push(createDiagnostic(workerCodes, 'WORKER_UNSAFE_PATH', { message: `"${path}" is not a safe file name and was not checked out`, file: path }));
        continue;
      }
      if (entry.type === 'tree') {
        await mkdir(join(request.target, path), { recursive: true });
        await walk(entry.oid, path);
        continue;
      }
      if (entry.type === 'commit') {
        report.diagnostics.push(createDiagnostic(workerCodes, 'WORKER_SUBMODULE_SKIPPED', { message: `"${path}" is a git submodule and was not fetched`, file: path }));
        continue;
      }
      if (++report.files > request.maxFiles) {
        throw new BuildFailure('content', `the docs folder has more than ${request.maxFiles} files; remove files the site does not need, or move them out of the docs folder`);
      }
      const { blob } = await git.readBlob({ fs, dir, oid: entry.oid, cache });
      if (blob.byteLength > request.maxFileBytes) {
        throw new BuildFailure('content', `"${path}" is ${Math.ceil(blob.byteLength / 1024 / 1024)} MB, over the ${Math.round(request.maxFileBytes / 1024 / 1024)} MB limit for one file; compress it or host it elsewhere`);
      }
      report.bytes += blob.byteLength;
      const destination = join(request.target, path);
      if (entry.mode === '120000') {
        const link = Buffer.from(blob).toString('utf8');
        if (!linkStaysInside(path, link)) {
          report.diagnostics.push(
            createDiagnostic(workerCodes, 'WORKER_SYMLINK_OUTSIDE_REPOSITORY', { message: `"${path}" is a symbolic link to "${link}", outside the docs folder; it was not followed`, file: path }),
          );
          continue;
        }
        await symlink(link, destination);
        continue;
      }
      // Executable bits are dropped on purpose: nothing checked out is ever run.
      await writeFile(destination, blob, { mode: 0o644 });
    }
  };
  await mkdir(request.target, { recursive: true });
  await walk(root, '');
  return report;
}

/** Whether a link at `path` (docs-folder relative) pointing at `link` resolves inside the docs folder. */
function linkStaysInside(path: string, link: string): boolean {
  if (link === '' || link.includes('\0') || link.includes('\\') || posix.isAbsolute(link)) return false;
  const resolved = posix.normalize(posix.join(posix.dirname(path), link));
  return resolved !== '..' && !resolved.startsWith('../') && resolved !== '.' && !posix.isAbsolute(resolved);
}
