import { createDiagnostic, formatJsonPath, type Diagnostic, type Severity } from '@folio/diagnostics';
import type { LinkReference, PageLinks } from '@folio/content/check';
import type { DocsConfig, LocateValue } from '@folio/docs-config';
import type { SitePage } from '@folio/navigation';
import type { LoadedSpec } from '@folio/openapi';
import { unloadedApiFolders } from './unloaded-api-folders.ts';
import { collectConfigLinks } from './collect-config-links.ts';
import { checkRedirects } from './check-redirects.ts';
import { linkCodes, type LinkCode } from './link-codes.ts';
import { createSuggester, judgeLink } from './judge-link.ts';
import { collectSiteTargets, pageLocation } from './site-targets.ts';

/** What the link graph is checked from: the analysis, and what this pass read of each page. */
export interface LinkCheckInput {
  config: DocsConfig;
  locate: LocateValue;
  /** Every page the site publishes (MDX, generated API and AsyncAPI pages, hidden ones). */
  pages: readonly SitePage[];
  /** Repository files (not ignored), for the static files the site publishes. */
  files: readonly string[];
  /**
   * The URLs and ids of each MDX page read in this pass, by page path. A page missing here was
   * not read (deferred by `folio dev`): its links are not checked, nor anchors into it.
   */
  pageLinks: ReadonlyMap<string, PageLinks>;
  /** Front matter of each page file, for `rss: true` feeds. */
  frontMatterOf: (file: string) => Readonly<Record<string, unknown>> | undefined;
  /** The OpenAPI documents, to know which folders of generated pages are unknown (a document did not load). */
  specs: readonly LoadedSpec[];
}

/** A link that leads nowhere, as `folio check --fix` and `folio rename` need it. */
export interface BrokenLink {
  code: LinkCode;
  /** The file it is written in (a page, a snippet, `docs.json` or a `$ref`'d file). */
  file: string;
  line?: number;
  column?: number;
  /** The JSON path, when it is written in docs.json. */
  path?: string;
  /** Source offsets of the link (or of its component), when known. */
  span?: [number, number];
  /** The URL as the page or docs.json holds it. */
  url: string;
  /** The URL to write instead, when a close target exists. */
  suggestion?: { url: string; unambiguous: boolean };
}

/** A link to another site, where it is written (for `folio check --external`). */
export interface ExternalLink {
  url: string;
  file: string;
  line?: number;
  column?: number;
  path?: string;
}

/** The link graph's verdict on the site. */
export interface LinkReport {
  diagnostics: Diagnostic[];
  broken: BrokenLink[];
  external: ExternalLink[];
  /** How many links, images and redirects were checked. */
  checked: number;
}

/**
 * Checks every link of the site against everything it publishes (see `SiteTargets`): the links,
 * images and component hrefs of every page read in this pass (snippets included, relative ones
 * resolved against the page's URL as a browser does), the links and images of docs.json, and its
 * redirects (each destination exists, no loops, no chains). A redirect source is a valid target,
 * followed to its page for the anchor. Each broken one is a `LINK_*` diagnostic (warnings unless
 * docs.json `checks.links` is `"error"`) with the closest existing page, file or heading.
 */
