import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The folder of the shared fixtures (`real-world/` repositories and `real-world-reference/`
 * navigation), which live in `shared/fixtures` beside the project, not in it:
 * `FOLIO_SHARED_FIXTURES` when set; else beside this checkout; else beside the repository this
 * checkout was cloned from (CI runs in a fresh clone in a temporary folder, whose origin is the
 * project's own folder). When none exists, the path beside this checkout, so a test names it.
 */
export const SHARED_FIXTURES: string = locateSharedFixtures();

/** `SHARED_FIXTURES/real-world`: the public docs repositories. */
export const REAL_WORLD_FIXTURES = join(SHARED_FIXTURES, 'real-world');
/** `SHARED_FIXTURES/real-world-reference`: the navigation the reference implementation resolves. */
export const REAL_WORLD_REFERENCE = join(SHARED_FIXTURES, 'real-world-reference');

function locateSharedFixtures(): string {
  if (process.env.FOLIO_SHARED_FIXTURES) return resolve(process.env.FOLIO_SHARED_FIXTURES);
  const beside = join(REPO_ROOT, '..', 'shared', 'fixtures');
  if (existsSync(beside)) return beside;
  const origin = cloneOrigin();
  if (origin !== undefined) {
    const besideOrigin = join(origin, '..', 'shared', 'fixtures');
    if (existsSync(besideOrigin)) return besideOrigin;
  }
  return beside;
}

/** The local folder this checkout was cloned from, if it was cloned from one. */
function cloneOrigin(): string | undefined {
  try {
    const url = execFileSync('git', ['-C', REPO_ROOT, 'config', '--get', 'remote.origin.url'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    const path = url.startsWith('file://') ? fileURLToPath(url) : url;
    return isAbsolute(path) ? path : undefined;
  } catch {
    return undefined;
  }
}
