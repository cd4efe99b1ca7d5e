import { readdirSync, readFileSync } from 'node:fs';

const cache = new Map<string, string>();

/** The site's own asset folder (`packages/site/assets`), beside `src/` in the package. */
const ASSETS = new URL('../../assets/', import.meta.url);

/**
 * The text of one of the site's own asset files (`packages/site/assets/<name>`: the stylesheets and
 * the browser scripts), read once per process. The folder sits beside `src/` in the package (and
 * in its published `files`), so the path resolves the same from the TypeScript sources, from
 * compiled JavaScript one folder down, from `folio dev` and from the build threads.
 */
export function readSiteAsset(name: string): string {
  let text = cache.get(name);
  if (text === undefined) {
    text = readFileSync(new URL(name, ASSETS), 'utf8');
    cache.set(name, text);
  }
  return text;
}

/**
 * One served file made of a main asset and every part in a sub-folder (`css/*.css`, `js/*.js`),
 * parts in name order after the main file. Parts keep each concern in a file of its own (code
 * blocks, the page frame, settings such as the navbar) while readers still download one file.
 */
export function readSiteAssetBundle(main: string, partsFolder: string, extension: string): string {
  const key = `${main}+${partsFolder}/*${extension}`;
  let text = cache.get(key);
  if (text === undefined) {
    const parts = listFolder(new URL(`${partsFolder}/`, ASSETS))
      .filter((name) => name.endsWith(extension))
      .sort();
    text = [
      readSiteAsset(main),
      ...parts.map((name) => `/* ${partsFolder}/${name} */\n${readSiteAsset(`${partsFolder}/${name}`)}`),
    ].join('\n');
    cache.set(key, text);
  }
  return text;
}

/** The names in a folder; none when it does not exist (git keeps no empty folder). */
function listFolder(folder: URL): string[] {
  try {
    return readdirSync(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
