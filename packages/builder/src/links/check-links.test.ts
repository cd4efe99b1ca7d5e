// The link graph on a site that plants each kind of broken link and each kind of valid link that
// is easy to get wrong. The exact list of link diagnostics is asserted, by `folio check`'s pass
// and by the build's: every broken link is found, with its place, what is missing and the closest
// target, and no valid one is reported.
import { formatDiagnostic, type Diagnostic } from '@folio/diagnostics';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../build-site.ts';
import { checkSite } from '../check-site.ts';
import { createMemoryReader } from '../repo-reader.ts';

const FRONT = (title: string) => `---\ntitle: ${title}\ndescription: D\n---\n\n`;

const OPENAPI = JSON.stringify({
  openapi: '3.0.3',
  info: { title: 'Pets', version: '1' },
  paths: { '/pets': { get: { tags: ['pets'], summary: 'List pets', responses: { '200': { description: 'OK' } } } } },
});

/** A site with one of every kind of link; `checks` is docs.json's `checks` setting. */
function site(checks?: Record<string, unknown>): Record<string, string> {
  const docs = {
    name: 'T',
    theme: 'mint',
    colors: { primary: '#000000' },
    logo: { light: '/images/logo.png', dark: '/images/logo-dark.png' },
    ...(checks === undefined ? {} : { checks }),
    navbar: {
      links: [
        { label: 'Setup', href: 'guides/setup' },
        { label: 'Typo', href: '/guides/stup' },
      ],
      primary: { type: 'button', label: 'Go', href: 'https://example.com/start' },
    },
    footer: { links: [{ header: 'More', items: [{ label: 'Old', href: '/old-setup' }] }] },
    banner: { content: 'Read [the setup](/guides/setup) or [this](/guides/gone).' },
    navigation: {
      languages: [
        {
          language: 'en',
          tabs: [
            {
              tab: 'Guides',
              groups: [
                {
                  group: 'Guides',
                  pages: ['index', 'guides/setup', 'guides/advanced', 'guides/nested/deep', 'start/moved'],
                },
              ],
            },
            { tab: 'API', groups: [{ group: 'API', openapi: 'openapi.json' }] },
            { tab: 'Blog', href: '/blgo' },
          ],
        },
        { language: 'fr', groups: [{ group: 'Guides', pages: ['fr/index', 'fr/guides/setup'] }] },
      ],
    },
    redirects: [
      { source: '/old-setup', destination: '/guides/setup' },
      { source: '/docs/:slug*', destination: '/:slug*' },
      { source: '/loop-a', destination: '/loop-b' },
      { source: '/loop-b', destination: '/loop-a' },
      { source: '/chain', destination: '/old-setup' },
      { source: '/gone', destination: '/guides/setpu' },
    ],
  };
  return {
    'docs.json': JSON.stringify(docs, null, 2),
    'openapi.json': OPENAPI,
    'images/logo.png': 'png',
    'index.mdx': `${FRONT('Home')}## Links

[setup](/guides/setup) and [slashed](/guides/setup/) and [index](/index) and [html](/guides/setup.html).

[missing page](/guides/missing) and [api page](/api-reference/pets/list-pets) and [api twin](/guides/setup.md).

[redirect source](/old-setup) and [redirect anchor](/old-setup#install-the-cli) and [pattern](/docs/guides/advanced).

[mail](mailto:team@example.com) and [web](https://example.com/page#x) and [phone](tel:+15550100).

[other language](/fr/guides/setup) and [moved page](/guides/moved) and [page file](/guides/advanced.mdx).

![logo](/images/logo.png)

![missing image](/images/missing.png)

<Card title="Broken card" href="/guides/nope">Card</Card>

<CardGroup cols={2}>
  <Card title="Good card" href="/guides/advanced">Card</Card>
</CardGroup>
`,
    'guides/setup.mdx': `${FRONT('Setup')}## Install the CLI

## What's new? (v2.0)

## Step

## Step

## Custom heading {#my-id}

<a id="raw-anchor" />

[sibling](./advanced) and [sibling bare](advanced) and [child](nested/deep) and [up](../index).

[typo sibling](./advnced) and [punctuation](#whats-new-v20) and [duplicate](#step-1) and [custom](#my-id).

[raw](#raw-anchor) and [bad anchor](#instal-the-cli) and [elsewhere](/guides/advanced#missing-section).
`,
    'guides/advanced.mdx': `${FRONT('Advanced')}## Options

<Snippet file="links.mdx" />
`,
    '_snippets/links.mdx': '[snippet ok](/guides/setup#install-the-cli) and [snippet broken](/snippet-missing).\n',
    'guides/nested/deep.mdx': `${FRONT('Deep')}[up two](../../guides/setup#install-the-cli) and [up one](../advanced#options).\n`,
    'start/moved.mdx': `${FRONT('Moved')}Moved here.\n`,
    'fr/index.mdx': `${FRONT('Accueil')}[anglais](/guides/setup) and [setup](/fr/guides/setup) and [missing](/guides/only-en).\n`,
    'fr/guides/setup.mdx': `${FRONT('Installer')}## Installer\n`,
    'fr/guides/only-en.mdx': `${FRONT('Seulement')}Texte.\n`,
  };
}

