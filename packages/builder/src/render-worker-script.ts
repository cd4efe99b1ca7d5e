import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BOOTSTRAP = new URL('./render-worker-bootstrap.mjs', import.meta.url);
let script: Promise<URL> | undefined;

/**
 * The entry file of a render thread. Loading the renderer's TypeScript through tsx's loader costs
 * each new thread about 4 s on this machine kind (every module transformed and resolved through
 * loader hooks); one JavaScript bundle of the renderer, made once per process with esbuild (tsx's
 * own transformer), starts a thread in about 0.5 s. The bundle is content-addressed in the temp
 * folder, so processes share it. Falls back to the tsx bootstrap if bundling fails.
 */
export function renderWorkerScript(): Promise<URL> {
  script ??= bundle().catch(() => BOOTSTRAP);
  return script;
}

async function bundle(): Promise<URL> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [new URL('./render-worker.ts', import.meta.url).pathname],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'silent',
    // Bundled CommonJS dependencies call require(); give the ESM bundle one.
    banner: { js: "import { createRequire as __folioCreateRequire } from 'node:module'; const require = __folioCreateRequire(import.meta.url);" },
  });
  const code = result.outputFiles[0]?.contents;
  if (code === undefined) throw new Error('esbuild produced no output');
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const dir = join(tmpdir(), 'folio-render-worker');
  const file = join(dir, `render-worker-${hash}.mjs`);
  if (!existsSync(file)) {
    await mkdir(dir, { recursive: true });
    // Written under a temporary name and renamed, so a concurrent process never reads half a file.
    const partial = `${file}.${process.pid}.tmp`;
    await writeFile(partial, code);
    await rename(partial, file);
  }
  return new URL(`file://${file}`);
}
