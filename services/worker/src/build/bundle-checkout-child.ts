import { createHash, randomBytes } from 'node:crypto';
import { lstat, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// CommonJS dependencies (isomorphic-git's) call `require` for Node's built-ins, which an ES module
// does not have: give the bundle one.
const BANNER =
  "import { createRequire as __folioCreateRequire } from 'node:module';\nconst require = __folioCreateRequire(import.meta.url);";

let bundled: Promise<string> | undefined;

/**
 * The checkout process's program as one self-contained ES module file, so the process runs plain
 * `node` on it: no TypeScript loader, which would compile the code again in every process (its
 * cache lives in the process's own temporary folder) and needs child processes and workers allowed.
 * Compiled, that file is `checkout-child.bundle.mjs`, made by `npm run build` beside this module.
 * From sources it is bundled once per worker process (per thread that asks: build threads are given
 * the main thread's path) from `checkout-child.ts` into
 * `<os temp>/folio-checkout-child-<sha256 of the bundle>.mjs`: written under a unique name and
 * renamed, so a process never runs a half-written file, and reused only when it is this user's
 * regular file with exactly these bytes. It lives outside every build folder: a checkout can read
 * it but never write it.
 */
export function bundleCheckoutChild(): Promise<string> {
  // Compiled, the program was bundled by `npm run build` beside this module, in the read-only
  // install: nothing is compiled at run time.
  if (!import.meta.url.endsWith('.ts')) {
    bundled ??= Promise.resolve(fileURLToPath(new URL('./checkout-child.bundle.mjs', import.meta.url)));
    return bundled;
  }
  bundled ??= writeBundle().catch((error: unknown) => {
    // A later build tries again rather than inheriting this failure.
    bundled = undefined;
    throw error;
  });
  return bundled;
}

async function writeBundle(): Promise<string> {
  // esbuild is a development dependency: loaded only when running from sources.
  const { build } = await import('esbuild');
  const entry = fileURLToPath(new URL('./checkout-child.ts', import.meta.url));
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: `node${process.versions.node}`,
    banner: { js: BANNER },
    write: false,
    logLevel: 'silent',
    conditions: ['@folio/source'],
    // Comments name inputs relative to this folder: the same code gives the same bytes anywhere.
    absWorkingDir: fileURLToPath(new URL('.', import.meta.url)),
  });
  const bytes = result.outputFiles[0]!.contents;
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  const path = join(tmpdir(), `folio-checkout-child-${hash}.mjs`);
  if (await isOwnCopy(path, bytes)) return path;
  const temporary = `${path}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, bytes, { flag: 'wx', mode: 0o644 });
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw new Error(`the checkout program could not be written to ${path}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  return path;
}

/** Whether `path` is a regular file of this user holding exactly `bytes` (another user's is never run). */
async function isOwnCopy(path: string, bytes: Uint8Array): Promise<boolean> {
  try {
    const stat = await lstat(path);
    if (!stat.isFile() || (process.getuid !== undefined && stat.uid !== process.getuid())) return false;
    return Buffer.from(bytes).equals(await readFile(path));
  } catch {
    return false;
  }
}
