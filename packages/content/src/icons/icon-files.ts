import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IconLibraryName } from './icon-request.ts';

/** One directory of SVG files of a library (`fontawesome/solid`, `tabler/outline`). */
export type IconSet =
  | 'fontawesome/solid'
  | 'fontawesome/regular'
  | 'fontawesome/brands'
  | 'lucide'
  | 'tabler/outline'
  | 'tabler/filled';

/** A name that can be a file name in an icon set: nothing else ever reaches the file system. */
export const SAFE_ICON_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const SET_DIRECTORIES: Record<IconSet, readonly [string, string]> = {
  'fontawesome/solid': ['@fortawesome/fontawesome-free', 'svgs/solid'],
  'fontawesome/regular': ['@fortawesome/fontawesome-free', 'svgs/regular'],
  'fontawesome/brands': ['@fortawesome/fontawesome-free', 'svgs/brands'],
  lucide: ['lucide-static', 'icons'],
  'tabler/outline': ['@tabler/icons', 'icons/outline'],
  'tabler/filled': ['@tabler/icons', 'icons/filled'],
};

/** The sets a library's names are suggested from, main set first. */
export const LIBRARY_SETS: Record<IconLibraryName, readonly IconSet[]> = {
  fontawesome: ['fontawesome/solid', 'fontawesome/brands', 'fontawesome/regular'],
  lucide: ['lucide'],
  tabler: ['tabler/outline', 'tabler/filled'],
};

// Per process: a build reads each icon once however many pages use it.
const names = new Map<IconSet, ReadonlySet<string>>();
const sources = new Map<string, string>();

const packageDirectories = new Map<string, string>();

function setDirectory(set: IconSet): string {
  const [pkg, sub] = SET_DIRECTORIES[set];
  return join(packageDirectory(pkg), sub);
}

/**
 * The installed package's directory, found the way Node looks for packages (each `node_modules`
 * up from here): the icon packages do not all export their `package.json` to `require.resolve`.
 */
function packageDirectory(pkg: string): string {
  let found = packageDirectories.get(pkg);
  if (found !== undefined) return found;
  for (let directory = dirname(fileURLToPath(import.meta.url)); ; directory = dirname(directory)) {
    const candidate = join(directory, 'node_modules', pkg);
    if (existsSync(join(candidate, 'package.json'))) {
      found = candidate;
      break;
    }
    if (dirname(directory) === directory) throw new Error(`the icon package ${pkg} is not installed`);
  }
  packageDirectories.set(pkg, found);
  return found;
}

/** Every icon name of a set (file names without `.svg`), read once per process. */
export function iconNames(set: IconSet): ReadonlySet<string> {
  let result = names.get(set);
  if (result === undefined) {
    const directory = setDirectory(set);
    result = new Set(
      existsSync(directory)
        ? readdirSync(directory)
            .filter((file) => file.endsWith('.svg'))
            .map((file) => file.slice(0, -4))
        : [],
    );
    names.set(set, result);
  }
  return result;
}

/**
 * The SVG source of `name` in `set`, or undefined when the set has no such icon. The name is
 * checked against `SAFE_ICON_NAME` and the set's own listing before any path is built from it.
 */
export function readIconSource(set: IconSet, name: string): string | undefined {
  if (!SAFE_ICON_NAME.test(name) || !iconNames(set).has(name)) return undefined;
  const key = `${set}/${name}`;
  let source = sources.get(key);
  if (source === undefined) {
    source = readFileSync(join(setDirectory(set), `${name}.svg`), 'utf8');
    sources.set(key, source);
  }
  return source;
}
