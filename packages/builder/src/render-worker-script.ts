import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { findReusableBundle, sha256, type BundleRecord } from './find-reusable-bundle.ts';

const BOOTSTRAP = new URL('./render-worker-bootstrap.mjs', import.meta.url);
const CACHE_ROOT = join(tmpdir(), 'folio-render-worker');
/** Which bundle was made last, from which inputs (so the next process can reuse it unbuilt). */
const RECORD = join(CACHE_ROOT, 'latest.json');
let script: Promise<URL> | undefined;

/**
 * The entry file of a render thread. Loading the renderer's TypeScript through tsx's loader costs
 * each new thread about 4 s on this machine kind (every module transformed and resolved through
 * loader hooks); a JavaScript bundle of the renderer made with esbuild (tsx's own transformer)
 * starts a thread in about 0.5 s. The bundle is code-split so shiki's grammars load only when a
 * page uses them, content-addressed in the temp folder, and reused by later processes while none
 * of its inputs changed. Falls back to the tsx bootstrap if bundling fails.
 */
export function renderWorkerScript(): Promise<URL> {
  script ??= findReusableBundle(RECORD)
    .then((reused) => reused ?? makeBundle())
    .catch(() => BOOTSTRAP);
  return script;
}

async function makeBundle(): Promise<URL> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: { 'render-worker': new URL('./render-worker.ts', import.meta.url).pathname },
    bundle: true,
    write: false,
    metafile: true,
    // Code split: shiki's hundreds of grammars stay in their own chunks, loaded when a page uses
    // that language, instead of being parsed by every thread at start.
    splitting: true,
    outdir: 'out',
    chunkNames: 'chunks/[name]-[hash]',
    // .mjs everywhere: the chunks sit in a temp folder with no package.json saying "module".
    outExtension: { '.js': '.mjs' },
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'silent',
    // Bundled CommonJS dependencies call require(); give the ESM bundle one.
    banner: { js: "import { createRequire as __folioCreateRequire } from 'node:module'; const require = __folioCreateRequire(import.meta.url);" },
  });
  const hash = createHash('sha256');
  for (const output of result.outputFiles) hash.update(output.path).update(output.contents);
  const dir = join(CACHE_ROOT, hash.digest('hex').slice(0, 16));
  const file = join(dir, 'render-worker.mjs');
  if (!existsSync(file)) {
    // Written into a temporary folder and renamed, so a concurrent process never sees half of it.
    const partial = `${dir}.${process.pid}.tmp`;
    const outRoot = resolve('out');
    for (const output of result.outputFiles) {
      const relativePath = output.path.slice(outRoot.length + 1);
      await mkdir(join(partial, relativePath, '..'), { recursive: true });
      await writeFile(join(partial, relativePath), output.contents);
    }
    await mkdir(CACHE_ROOT, { recursive: true });
    await rename(partial, dir).catch((error: NodeJS.ErrnoException) => {
      if (!existsSync(file)) throw error; // another process finished first: use theirs
    });
  }
  await recordBundle(dir, Object.keys(result.metafile.inputs));
  return new URL(`file://${file}`);
}

async function recordBundle(dir: string, inputs: string[]): Promise<void> {
  const record: BundleRecord = { dir, entry: 'render-worker.mjs', inputs: {} };
  for (const input of inputs) {
    if (input.includes(':')) continue; // esbuild's virtual modules (none expected)
    const path = isAbsolute(input) ? input : resolve(input);
    const [contents, info] = await Promise.all([readFile(path).catch(() => undefined), stat(path).catch(() => undefined)]);
    if (contents === undefined || info === undefined) return; // cannot vouch for it: the next process builds again
    record.inputs[path] = { sha256: sha256(contents), size: info.size, mtimeMs: info.mtimeMs };
  }
  const partial = `${RECORD}.${process.pid}.tmp`;
  await writeFile(partial, JSON.stringify(record));
  await rename(partial, RECORD);
}
