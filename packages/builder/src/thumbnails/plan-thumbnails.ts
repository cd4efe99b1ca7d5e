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
import {
  BACKGROUND_BOX,
  fittedImageSvg,
  LOGO_BOX,
  type ImageBox,
  type ThumbnailCard,
} from './compose-thumbnail-svg.ts';
import { hasOwnImage } from './has-own-image.ts';
import { MAX_IMAGE_PIXELS } from './measure-image.ts';
import { pageSections } from './page-sections.ts';
import { rasterizePlainThumbnail, rasterizeThumbnail } from './rasterize-thumbnail.ts';
import { readImageAsDataUrl, type RepositoryImage } from './read-image-as-data-url.ts';
import type { ThumbnailCache } from './thumbnail-cache.ts';
import { resolveThumbnailFont, type ThumbnailFont } from './thumbnail-font.ts';
import { imageReference, ThumbnailProcesses, type ThumbnailProcessOptions } from './thumbnail-processes.ts';

/** Bumped whenever the card's design changes, so cached and published images are redrawn. */
const DESIGN_VERSION = 2;
/** Where generated thumbnails are published: `/_og/<hash>.png`. */
const THUMBNAIL_FOLDER = '_og';
/** From this many cards to draw, more drawing processes (~0.1 s to start each) are worth it. */
const PROCESSES_THRESHOLD = 32;
/** Cards that could not be drawn are reported one by one up to this many, the rest together. */
const MAX_CARD_DIAGNOSTICS = 10;
/** The pictures cards may show, by the key the drawing processes hold them under once fitted. */
const PICTURES = {
  logo: { box: LOGO_BOX, role: 'logo', largest: '1040×96' },
  background: { box: BACKGROUND_BOX, role: 'thumbnails.background', largest: '2400×1260' },
} as const;
type Picture = keyof typeof PICTURES;

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
  /** Memory and time limits of the drawing processes (their defaults otherwise). */
  drawing?: Omit<ThumbnailProcessOptions, 'size'>;
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
   * Draws the images the cache does not hold (in drawing processes) and returns every one as a
   * site file. Never rejects: a card that cannot be drawn there is reported and published plain.
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
 *
 * Every byte of the repository that is decoded natively (the logo, the background, a font file)
 * is decoded in a drawing process (`ThumbnailProcesses`: memory cap, deadline), never in the
 * build's: a picture over the pixel budget is refused from its header first
 * (`BUILD_IMAGE_TOO_LARGE`), each picture is decoded and fitted to its place once per build, and a
 * drawing that fails is a diagnostic (`BUILD_THUMBNAIL_FAILED`), never a failed build.
 */
