import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderWorkerScript } from './render-worker-script.ts';

let stamp: Promise<string | undefined> | undefined;

/**
 * A text that changes whenever the code that renders pages or compresses files may have changed:
 * the render threads' bundle (its entry and the names of its chunks, which esbuild names by their
 * content hash) and Node's version (its zlib and brotli). A cache kept across processes (`folio
 * build`'s `.folio-cache/`, the hosted builds' object storage) holds only work stamped alike, so
 * an upgraded Folio never serves a page the old one rendered. The version number alone would not
 * do: a checkout of the repository changes code without changing it. Undefined when the renderer
 * runs unbundled (bundling failed): then nothing is kept across processes.
 */
export function rendererStamp(): Promise<string | undefined> {
  stamp ??= renderWorkerScript().then(async (script) => {
    if (script.pathname.endsWith('render-worker-bootstrap.mjs')) return undefined;
    const entry = fileURLToPath(script);
    const names = (await readdir(dirname(entry), { recursive: true })).sort();
    return createHash('sha256')
      .update(process.versions.node)
      .update('\0')
      .update(await readFile(entry))
      .update('\0')
      .update(names.join('\n'))
      .digest('hex');
  });
  return stamp;
}
