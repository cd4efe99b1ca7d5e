import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { createDiagnostic, type Diagnostic } from '@folio/diagnostics';
import type { DocsConfig, Navigation } from '@folio/docs-config';
import type { SitePage } from '@folio/navigation';
import type { PageContent, SiteFile } from '@folio/site';
import { builderCodes } from '../codes.ts';
import { internalErrorDiagnostic } from '../internal-error-diagnostic.ts';
import { mapWithConcurrency } from '../map-with-concurrency.ts';
import type { RepoReader } from '../repo-reader.ts';
import { apiPageCard } from './api-page-card.ts';
import type { ThumbnailCard } from './compose-thumbnail-svg.ts';
import { hasOwnImage } from './has-own-image.ts';
import { pageSections } from './page-sections.ts';
import { rasterizeThumbnail } from './rasterize-thumbnail.ts';
import { readImageAsDataUrl } from './read-image-as-data-url.ts';
import type { ThumbnailCache } from './thumbnail-cache.ts';
import { ThumbnailThreads } from './thumbnail-threads.ts';
import { resolveThumbnailFont } from './thumbnail-font.ts';

/** Bumped whenever the card's design changes, so cached and published images are redrawn. */
const DESIGN_VERSION = 2;
/** Where generated thumbnails are published: `/_og/<hash>.png`. */
export const THUMBNAIL_FOLDER = '_og';
/** From this many cards to draw, starting threads (~0.1 s) costs less than drawing here. */
const THREADS_THRESHOLD = 32;

/** Input of `planThumbnails`. */
export interface ThumbnailInput {
  config: DocsConfig;
  navigation: Navigation;
  pages: readonly SitePage[];
  /** Each MDX page's content; a page that gets a thumbnail has its `thumbnail` URL set here. */
  content: Map<string, PageContent>;
  reader: RepoReader;
  cache: ThumbnailCache;
  /** False: no page gets a thumbnail (`thumbnails.background`, when set, is their image). */
  enabled?: boolean;
  /**
   * Pages laid out before they are rendered (`folio dev`'s first layout): they get their card
   * once rendered, so a large site is served at once.
   */
  skip?: ReadonlySet<string>;
}

/** The thumbnails of a build: already named on the pages, drawn by `render`. */
export interface ThumbnailPlan {
  diagnostics: Diagnostic[];
  /**
   * The card URL of each generated API page (OpenAPI operation, AsyncAPI channel), by page path:
   * those have no MDX content to carry it (`renderSite`'s `thumbnails`).
   */
  pages: Map<string, string>;
  /**
   * Draws the images the cache does not hold (off the main thread) and returns every one as a
   * site file. Never rejects: a card that cannot be drawn is left out and reported.
   */
  render(): Promise<{ files: SiteFile[]; diagnostics: Diagnostic[] }>;
}

/**
 * docs.json `thumbnails`: gives every MDX page and generated API page (OpenAPI operation, AsyncAPI
 * channel: with its request line or address) without an `og:image` of its own (front matter or
 * `seo.metatags`/`seo.paths`) a generated Open Graph card, named by the hash of everything drawn
 * on it (so it is known before it is drawn, and identical cards are one file). The pages' content
 * gets the URL at once; `render()` then draws the cards the cache lacks in parallel, which the
 * caller overlaps with laying the site out.
 */
