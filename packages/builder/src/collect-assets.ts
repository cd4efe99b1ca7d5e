import type { SiteFile } from '@folio/site';
import type { RepoReader } from './repo-reader.ts';
import { mapWithConcurrency } from './map-with-concurrency.ts';

/** Static files of a repository that a site serves as they are, by extension → content type. */
const ASSET_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  pdf: 'application/pdf',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
  json: 'application/json',
  yaml: 'application/yaml',
  yml: 'application/yaml',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  zip: 'application/zip',
};

/** Files never published even when their type is: configuration and editor state. */
const PRIVATE = [
  /^docs\.json$/,
  /^mint\.json$/,
  /^\.docsignore$/,
  /^\.mintignore$/,
  /(^|\/)\.[^/]+/,
  /^package(-lock)?\.json$/,
  /^_?snippets\//,
];

/** Largest single asset published; bigger files are left out with a diagnostic by the caller. */
export const MAX_ASSET_BYTES = 25 * 1024 * 1024;

/**
 * The repository's static files (images, videos, fonts, downloadable specs) as site files served at
 * their repository path. Returns the files and the paths skipped for being too large.
 */
export async function collectAssets(
  reader: RepoReader,
  files: readonly string[],
): Promise<{ assets: SiteFile[]; tooLarge: string[] }> {
  const candidates = files.filter(isPublishedAsset);
  const tooLarge: string[] = [];
  const loaded = await mapWithConcurrency(candidates, 16, async (file): Promise<SiteFile | undefined> => {
    const body = await reader.readBytes(file);
    if (body === undefined) return undefined;
    if (body.byteLength > MAX_ASSET_BYTES) {
      tooLarge.push(file);
      return undefined;
    }
    return { path: file, urlPath: `/${file}`, contentType: assetTypeOf(file) as string, body };
  });
  return { assets: loaded.filter((file): file is SiteFile => file !== undefined), tooLarge };
}

/**
 * Whether the site publishes a repository file as a static file at `/<file>`: its type is one
 * sites serve and it is no configuration or snippet (files over the size limit are left out too,
 * at build time).
 */
export function isPublishedAsset(file: string): boolean {
  return assetTypeOf(file) !== undefined && !PRIVATE.some((pattern) => pattern.test(file));
}

function assetTypeOf(file: string): string | undefined {
  const dot = file.lastIndexOf('.');
  return dot === -1 ? undefined : ASSET_TYPES[file.slice(dot + 1).toLowerCase()];
}