export async function planThumbnails(input: ThumbnailInput): Promise<ThumbnailPlan> {
  const { config, reader, cache } = input;
  const diagnostics: Diagnostic[] = [];
  if (input.enabled === false)
    return { diagnostics, pages: new Map(), render: async () => ({ files: [], diagnostics: [] }) };
  const { font, fallback } = await resolveThumbnailFont(config, reader);
  if (fallback !== undefined) {
    diagnostics.push(
      createDiagnostic(builderCodes, 'BUILD_THUMBNAIL_FONT_FALLBACK', {
        message: `thumbnails.fonts.family "${fallback.family}" is not used: ${fallback.reason}; thumbnails are drawn in Inter`,
        file: 'docs.json',
        path: 'thumbnails.fonts.family',
      }),
    );
  }
  const appearance = config.thumbnails?.appearance ?? 'light';
  const background = usable(await readBackground(config, reader, diagnostics), 'background', diagnostics);
  const logo = usable(await readLogo(config, appearance, reader), 'logo', diagnostics);
  // As the site does: `colors.light` is the accent on dark backgrounds.
  const accent = (appearance === 'dark' ? config.colors.light : undefined) ?? config.colors.primary;
  const sections = pageSections(input.navigation);
  const shared = {
    siteName: config.name,
    appearance,
    accent,
    background: background?.hash,
    logo: logo?.hash,
    font: font.key,
    design: DESIGN_VERSION,
  };

  const cards = new Map<string, ThumbnailCard>();
  /** The file of the first page showing each card, for its diagnostic. */
  const files = new Map<string, string>();
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
      ...(logo === undefined ? {} : { logo: imageReference('logo') }),
      ...(background === undefined ? {} : { background: imageReference('background') }),
    };
    const key = createHash('sha256')
      .update(JSON.stringify({ ...shared, title, eyebrow, endpoint: card.endpoint, description }))
      .digest('hex')
      .slice(0, 32);
    const url = `/${THUMBNAIL_FOLDER}/${key}.png`;
    if (content === undefined) pages.set(page.path, url);
    else content.thumbnail = url;
    cards.set(key, card);
    if (!files.has(key)) files.set(key, page.file ?? page.spec ?? 'docs.json');
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
      // Many cards: a few processes draw them, a card each at a time, while this thread lays the
      // site out. A few: one process.
      const size = toDraw >= PROCESSES_THRESHOLD ? Math.min(availableParallelism(), 4) : 1;
      const processes = toDraw === 0 ? undefined : new ThumbnailProcesses({ size, ...input.drawing });
      const failures: CardFailure[] = [];
      try {
        const pictures = { logo, background };
        const fitted = new Set<Picture>();
        if (processes !== undefined) {
          await Promise.all(
            (Object.keys(pictures) as Picture[]).map(async (name) => {
              const picture = pictures[name];
              if (picture === undefined) return;
              const failure = await fitPicture(processes, name, picture, font);
              if (failure === undefined) fitted.add(name);
              else problems.push(failure);
            }),
          );
        }
        // A card drawn without a picture that failed is published but not kept: the next build tries (and reports) again.
        const complete = (Object.keys(pictures) as Picture[]).every(
          (name) => pictures[name] === undefined || fitted.has(name),
        );
        const images = await mapWithConcurrency(
          [...cards],
          size * 2,
          async ([key, card]): Promise<SiteFile | undefined> => {
            let png = cache.get(key);
            if (png !== undefined) {
              cache.reused++;
            } else {
              const drawn = { ...card };
              if (!fitted.has('logo')) delete drawn.logo;
              if (!fitted.has('background')) delete drawn.background;
              try {
                png = await rasterizeThumbnail(drawn, font.files, processes!);
                if (complete) cache.set(key, png);
              } catch (error) {
                failures.push({ title: card.title, file: files.get(key)!, reason: (error as Error).message });
                try {
                  png = await rasterizePlainThumbnail(card);
                } catch (plainError) {
                  problems.push(
                    internalErrorDiagnostic(
                      'BUILD_INTERNAL_FILE_ERROR',
                      'docs.json',
                      `drawing the Open Graph thumbnail of "${card.title}" for`,
                      plainError,
                      { path: 'thumbnails' },
                    ),
                  );
                  return undefined;
                }
              }
              cache.rendered++;
            }
            return {
              path: `${THUMBNAIL_FOLDER}/${key}.png`,
              urlPath: `/${THUMBNAIL_FOLDER}/${key}.png`,
              contentType: 'image/png',
              body: png,
            };
          },
        );
        problems.push(...cardFailureDiagnostics(failures));
        return { files: images.filter((image) => image !== undefined), diagnostics: problems };
      } finally {
        await processes?.close();
      }
    },
  };
}

/** A card the drawing processes could not draw. */
interface CardFailure {
  title: string;
  file: string;
  reason: string;
}

/** `BUILD_IMAGE_TOO_LARGE` for a picture refused by its header; the pictures cards can show. */
function usable(
  image: RepositoryImage | undefined,
  name: Picture,
  diagnostics: Diagnostic[],
): { file: string; url: string; hash: string } | undefined {
  if (image === undefined || !('tooLarge' in image)) return image;
  const { width, height, embedded } = image.tooLarge;
  const { role, largest } = PICTURES[name];
  const megapixels = Math.round((width * height) / 1e5) / 10;
  diagnostics.push(
    createDiagnostic(builderCodes, 'BUILD_IMAGE_TOO_LARGE', {
      message: `${role} "${image.file}" ${embedded ? 'embeds a picture of' : 'is'} ${width}×${height} pixels (${megapixels.toLocaleString('en')} megapixels), over the ${MAX_IMAGE_PIXELS / 1e6}-megapixel budget of pictures drawn into thumbnails; generated thumbnails are drawn without it`,
      hint: `resize it to at most ${largest} pixels, which is all a 1200×630 thumbnail can show`,
      file: image.file,
    }),
  );
  return undefined;
}

