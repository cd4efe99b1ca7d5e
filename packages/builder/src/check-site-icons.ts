import { createDiagnostic, formatJsonPath, type Diagnostic, type PathSegment } from '@folio/diagnostics';
import { docsConfigCodes, type DocsConfig, type DocsConfigCode, type LocateValue } from '@folio/docs-config';
import type { SitePage } from '@folio/navigation';
import { contentCodes, type ContentCode } from '@folio/content/codes';
import {
  describeIconProblem,
  pickIconLibrary,
  resolveIcon,
  type IconLibraryName,
  type IconProblem,
  type IconRequest,
} from '@folio/content/icons';

/** What `checkSiteIcons` reads: the analysis's config, its positions and the navigation's pages. */
export interface SiteIconsInput {
  config: DocsConfig;
  locate: LocateValue;
  pages: readonly SitePage[];
  /** 1-based line of each front matter key, by page file. */
  frontMatterLines: (file: string) => Record<string, number> | undefined;
  /** The page file's text, to point at the value on the `icon:` line. */
  sourceOf: (file: string) => string | undefined;
}

// The parts of docs.json that draw icons: navigation (every element, with per-language and
// per-version navbar and footer), navbar links, footer and the page menu's custom options.
const ICON_ROOTS = ['navigation', 'navbar', 'footer', 'contextual'] as const;

const CONFIG_CODES: Record<IconProblem['kind'], DocsConfigCode> = {
  unknown: 'CONFIG_ICON_UNKNOWN',
  substituted: 'CONFIG_ICON_SUBSTITUTED',
  refused: 'CONFIG_URL_REFUSED',
};
const PAGE_CODES: Record<IconProblem['kind'], ContentCode> = {
  unknown: 'CONTENT_ICON_UNKNOWN',
  substituted: 'CONTENT_ICON_SUBSTITUTED',
  refused: 'CONTENT_URL_REFUSED',
};

/**
 * Resolves every icon the site's frame draws — each `icon` of docs.json's navigation, navbar,
 * footer and page menu, and the front matter `icon` of every page in the navigation (its sidebar
 * link) — with the resolver and library page content uses, and reports what is not drawn as
 * written: an unknown name with the library's closest names (`CONFIG_ICON_UNKNOWN`,
 * `CONTENT_ICON_UNKNOWN`), a close free icon drawn for a Pro name (`*_ICON_SUBSTITUTED`), an
 * image URL the policy refuses (`*_URL_REFUSED`). docs.json problems sit at the icon's JSON path
 * and position, front matter ones on the page's `icon:` line. Values that are not an icon
 * (empty, wrong type) are docs-config's to report and are passed over here.
 */
export function checkSiteIcons(input: SiteIconsInput): Diagnostic[] {
  const library = pickIconLibrary(siteIconsSetting(input.config.raw));
  const check = memoisedCheck(library);
  const diagnostics: Diagnostic[] = [];

  for (const root of ICON_ROOTS) {
    for (const { path, request } of findIcons(input.config.raw[root], [root])) {
      const problem = check(request);
      if (problem === undefined) continue;
      const position = input.locate(path);
      diagnostics.push(
        createDiagnostic(docsConfigCodes, CONFIG_CODES[problem.kind], {
          message: problem.message,
          file: position?.file ?? 'docs.json',
          path: formatJsonPath(path),
          line: position?.line,
          column: position?.column,
          hint: problem.hint,
        }),
      );
    }
  }

  const seen = new Set<string>();
  for (const page of input.pages) {
    const icon = page.frame?.icon;
    if (icon === undefined || page.file === undefined || page.hidden === true || seen.has(page.file)) continue;
    seen.add(page.file);
    const request = typeof icon === 'string' ? { name: icon } : icon;
    const problem = check(request);
    if (problem === undefined) continue;
    const line = input.frontMatterLines(page.file)?.icon;
    diagnostics.push(
      createDiagnostic(contentCodes, PAGE_CODES[problem.kind], {
        message: `front matter: ${problem.message}`,
        file: page.file,
        path: 'icon',
        line: line ?? 1,
        column: line === undefined ? 1 : valueColumn(input.sourceOf(page.file), line),
        hint: problem.hint,
      }),
    );
  }
  return diagnostics;
}

function siteIconsSetting(raw: Record<string, unknown>): unknown {
  const icons = raw.icons;
  return typeof icons === 'object' && icons !== null ? (icons as Record<string, unknown>).library : undefined;
}

/** Every `icon` value under `value` that names an icon (a non-empty string, or an object with a `name`). */
function* findIcons(value: unknown, path: PathSegment[]): Generator<{ path: PathSegment[]; request: IconRequest }> {
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) yield* findIcons(value[index], [...path, index]);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  for (const [key, child] of Object.entries(value)) {
    if (key !== 'icon') yield* findIcons(child, [...path, key]);
    else {
      const request = iconRequestOf(child);
      if (request !== undefined) yield { path: [...path, key], request };
    }
  }
}

function iconRequestOf(value: unknown): IconRequest | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : { name: value };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { name, style, library } = value as Record<string, unknown>;
  if (typeof name !== 'string' || name.trim() === '') return undefined;
  return { name, ...(typeof style === 'string' ? { style } : {}), ...(typeof library === 'string' ? { library } : {}) };
}

/** One resolution per distinct icon: real sites repeat a handful of names across many elements. */
function memoisedCheck(library: IconLibraryName): (request: IconRequest) => IconProblem | undefined {
  const cache = new Map<string, IconProblem | undefined>();
  return (request) => {
    const key = JSON.stringify([request.name, request.style ?? '', request.library ?? '']);
    if (cache.has(key)) return cache.get(key);
    // As the site draws it: a bare file name (`logo.svg`) is served from the repository's root.
    const name = request.name.trim();
    const drawn =
      /^[a-z][a-z0-9+.-]*:/i.test(name) || name.startsWith('/') || !/\.(svg|png|jpe?g|gif|webp|ico)$/i.test(name)
        ? request
        : { ...request, name: `/${name}` };
    const problem = describeIconProblem(request, resolveIcon(drawn, library), library);
    cache.set(key, problem);
    return problem;
  };
}

/** 1-based column of the value on a front matter `icon:` line (the key's column when the value is on the lines below). */
function valueColumn(source: string | undefined, line: number): number {
  const text = (source?.replace(/^\uFEFF/, '').split('\n')[line - 1] ?? '').replace(/\r$/, '');
  const match = /^(\s*)icon\s*:(\s*)(.*)$/.exec(text);
  if (match === null) return 1;
  return match[3]!.trim() === '' ? match[1]!.length + 1 : text.length - match[3]!.length + 1;
}