export async function planThumbnails(input: ThumbnailInput): Promise<ThumbnailPlan> {
  const { config, reader, cache } = input;
  const diagnostics: Diagnostic[] = [];
  if (input.enabled === false) return { diagnostics, pages: new Map(), render: async () => ({ files: [], diagnostics: [] }) };
  const { font, fallback } = await resolveThumbnailFont(config, reader);
  if (fallback !== undefined) {
    diagnostics.push(createDiagnostic(builderCodes, 'BUILD_THUMBNAIL_FONT_FALLBACK', { message: `thumbnails.fonts.family "${fallback.family}" is not used: ${fallback.reason}; thumbnails are drawn in Inter`, file: 'docs.json', path: 'thumbnails.fonts.family' }));
  }
  const appearance = config.thumbnails?.appearance ?? 'light';
  const background = await readBackground(config, reader, diagnostics);
  const logo = await readLogo(config, appearance, reader);
  // As the site does: `colors.light` is the accent on dark backgrounds.
  const accent = (appearance === 'dark' ? config.colors.light : undefined) ?? config.colors.primary;
  const sections = pageSections(input.navigation);
  const shared = { siteName: config.name, appearance, accent, background: background?.hash, logo: logo?.hash, font: font.key, design: DESIGN_VERSION };

  const cards = new Map<string, ThumbnailCard>();
  const pages = new Map<string, string>();
  for (const page of input.pages) {
    const content = input.content.get(page.path);
    if (input.skip?.has(page.path) === true || hasOwnImage(config, page.path, content?.meta)) continue;
    // Generated API pages have no content: their operation or channel says what the card shows.
    const api = content === undefined && page.source !== 'mdx' ? apiPageCard(page) : undefined;
    if (content === undefined && api === undefined) continue;
    const eyebrow = sections.get(page.path);
    const title = api?.title ?? content?.title ?? page.title ?? titleFromPath(page.path);
    const description = api === undefined ? content?.description : api.description;
    const card: ThumbnailCard = {
      siteName: config.name,
      title,
      appearance,
      accent,
      font: { family: font.family, regular: font.regular, bold: font.bold },
      ...(eyebrow === undefined ? {} : { eyebrow }),
      ...(api === undefined ? {} : { endpoint: api.endpoint }),
      ...(description === undefined ? {} : { description }),
      ...(logo === undefined ? {} : { logo: logo.url }),
      ...(background === undefined ? {} : { background: background.url }),
    };
    const key = createHash('sha256').update(JSON.stringify({ ...shared, title, eyebrow, endpoint: card.endpoint, description })).digest('hex').slice(0, 32);
    const url = `/${THUMBNAIL_FOLDER}/${key}.png`;
    if (content === undefined) pages.set(page.path, url);
    else content.thumbnail = url;
    cards.set(key, card);
  }
  cache.retain(new Set(cards.keys()));

  return {
    diagnostics,
    pages,
    async render() {
      cache.rendered = 0;
      cache.reused = 0;
      const problems: Diagnostic[] = [];
      const toDraw = [...cards.keys()].filter((key) => cache.get(key) === undefined).length;
      // Many cards: threads of their own draw and encode them, a card each at a time, off the
      // main thread (which lays the site out meanwhile). A few: libuv's threads draw them.
      const size = Math.min(availableParallelism(), 4);
      const threads = toDraw >= THREADS_THRESHOLD ? startThreads(size) : undefined;
      const images = await mapWithConcurrency([...cards], size * 2, async ([key, card]): Promise<SiteFile | undefined> => {
        let png = cache.get(key);
        if (png === undefined) {
          try {
            png = await rasterizeThumbnail(card, font.files, threads);
          } catch (error) {
            problems.push(internalErrorDiagnostic('BUILD_INTERNAL_FILE_ERROR', 'docs.json', `drawing the Open Graph thumbnail of "${card.title}" for`, error, { path: 'thumbnails' }));
            return undefined;
          }
          cache.set(key, png);
          cache.rendered++;
        } else {
          cache.reused++;
        }
        return { path: `${THUMBNAIL_FOLDER}/${key}.png`, urlPath: `/${THUMBNAIL_FOLDER}/${key}.png`, contentType: 'image/png', body: png };
      }).finally(() => threads?.close());
      return { files: images.filter((image) => image !== undefined), diagnostics: problems };
    },
  };
}

/** Threads to draw on, or none when they cannot start (the cards are then drawn on libuv's threads). */
function startThreads(size: number): ThumbnailThreads | undefined {
  try {
    return new ThumbnailThreads(size);
  } catch {
    return undefined;
  }
}

/** `thumbnails.background` from the repository; a remote URL is not downloaded (reported). */
async function readBackground(config: DocsConfig, reader: RepoReader, diagnostics: Diagnostic[]): Promise<{ url: string; hash: string } | undefined> {
  const background = config.thumbnails?.background;
  if (background === undefined) return undefined;
  const image = await readImageAsDataUrl(background, reader);
  if (image === undefined) {
    const why = /^[a-z][a-z0-9+.-]*:/i.test(background) ? 'is a remote URL, which the build does not download' : 'is not an image file of the repository';
    diagnostics.push(createDiagnostic(builderCodes, 'BUILD_THUMBNAIL_BACKGROUND_UNUSED', { message: `thumbnails.background "${background}" ${why}; generated thumbnails use the site's colours only`, file: 'docs.json', path: 'thumbnails.background' }));
  }
  return image;
}

/** The site logo for the thumbnail's appearance, when it is a repository image. */
async function readLogo(config: DocsConfig, appearance: 'light' | 'dark', reader: RepoReader): Promise<{ url: string; hash: string } | undefined> {
  const logo = config.logo;
  if (logo === undefined) return undefined;
  const path = typeof logo === 'string' ? logo : appearance === 'dark' ? (logo.dark ?? logo.light) : (logo.light ?? logo.dark);
  return path === undefined ? undefined : readImageAsDataUrl(path, reader);
}

/** A title made from a page path (`guides/rate-limits` → `Rate limits`), as the site does. */
function titleFromPath(path: string): string {
  const slug = path.split('/').pop() ?? path;
  const words = slug.replace(/[-_]+/g, ' ').trim();
  return words === '' ? path : words.charAt(0).toUpperCase() + words.slice(1);
}
