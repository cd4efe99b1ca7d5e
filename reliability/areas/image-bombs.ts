// Hostile repositories, issue 29: pictures whose pixels cost far more than their bytes, drawn
// into Open Graph thumbnails. Each case goes through the real worker (clone, build thread, upload):
// the build must succeed in one attempt with the diagnostic naming the picture, every page must be
// published with a card that the edge serves, and the hostile-repositories harness then checks the
// worker process is alive and builds the next good commit.
import { blankPng } from '../../packages/builder/src/thumbnails/testing/blank-png.ts';
import type { EndedBuild, HostileRepoCase, PublishedSite } from '../lib/hostile-repo-case.ts';

const PAGES = ['index', 'guide', 'reference'];
const docsJson = (extra: Record<string, unknown>) =>
  JSON.stringify({
    $schema: 'https://mintlify.com/docs.json',
    theme: 'mint',
    name: 'Bombs',
    colors: { primary: '#0E7C66' },
    navigation: { groups: [{ group: 'Docs', pages: PAGES }] },
    ...extra,
  });
const pages = Object.fromEntries(
  PAGES.map((name) => [
    `${name}.mdx`,
    `---\ntitle: ${name}\ndescription: The ${name} page.\n---\n\nText of ${name}.\n`,
  ]),
);
/** 287 bytes of SVG that need a 20000×20000 pattern tile (1.6 GB) to draw at the card's size. */
const PATTERN_BOMB =
  '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><defs><pattern id="p" width="100" height="100" patternUnits="userSpaceOnUse" patternTransform="scale(200)"><circle cx="50" cy="50" r="40" fill="red"/></pattern></defs><rect width="1200" height="630" fill="url(#p)"/></svg>';

/** The build succeeded with `code` on each of `files` (and not as an error that blocked it). */
const succeededWith = (code: string, files: string[]) => (build: EndedBuild) => {
  if (build.status !== 'succeeded') return `expected a published build, got ${build.status}: ${build.error_message}`;
  const missing = files.filter((file) => !build.diagnostics.some((d) => d.code === code && d.file === file));
  return missing.length === 0
    ? null
    : `no ${code} on ${missing.join(', ')} among ${build.diagnostics.map((d) => `${d.code} ${d.file ?? '-'}`).join('; ')}`;
};

/** One attempt, and every page served by the edge with an og:image the edge serves as a PNG. */
async function everyCardServed(published: PublishedSite): Promise<string | null> {
  const problems: string[] = [];
  if (published.attempts.length !== 1 || !/^report succeeded /.test(published.attempts[0] ?? ''))
    problems.push(`attempts: ${published.attempts.join(', ') || 'none reported'}`);
  for (const name of PAGES) {
    const path = name === 'index' ? '/' : `/${name}`;
    const page = await published.get(path);
    const image = /<meta property="og:image" content="([^"]*)">/.exec(page.body.toString())?.[1];
    if (page.status !== 200 || image === undefined) {
      problems.push(`GET ${path}: HTTP ${page.status}${image === undefined ? ' without og:image' : ''}`);
      continue;
    }
    const card = await published.get(new URL(image, 'http://site.invalid').pathname);
    if (card.status !== 200 || card.headers['content-type'] !== 'image/png' || card.body.readUInt32BE(16) !== 1200)
      problems.push(`GET ${image}: HTTP ${card.status} ${card.headers['content-type']}, not a 1200-pixel-wide PNG`);
  }
  return problems.length === 0 ? null : problems.join('; ');
}

/** The image-bomb cases of the hostile-repositories area. */
export function imageBombCases(): HostileRepoCase[] {
  return [
    {
      name: 'image bomb: a 125 KB PNG of 32000×32000 pixels as thumbnail background and logo (issue 29)',
      files: async () => {
        const bomb = await blankPng(32_000, 32_000);
        return {
          'docs.json': docsJson({ logo: '/logo/bomb.png', thumbnails: { background: '/images/bomb.png' } }),
          ...pages,
          'images/bomb.png': bomb,
          'logo/bomb.png': bomb,
        };
      },
      verdict: succeededWith('BUILD_IMAGE_TOO_LARGE', ['images/bomb.png', 'logo/bomb.png']),
      inspect: everyCardServed,
    },
    {
      name: 'image bomb: an SVG background that needs 1.6 GB to draw (issue 29)',
      files: () => ({
        'docs.json': docsJson({ thumbnails: { background: '/images/pattern.svg' } }),
        ...pages,
        'images/pattern.svg': PATTERN_BOMB,
      }),
      verdict: succeededWith('BUILD_THUMBNAIL_FAILED', ['images/pattern.svg']),
      inspect: everyCardServed,
    },
  ];
}