const offline = async (url: string): Promise<string> => {
  throw new Error(`offline: ${url}`);
};

const linkLines = (diagnostics: readonly Diagnostic[]) =>
  diagnostics.filter((d) => d.code.startsWith('LINK_')).map((d) => formatDiagnostic(d));

const PAGE_FIX =
  'point the link at an existing page, or add a `redirects` entry from the old path; `folio check --fix` rewrites a link whose page moved';
const ANCHOR_FIX = 'use the id the heading has, or give the heading that id with `{#id}`';
const FILE_FIX = 'fix the path, or add the file to the repository';

/** Every planted broken link, as `folio check` prints it (sorted by file, line and column). */
const EXPECTED = [
  `_snippets/links.mdx:1:49: warning link "/snippet-missing" goes to /snippet-missing, which is no page of the site (LINK_PAGE_NOT_FOUND)\n  hint: ${PAGE_FIX}`,
  `docs.json:9:13 logo.dark: warning image "/images/logo-dark.png" goes to /images/logo-dark.png, which is no file the site publishes (LINK_FILE_NOT_FOUND)\n  hint: Did you mean "/images/logo.png"? If not, ${FILE_FIX}.`,
  `docs.json:19:17 navbar.links[1].href: warning link "/guides/stup" goes to /guides/stup, which is no page of the site (LINK_PAGE_NOT_FOUND)\n  hint: Did you mean "/guides/setup"? If not, ${PAGE_FIX}.`,
  `docs.json:42:16 banner.content: warning link "/guides/gone" goes to /guides/gone, which is no page of the site (LINK_PAGE_NOT_FOUND)\n  hint: ${PAGE_FIX}`,
  `docs.json:75:21 navigation.languages[0].tabs[2].href: warning link "/blgo" goes to /blgo, which is no page of the site (LINK_PAGE_NOT_FOUND)\n  hint: ${PAGE_FIX}`,
  'docs.json:104:22 redirects[2].destination: warning redirect "/loop-a" → "/loop-b" never reaches a page: the redirects go round in a loop (/loop-a → /loop-b → /loop-a) (LINK_REDIRECT_LOOP)\n  hint: point one redirect of the loop at a page instead of at another redirect',
  'docs.json:108:22 redirects[3].destination: warning redirect "/loop-b" → "/loop-a" never reaches a page: the redirects go round in a loop (/loop-b → /loop-a → /loop-b) (LINK_REDIRECT_LOOP)\n  hint: point one redirect of the loop at a page instead of at another redirect',
  'docs.json:112:22 redirects[4].destination: warning redirect "/chain" → "/old-setup" is followed by another redirect before the page: /chain → /old-setup → /guides/setup (LINK_REDIRECT_CHAIN)\n  hint: Point the destination at "/guides/setup" directly.',
  'docs.json:116:22 redirects[5].destination: warning redirect "/gone" → "/guides/setpu" goes to /guides/setpu, which is no page of the site (LINK_REDIRECT_TARGET_NOT_FOUND)\n  hint: Did you mean "/guides/setup"? If not, point the destination at an existing page.',
  `fr/index.mdx:6:60: warning link "/guides/only-en" goes to /guides/only-en, which is no page of the site (LINK_PAGE_NOT_FOUND)\n  hint: Did you mean "/fr/guides/only-en"? If not, ${PAGE_FIX}.`,
  `guides/setup.mdx:20:1: warning link "./advnced" (relative to /guides/setup) goes to /guides/advnced, which is no page of the site (LINK_PAGE_NOT_FOUND)\n  hint: Did you mean "/guides/advanced"? If not, ${PAGE_FIX}.`,
  `guides/setup.mdx:22:24: warning link "#instal-the-cli" goes to this page, which has no heading or element with the id "instal-the-cli" (LINK_ANCHOR_NOT_FOUND)\n  hint: Did you mean "#install-the-cli"? If not, ${ANCHOR_FIX}.`,
  `guides/setup.mdx:22:58: warning link "/guides/advanced#missing-section" goes to the page /guides/advanced, which has no heading or element with the id "missing-section" (LINK_ANCHOR_NOT_FOUND)\n  hint: ${ANCHOR_FIX}`,
  `index.mdx:10:1: warning link "/guides/missing" goes to /guides/missing, which is no page of the site (LINK_PAGE_NOT_FOUND)\n  hint: ${PAGE_FIX}`,
  `index.mdx:16:40: warning link "/guides/moved" goes to /guides/moved, which is no page of the site (LINK_PAGE_NOT_FOUND)\n  hint: Did you mean "/start/moved"? If not, ${PAGE_FIX}.`,
  `index.mdx:16:72: warning link "/guides/advanced.mdx" goes to /guides/advanced.mdx, which is no page of the site (LINK_PAGE_NOT_FOUND)\n  hint: Did you mean "/guides/advanced"? If not, ${PAGE_FIX}.`,
  `index.mdx:20:1: warning image "/images/missing.png" goes to /images/missing.png, which is no file the site publishes (LINK_FILE_NOT_FOUND)\n  hint: ${FILE_FIX}`,
  `index.mdx:22:1: warning link "/guides/nope" goes to /guides/nope, which is no page of the site (LINK_PAGE_NOT_FOUND)\n  hint: ${PAGE_FIX}`,
];

