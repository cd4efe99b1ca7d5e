import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** Whether this module runs from the CLI's bundle rather than from its TypeScript source. */
const IS_COMPILED = !import.meta.url.endsWith('.ts');
/** The bundle `npm run build` writes (`dist/bundle/`), beside this module's compiled place (`dist/dev/`). */
const BUNDLE = new URL('../bundle/', import.meta.url);
/** The site's stylesheet and scripts the layout reads (`dist/site/assets/`). */
const SITE_ASSETS = new URL('../site/assets/', import.meta.url);

let stamp: Promise<string | undefined> | undefined;

/**
 * A text that changes whenever the code that makes the site `folio dev` serves may have changed,
 * so a site kept by one version is never served by another: Node's version, the names of the
 * bundle's files (esbuild names each chunk by its content's hash), its two entry files, and the
 * site assets' bytes, which are not in any chunk. Undefined when running from the TypeScript
 * sources (`npm run folio`), where no such names exist: then nothing is kept.
 */
export function devCodeStamp(): Promise<string | undefined> {
  stamp ??= IS_COMPILED ? stampOf(BUNDLE, SITE_ASSETS).catch(() => undefined) : Promise.resolve(undefined);
  return stamp;
}

async function stampOf(bundle: URL, assets: URL): Promise<string> {
  const hash = createHash('sha256').update(process.versions.node);
  const names = (await readdir(bundle)).sort();
  hash.update('\0').update(names.join('\n'));
  for (const entry of ['main.mjs', 'render-worker.mjs'])
    hash.update('\0').update(await readFile(new URL(entry, bundle)));
  const assetFiles = (await readdir(fileURLToPath(assets), { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => `${entry.parentPath}/${entry.name}`)
    .sort();
  for (const file of assetFiles)
    hash
      .update('\0')
      .update(file.slice(fileURLToPath(assets).length))
      .update(await readFile(file));
  return hash.digest('hex');
}