export function checkLinks(input: LinkCheckInput): LinkReport {
  const { config } = input;
  const trailingSlash = config.seo?.trailingSlash === true;
  const ids = new Map<string, readonly string[]>();
  for (const [path, links] of input.pageLinks) ids.set(path, links.ids);
  const feeds = new Set<string>();
  for (const page of input.pages) {
    const rss = page.file === undefined ? undefined : input.frontMatterOf(page.file)?.rss;
    if (rss === true || rss === 'true') feeds.add(page.path);
  }
  const targets = collectSiteTargets({
    pages: input.pages,
    files: input.files,
    redirects: config.redirects,
    trailingSlash,
    ids,
    feeds,
    unknownFolders: unloadedApiFolders(config.raw, input.specs),
  });
  const severity: Severity = config.checks?.links ?? 'warning';
  const report: LinkReport = { diagnostics: [], broken: [], external: [], checked: 0 };
  const reported = new Set<string>();
  const suggester = createSuggester(targets);
  const add = (broken: BrokenLink, message: string) => {
    const key = `${broken.code}|${broken.file}|${broken.path}|${broken.line}|${broken.column}|${message}`;
    if (reported.has(key)) return;
    reported.add(key);
    report.broken.push(broken);
    report.diagnostics.push(
      createDiagnostic(linkCodes, broken.code, {
        message,
        severity,
        file: broken.file,
        ...(broken.path === undefined ? {} : { path: broken.path }),
        ...(broken.line === undefined ? {} : { line: broken.line }),
        ...(broken.column === undefined ? {} : { column: broken.column }),
        ...(broken.suggestion === undefined
          ? {}
          : { hint: hintFor(broken.suggestion.url, broken.code), suggestion: broken.suggestion.url }),
      }),
    );
  };

  for (const page of input.pages) {
    const links = input.pageLinks.get(page.path);
    if (links === undefined || page.file === undefined) continue;
    const location = pageLocation(page.path, trailingSlash);
    for (const reference of links.references) {
      report.checked++;
      const found = judgeLink(reference.url, reference.use, location, page.path, targets, suggester);
      if (found === undefined) continue;
      if (found.kind === 'external') {
        report.external.push({ url: found.url, file: reference.file, line: reference.line, column: reference.column });
        continue;
      }
      const context = contextOf(reference, page.file, location);
      add(
        {
          code: found.code,
          file: reference.file,
          line: reference.line,
          column: reference.column,
          ...(reference.span === undefined ? {} : { span: reference.span }),
          url: reference.url,
          ...(found.suggestion === undefined ? {} : { suggestion: found.suggestion }),
        },
        `${describeReference(reference)} ${JSON.stringify(display(reference.url))}${context} ${found.problem}`,
      );
    }
  }

  for (const link of collectConfigLinks(config.raw)) {
    report.checked++;
    const position = input.locate(link.path);
    const where = {
      file: position?.file ?? 'docs.json',
      path: formatJsonPath(link.path),
      ...(position === undefined ? {} : { line: position.line, column: position.column }),
    };
    // Frame links are written from the site root (`guides/setup` is `/guides/setup`), on every page.
    const url = /^[a-z][a-z0-9+.-]*:|^[/#]/i.test(link.url) ? link.url : `/${link.url}`;
    if (url.startsWith('#')) continue;
    const found = judgeLink(url, link.use, '/', undefined, targets, suggester);
    if (found === undefined) continue;
    if (found.kind === 'external') {
      report.external.push({ url: found.url, ...where });
      continue;
    }
    add(
      {
        code: found.code,
        ...where,
        url: link.url,
        ...(found.suggestion === undefined ? {} : { suggestion: found.suggestion }),
      },
      `${link.use === 'resource' ? 'image' : 'link'} ${JSON.stringify(link.url)} ${found.problem}`,
    );
  }

  for (const problem of checkRedirects(targets, suggester.path, config.raw.redirects)) {
    report.checked++;
    const position = input.locate(problem.path);
    const broken: BrokenLink = {
      code: problem.code,
      file: position?.file ?? 'docs.json',
      path: formatJsonPath(problem.path),
      ...(position === undefined ? {} : { line: position.line, column: position.column }),
      url: problem.destination,
      ...(problem.suggestion === undefined ? {} : { suggestion: problem.suggestion }),
    };
    add(broken, problem.message);
  }
  return report;
}

/** The hint of a broken link with a close target: that target first, then the code's own fix. */
function hintFor(url: string, code: LinkCode): string {
  if (code === 'LINK_REDIRECT_CHAIN') return `Point the destination at ${JSON.stringify(url)} directly.`;
  return `Did you mean ${JSON.stringify(url)}? If not, ${linkCodes[code].fix}.`;
}

/** What the reference is to a reader: a link, an image, a video… */
function describeReference(reference: LinkReference): string {
  if (reference.use === 'link') return 'link';
  if (reference.element === 'img' || reference.attribute === 'srcset') return 'image';
  if (reference.element === 'video' || reference.attribute === 'poster') return 'video';
  if (reference.element === 'iframe') return 'frame';
  return reference.element === 'audio' ? 'audio' : 'file';
}

/**
 * How a relative URL was read, when that is not obvious from the URL: the page URL it resolved
 * against, and the page that includes the snippet it is written in.
 */
function contextOf(reference: LinkReference, pageFile: string, location: string): string {
  const isRelative = !/^[a-z][a-z0-9+.-]*:|^\//i.test(reference.url) && !reference.url.startsWith('#');
  const inSnippet = reference.file !== pageFile;
  if (!isRelative && !(inSnippet && reference.url.startsWith('#'))) return '';
  return ` (relative to ${location}${inSnippet ? `, where ${pageFile} includes it` : ''})`;
}

/** The URL with its percent escapes decoded, as an author wrote it (`/guides/caf%C3%A9` → `/guides/café`). */
function display(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}
