import { readFile } from 'node:fs/promises';

/** The CLI's version, from its package.json. */
export async function readVersion(): Promise<string> {
  const manifest = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}
