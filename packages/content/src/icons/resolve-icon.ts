import { checkUrl } from '@folio/diagnostics';
import { closestNames } from './closest-names.ts';
import { iconNames, LIBRARY_SETS, readIconSource, SAFE_ICON_NAME, type IconSet } from './icon-files.ts';
import { ICON_LIBRARY_NAMES, type IconLibraryName, type IconRequest } from './icon-request.ts';
import { parseIconSvg, type IconShape } from './parse-icon-svg.ts';
import { PRO_ICON_ALIASES } from './pro-icon-aliases.ts';

/** What an icon request turned out to be. */
export type IconResolution =
  | {
      kind: 'svg';
      library: IconLibraryName;
      set: IconSet;
      name: string;
      shape: IconShape;
      /** The name asked for, when it is not in the library and a close free icon is drawn instead. */
      substituteFor?: string;
    }
  | { kind: 'image'; src: string }
  | { kind: 'refused'; reason: string; hint: string }
  | { kind: 'unknown'; library: IconLibraryName; name: string; suggestions: string[] };

/** The default library of a site: docs.json `icons.library`, else Font Awesome. */
export const DEFAULT_ICON_LIBRARY: IconLibraryName = 'fontawesome';

/**
 * Resolves an icon to an SVG of its library, an image, or a reason it cannot be drawn. The
 * library is the icon's own `library`, else `defaultLibrary`. Font Awesome styles: `regular` and
 * `brands` are free sets; the paid ones (`light`, `thin`, `duotone`, `sharp-*`) fall back to
 * solid; a name solid lacks is looked up in brands (`github`). Tabler's `filled`/`solid` style
 * takes the filled set. A name the library lacks is drawn from another free library that has it,
 * else from `PRO_ICON_ALIASES` (Font Awesome Pro names), marked `substituteFor`. An http(s) URL or a path (`/images/x.svg`) is an image, through the URL
 * policy. The name only reaches the file system once it matches `SAFE_ICON_NAME` and the
 * library's own listing.
 */
export function resolveIcon(
  request: IconRequest,
  defaultLibrary: IconLibraryName = DEFAULT_ICON_LIBRARY,
): IconResolution {
  const raw = request.name.trim();
  if (isImageIcon(raw)) {
    const verdict = checkUrl(rootRelative(raw), 'resource');
    return verdict.allowed
      ? { kind: 'image', src: verdict.url }
      : { kind: 'refused', reason: verdict.reason, hint: verdict.hint };
  }
  const library = (ICON_LIBRARY_NAMES as readonly string[]).includes(request.library ?? '')
    ? (request.library as IconLibraryName)
    : defaultLibrary;
  // Font Awesome class names as some sites write them (`fa-rocket`).
  const name = raw.toLowerCase().replace(/^fa-/, '');
  if (SAFE_ICON_NAME.test(name)) {
    const found = drawIcon(library, name, request.style);
    if (found !== undefined) return found;
    // Not in the library: often a Font Awesome Pro name (`rocket-launch`, `sparkles`), which Folio
    // cannot ship. The same name in another free library, else the alias table's close icon.
    for (const other of ICON_LIBRARY_NAMES) {
      const substitute = other === library ? undefined : drawIcon(other, name, request.style);
      if (substitute !== undefined) return { ...substitute, substituteFor: raw };
    }
    const alias = Object.hasOwn(PRO_ICON_ALIASES, name) ? PRO_ICON_ALIASES[name] : undefined;
    const aliased = alias === undefined ? undefined : drawIcon(alias.library, alias.name, request.style);
    if (aliased !== undefined) return { ...aliased, substituteFor: raw };
  }
  const all = new Set(LIBRARY_SETS[library].flatMap((set) => [...iconNames(set)]));
  return { kind: 'unknown', library, name: raw, suggestions: closestNames(name, all) };
}

/** An icon value that names an image rather than a library icon. */
export function isImageIcon(name: string): boolean {
  // Library names never hold a `/`: `images/logo`, `./icons/a.svg` are repository paths, and
  // an image keeps a query string (`logo.svg?v=2`).
  return (
    /^[a-z][a-z0-9+.-]*:/i.test(name) ||
    name.includes('/') ||
    /\.(svg|png|jpe?g|gif|webp|ico|avif)(?:[?#].*)?$/i.test(name)
  );
}

/**
 * `images/logo.svg` and `./images/logo.svg` name a repository file from the root, as docs.json
 * icons do (they belong to no page): written as is, the browser would look for it beside each
 * page that shows it, and miss it on every nested page.
 */
function rootRelative(name: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(name) || name.startsWith('/') || name.startsWith('../')) return name;
  return `/${name.replace(/^(?:\.\/)+/, '')}`;
}

function drawIcon(
  library: IconLibraryName,
  name: string,
  style: string | undefined,
): (IconResolution & { kind: 'svg' }) | undefined {
  for (const set of candidateSets(library, style)) {
    const source = readIconSource(set, name);
    const shape = source === undefined ? undefined : parseIconSvg(source);
    if (shape !== undefined) return { kind: 'svg', library, set, name, shape };
  }
  return undefined;
}

function candidateSets(library: IconLibraryName, style: string | undefined): IconSet[] {
  if (library === 'lucide') return ['lucide'];
  if (library === 'tabler')
    return style === 'filled' || style === 'solid'
      ? ['tabler/filled', 'tabler/outline']
      : ['tabler/outline', 'tabler/filled'];
  if (style === 'brands') return ['fontawesome/brands', 'fontawesome/solid'];
  if (style === 'regular') return ['fontawesome/regular', 'fontawesome/solid', 'fontawesome/brands'];
  // solid, and the paid styles (light, thin, duotone, sharp-*) the free package does not ship.
  return ['fontawesome/solid', 'fontawesome/brands'];
}
