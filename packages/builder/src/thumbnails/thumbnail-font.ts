import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DocsConfig } from '@folio/docs-config';
import { readFontMetrics, type FontMetrics } from './font-metrics.ts';
import type { RepoReader } from '../repo-reader.ts';

/** The font thumbnails are drawn with: files for resvg, metrics for wrapping, a cache key. */
export interface ThumbnailFont {
  family: string;
  /** Font files resvg loads (it takes paths, not bytes); never system fonts. */
  files: string[];
  regular: FontMetrics;
  bold: FontMetrics;
  /** Changes whenever the font's files do: part of every thumbnail's cache key. */
  key: string;
}

/** Why `thumbnails.fonts.family` was not used (the thumbnails are drawn in Inter instead). */
export interface FontFallback {
  family: string;
  reason: string;
}

let inter: ThumbnailFont | undefined;

/** Inter Regular and SemiBold, shipped with Folio (`@expo-google-fonts/inter`). */
export function interFont(): ThumbnailFont {
  if (inter !== undefined) return inter;
  const require = createRequire(import.meta.url);
  const regularFile = require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf');
  const boldFile = require.resolve('@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf');
  const regular = readFontMetrics(readFileSync(regularFile));
  const bold = readFontMetrics(readFileSync(boldFile));
  if (regular === undefined || bold === undefined)
    throw new Error('the Inter font files shipped with Folio cannot be read');
  inter = { family: regular.family, files: [regularFile, boldFile], regular, bold, key: 'inter-4.0-400-600' };
  return inter;
}

/**
 * The font of `thumbnails.fonts.family`: Inter (shipped), or a repository TrueType/OpenType file,
 * named directly (`/fonts/Brand.ttf`) or through a docs.json `fonts` entry of that family whose
 * `source` is one. Anything else (a Google Fonts name Folio does not ship, a remote or WOFF file)
 * falls back to Inter with the reason: Folio never loads the machine's fonts, so a thumbnail
 * looks the same wherever it is built.
 */
export async function resolveThumbnailFont(
  config: DocsConfig,
  reader: RepoReader,
): Promise<{ font: ThumbnailFont; fallback?: FontFallback }> {
  const family = config.thumbnails?.fonts?.family?.trim();
  const shipped = interFont();
  if (family === undefined || family === '' || family.toLowerCase() === 'inter') return { font: shipped };
  const source = /\.(?:ttf|otf)$/i.test(family) ? family : sourceOfFamily(config, family);
  if (source === undefined) {
    return {
      font: shipped,
      fallback: {
        family,
        reason:
          'Folio ships only Inter for thumbnails, and docs.json `fonts` gives no .ttf or .otf file of this family',
      },
    };
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(source))
    return {
      font: shipped,
      fallback: { family, reason: `its file ${source} is not in the repository (Folio does not download fonts)` },
    };
  const path = source.replace(/^\/+/, '');
  const bytes = await reader.readBytes(path);
  const metrics = bytes === undefined ? undefined : readFontMetrics(bytes);
  if (bytes === undefined || metrics === undefined)
    return {
      font: shipped,
      fallback: {
        family,
        reason: `"${path}" ${bytes === undefined ? 'is not in the repository' : 'is not a TrueType or OpenType font'}`,
      },
    };
  const hash = createHash('sha256').update(bytes).digest('hex');
  return {
    font: {
      family: metrics.family,
      files: [await writeFontFile(hash, path, bytes)],
      regular: metrics,
      bold: metrics,
      key: `file-${hash}`,
    },
  };
}

/** The `source` of the docs.json `fonts` entry (site, heading or body) of `family`, when a .ttf/.otf. */
function sourceOfFamily(config: DocsConfig, family: string): string | undefined {
  const fonts = config.fonts;
  const entries = [fonts?.heading, fonts?.all, fonts?.body];
  const match = entries.find(
    (entry) =>
      entry?.family.toLowerCase() === family.toLowerCase() &&
      entry.source !== undefined &&
      /\.(?:ttf|otf)(?:[?#].*)?$/i.test(entry.source),
  );
  return match?.source;
}

/** resvg reads fonts from files: a repository font is written once per content to the temp folder. */
async function writeFontFile(hash: string, path: string, bytes: Uint8Array): Promise<string> {
  const folder = join(tmpdir(), 'folio-thumbnail-fonts');
  await mkdir(folder, { recursive: true });
  const file = join(folder, `${hash}${path.slice(path.lastIndexOf('.')).toLowerCase()}`);
  // Written aside and renamed: a build reading the file never sees it half written.
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  await writeFile(partial, bytes);
  await rename(partial, file);
  return file;
}
