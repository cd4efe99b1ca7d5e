import { defineCatalogue } from '@folio/diagnostics';

/** Problems the build worker finds in a repository while checking it out. */
export const workerCodes = defineCatalogue({
  WORKER_SYMLINK_OUTSIDE_REPOSITORY: {
    severity: 'error',
    symptom: 'A file that is a symbolic link is missing from the published site',
    cause:
      'the link points outside the docs folder (an absolute path or one climbing out with ".."); such links are never followed',
    fix: 'replace the link with a copy of the file, or point it at a file inside the docs folder with a relative path',
  },
  WORKER_UNSAFE_PATH: {
    severity: 'error',
    symptom: 'A file or folder of the repository is missing from the published site',
    cause:
      'its name is not a safe path on every system (for example "..", ".git", or a name containing a backslash or NUL)',
    fix: 'rename the file or folder',
  },
  WORKER_SYMLINK_UNRESOLVED: {
    severity: 'warning',
    symptom: 'A file that is a symbolic link is missing from the published site',
    cause:
      'the link leads to a folder, to nothing in the docs folder, or round a loop of links; only links to files are checked out (as copies of those files)',
    fix: 'point the link at a file inside the docs folder, or replace it with a copy of the file',
  },
  WORKER_DUPLICATE_PATH: {
    severity: 'error',
    symptom: 'A file or folder of the repository is missing from the published site',
    cause:
      'its git folder lists the same name more than once (a tree git itself never writes, and `git fsck` reports as duplicateEntries); none of the entries is checked out',
    fix: 'rewrite the folder with a standard git client (for example `git rm -r --cached <folder>`, then add it again) and push',
  },
  WORKER_SUBMODULE_SKIPPED: {
    severity: 'warning',
    symptom: 'The contents of a git submodule are missing from the published site',
    cause: 'submodules are not fetched by the build',
    fix: 'copy the files you need into the docs repository',
  },
});