/**
 * Decodes a picture and fits it to its place on the card, once, in a drawing process, and gives
 * the result to every drawing process; a `BUILD_THUMBNAIL_FAILED` naming the file when it fails.
 */
async function fitPicture(
  processes: ThumbnailProcesses,
  name: Picture,
  picture: { file: string; url: string },
  font: ThumbnailFont,
): Promise<Diagnostic | undefined> {
  const { box, role } = PICTURES[name] as { box: ImageBox; role: string };
  try {
    const png = await processes.draw(fittedImageSvg(picture.url, box), font.files, font.family);
    processes.setImage(name, `data:image/png;base64,${Buffer.from(png).toString('base64')}`);
    return undefined;
  } catch (error) {
    return createDiagnostic(builderCodes, 'BUILD_THUMBNAIL_FAILED', {
      message: `${role} "${picture.file}" could not be drawn into thumbnails: ${(error as Error).message}; generated thumbnails are drawn without it`,
      file: picture.file,
    });
  }
}

/** One `BUILD_THUMBNAIL_FAILED` per card that failed, on its page's file, up to a few; then one for the rest. */
function cardFailureDiagnostics(failures: CardFailure[]): Diagnostic[] {
  const sorted = [...failures].sort((a, b) => a.file.localeCompare(b.file) || a.title.localeCompare(b.title));
  const diagnostics = sorted.slice(0, MAX_CARD_DIAGNOSTICS).map((failure) =>
    createDiagnostic(builderCodes, 'BUILD_THUMBNAIL_FAILED', {
      message: `the Open Graph thumbnail of "${failure.title}" could not be drawn: ${failure.reason}; the page gets a plain one (its words in Inter, without logo or background)`,
      file: failure.file,
    }),
  );
  const rest = sorted.slice(MAX_CARD_DIAGNOSTICS);
  if (rest.length > 0) {
    const reasons = [...new Set(rest.map((failure) => failure.reason))].slice(0, 3).join('; ');
    diagnostics.push(
      createDiagnostic(builderCodes, 'BUILD_THUMBNAIL_FAILED', {
        message: `${rest.length} more Open Graph thumbnails could not be drawn (${reasons}); those pages get plain ones`,
        file: 'docs.json',
        path: 'thumbnails',
      }),
    );
  }
  return diagnostics;
}

/** `thumbnails.background` from the repository; a remote URL is not downloaded (reported). */
async function readBackground(
  config: DocsConfig,
  reader: RepoReader,
  diagnostics: Diagnostic[],
): Promise<RepositoryImage | undefined> {
  const background = config.thumbnails?.background;
  if (background === undefined) return undefined;
  const image = await readImageAsDataUrl(background, reader);
  if (image === undefined) {
    const why = /^[a-z][a-z0-9+.-]*:/i.test(background)
      ? 'is a remote URL, which the build does not download'
      : 'is not an image file of the repository';
    diagnostics.push(
      createDiagnostic(builderCodes, 'BUILD_THUMBNAIL_BACKGROUND_UNUSED', {
        message: `thumbnails.background "${background}" ${why}; generated thumbnails use the site's colours only`,
        file: 'docs.json',
        path: 'thumbnails.background',
      }),
    );
  }
  return image;
}

/** The site logo for the thumbnail's appearance, when it is a repository image. */
async function readLogo(
  config: DocsConfig,
  appearance: 'light' | 'dark',
  reader: RepoReader,
): Promise<RepositoryImage | undefined> {
  const logo = config.logo;
  if (logo === undefined) return undefined;
  const path =
    typeof logo === 'string' ? logo : appearance === 'dark' ? (logo.dark ?? logo.light) : (logo.light ?? logo.dark);
  return path === undefined ? undefined : readImageAsDataUrl(path, reader);
}

/** A title made from a page path (`guides/rate-limits` → `Rate limits`), as the site does. */
function titleFromPath(path: string): string {
  const slug = path.split('/').pop() ?? path;
  const words = slug.replace(/[-_]+/g, ' ').trim();
  return words === '' ? path : words.charAt(0).toUpperCase() + words.slice(1);
}