describe('the link graph', () => {
  it('finds every planted broken link with its place, what is missing and the closest target, and no valid one', async () => {
    const checked = await checkSite(createMemoryReader(site()), { fetchUrl: offline, renderPool: false });
    expect(linkLines(checked.diagnostics)).toEqual(EXPECTED);
    expect(checked.links.broken.map((link) => [link.file, link.line, link.url, link.suggestion])).toContainEqual([
      'index.mdx',
      16,
      '/guides/moved',
      { url: '/start/moved', unambiguous: true },
    ]);
    // Links to other sites are kept for `folio check --external`.
    expect(checked.links.external.map((link) => link.url)).toEqual([
      'https://example.com/page#x',
      'https://example.com/start',
    ]);
  });

  it('reports the same links from the pages a build renders', async () => {
    const built = await buildSite(createMemoryReader(site()), {
      fetchUrl: offline,
      renderPool: false,
      manifest: false,
    });
    expect(linkLines(built.diagnostics)).toEqual(EXPECTED);
  });

  it('raises every link diagnostic to an error when docs.json sets checks.links to "error"', async () => {
    const checked = await checkSite(createMemoryReader(site({ links: 'error' })), {
      fetchUrl: offline,
      renderPool: false,
    });
    const links = checked.diagnostics.filter((d) => d.code.startsWith('LINK_'));
    expect(links).toHaveLength(EXPECTED.length);
    expect(new Set(links.map((d) => d.severity))).toEqual(new Set(['error']));
  });

  it('resolves relative links from the slashed URL readers are at when seo.trailingSlash is on', async () => {
    const files = {
      'docs.json': JSON.stringify({
        name: 'T',
        theme: 'mint',
        colors: { primary: '#000000' },
        seo: { trailingSlash: true },
        navigation: { pages: ['guides/setup', 'guides/advanced', 'guides/setup/child'] },
      }),
      // At /guides/setup/, `./child` is /guides/setup/child and `./advanced` is /guides/setup/advanced.
      'guides/setup.mdx': `${FRONT('Setup')}[child](./child) and [up](../advanced) and [sibling](./advanced) and [slashed](/guides/advanced/).\n`,
      'guides/advanced.mdx': `${FRONT('Advanced')}Text.\n`,
      'guides/setup/child.mdx': `${FRONT('Child')}Text.\n`,
    };
    const checked = await checkSite(createMemoryReader(files), { fetchUrl: offline, renderPool: false });
    expect(linkLines(checked.diagnostics)).toEqual([
      `guides/setup.mdx:6:44: warning link "./advanced" (relative to /guides/setup/) goes to /guides/setup/advanced, which is no page of the site (LINK_PAGE_NOT_FOUND)\n  hint: Did you mean "/guides/advanced"? If not, ${PAGE_FIX}.`,
    ]);
  });
});
