import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { isAbsolute, join, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import { bundleRecordFile, findReusableBundle, sha256, type BundleRecord } from './find-reusable-bundle.ts';

const BOOTSTRAP = new URL('./render-worker-bootstrap.mjs', import.meta.url);
/** The renderer's entry file: the bundle is made from it, and only a bundle made from this one is reused. */
const ENTRY = fileURLToPath(new URL('./render-worker.ts', import.meta.url));
const CACHE_ROOT = join(tmpdir(), 'folio-render-worker');
/** Which bundle was made last, from which inputs (so the next process can reuse it unbuilt). */
const RECORD = bundleRecordFile(CACHE_ROOT, ENTRY);
let script: Promise<URL> | undefined;
/** Whether this module runs compiled rather than from its TypeScript source. */
const IS_COMPILED = !import.meta.url.endsWith('.ts');
/** The renderer bundled by `npm run build` (scripts/build), beside the compiled form of this module. */
const PREBUILT = new URL('./bundle/render-worker.mjs', import.meta.url);

/**
 * The entry file of a render thread. Loading the renderer's TypeScript through tsx's loader costs
 * each new thread about 4 s on this machine kind (every module transformed and resolved through
 * loader hooks); a JavaScript bundle of the renderer made with esbuild (tsx's own transformer)
 * starts a thread in about 0.5 s. The bundle is code-split so shiki's grammars load only when a
 * page uses them, content-addressed in the temp folder, and reused by later processes while none
 * of its inputs changed. Falls back to the tsx bootstrap if bundling fails. That is for running
 * from sources only: compiled, the thread runs the bundle `npm run build` made.
 */
export function renderWorkerScript(): Promise<URL> {
  // Compiled (dist/, or the CLI's bundle), the renderer was bundled at build time: nothing is ever
  // compiled at run time, and no TypeScript needs to exist beside the program.
  if (IS_COMPILED) {
    script ??= Promise.resolve(PREBUILT);
    return script;
  }
  script ??= findReusableBundle(RECORD, ENTRY)
    .then((reused) => reused ?? makeBundle())
    .catch(() => BOOTSTRAP);
  return script;
}

/**
 * Folio's own modules that find files beside them (the icon packages, say) ask
 * `import.meta.url`; in a bundle that is the temporary folder the bundle runs from, where no
 * `node_modules` is. Each such module keeps the address of its source file instead.
 */
const keepSourceLocations: Plugin = {
  name: 'folio-keep-source-locations',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      return {
        contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
        loader: 'ts',
      };
    });
  },
};

async function makeBundle(): Promise<URL> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: { 'render-worker': ENTRY },
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
    plugins: [keepSourceLocations],
    // Workspace packages from their sources, never from a dist/ that may be older.
    conditions: ['@folio/source'],
    // Bundled CommonJS dependencies call require(); give the ESM bundle one.
    banner: {
      js: "import { createRequire as __folioCreateRequire } from 'node:module'; const require = __folioCreateRequire(import.meta.url);",
    },
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
    const [contents, info] = await Promise.all([
      readFile(path).catch(() => undefined),
      stat(path).catch(() => undefined),
    ]);
    if (contents === undefined || info === undefined) return; // cannot vouch for it: the next process builds again
    record.inputs[path] = { sha256: sha256(contents), size: info.size, mtimeMs: info.mtimeMs };
  }
  const partial = `${RECORD}.${process.pid}.tmp`;
  await writeFile(partial, JSON.stringify(record));
  await rename(partial, RECORD);
}
