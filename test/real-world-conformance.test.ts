import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeRepository, createDirectoryReader } from '@folio/builder';
import { SHARED_FIXTURES } from './shared-fixtures.ts';

// COMPAT.md "Reference output for the public fixtures": Folio's navigation must list the same pages
// in the same order as the reference implementation, except where SPEC.md is deliberately
// stricter. Each fixture names its allowed differences and every diagnostic Folio prints for it,
// with the reason it is a real problem of that repository.
const FIXTURES = SHARED_FIXTURES;

interface Expectation {
  /** Diagnostics Folio reports, as `CODE path`, each with why it is a real problem. */
  diagnostics: Array<{ code: string; path: string; why: string }>;
  /**
   * For a repository the reference cannot resolve offline (its `navigation` is null: it stops at a
   * remote OpenAPI document it cannot fetch), the navigation Folio must resolve instead: the
   * repository's docs.json navigation as written, with each stated difference applied.
   */
  withoutReference?: {
    why: string;
    differences: Array<{ path: string; why: string; apply: (navigation: NavigationTree) => void }>;
  };
  /**
   * Every page of the site, listed or not. The repositories' own README.md, AGENTS.md, CLAUDE.md
   * (and LICENSE/CHANGELOG/CONTRIBUTING .md) are not pages, as in the reference (COMPAT.md).
   */
  pages: number;
}

const EXPECTATIONS: Record<string, Expectation> = {
  CleoNHSPS__docs: {
    pages: 17,
    diagnostics: [
      {
        code: 'CONFIG_NAV_MULTIPLE_PRIMARY',
        path: 'navigation.dropdowns',
        why: 'navigation root has both `tabs` and `dropdowns` (SPEC root rule 1: exactly one pattern); like the reference, `tabs` is kept and the dropdowns (and their remote OpenAPI URL) are ignored',
      },
      substitutedIcon(
        'CONFIG_ICON_SUBSTITUTED',
        'navigation.global.anchors[0].icon',
        'book-open-cover',
        "Font Awesome's free `book-open`",
      ),
      substitutedIcon(
        'CONTENT_ICON_SUBSTITUTED',
        'icon',
        'text-size',
        "Tabler's `text-size` (essentials/markdown.mdx front matter)",
      ),
    ],
  },
  coinbase__x402: {
    pages: 20,
    diagnostics: [
      substitutedIcon(
        'CONFIG_ICON_SUBSTITUTED',
        'navigation.global.anchors[3].icon',
        'triangle',
        "Lucide's `triangle`",
      ),
      ...['thumbsRating', 'suggestEdit'].map((key) => ({
        code: 'CONFIG_UNKNOWN_KEY',
        path: `feedback.${key}`,
        why: "mint.json's name inside docs.json `feedback` (docs.json says `thumbs`, `edits`): a warning naming the rename",
      })),
    ],
  },
  Chainlit__docs: { pages: 124, diagnostics: [] },
  hoppscotch__docs: { pages: 104, diagnostics: [] },
  mintlify__starter: {
    pages: 13,
    diagnostics: [
      substitutedIcon(
        'CONFIG_ICON_SUBSTITUTED',
        'navigation.global.anchors[0].icon',
        'book-open-cover',
        "Font Awesome's free `book-open`",
      ),
      substitutedIcon(
        'CONTENT_ICON_SUBSTITUTED',
        'icon',
        'text-size',
        "Tabler's `text-size` (essentials/markdown.mdx front matter)",
      ),
    ],
  },
  ollama__ollama: {
    pages: 71,
    diagnostics: ['1', '2', '3'].map((i) => ({
      code: 'CONFIG_TOP_LEVEL_EXPANDED',
      path: `navigation.tabs[1].groups[${i}].expanded`,
      why: 'SPEC Group behaviour 3: `expanded` applies only to nested groups; these are top-level groups, always expanded',
    })),
  },
  'lmnr-ai__docs': {
    pages: 129,
    diagnostics: [
      {
        code: 'CONFIG_ICON_SUBSTITUTED',
        path: 'navigation.global.anchors[0].icon',
        why: "the site draws icons from Lucide (`icons.library`), which has no brand marks such as `discord`; Font Awesome's brand `discord` is drawn in its place, and the note says so (info: the site builds the same)",
      },
    ],
  },
  'unkeyed__unkey-product': {
    pages: 284,
    withoutReference: {
      why: 'the reference loses the whole navigation offline because the "Endpoints" group names a remote OpenAPI URL (reference status "error: fetch failed"); Folio builds everything else and reports only that document',
      differences: [
        {
          path: 'navigation.tabs[1].groups[1].pages',
          why: 'the group generates its pages from https://spec.speakeasy.com/…; offline that document cannot be downloaded (NAV_OPENAPI_INVALID below), so the group is resolved with no pages',
          apply: (navigation) => {
            at(navigation, ['tabs', 1, 'groups', 1]).pages = [];
          },
        },
      ],
    },
    diagnostics: [
      {
        code: 'CONFIG_FONT_NOT_LOADED',
        path: 'fonts.family',
        why: '"Geist" has no `source`: Folio never loads a font from a font service by family name (the CSP does not allow it and the service would learn of every reader), so readers see Geist only where it is installed',
      },
      ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 11].flatMap((i) => [
        {
          code: 'CONFIG_TOP_LEVEL_EXPANDED',
          path: `navigation.tabs[0].groups[${i}].expanded`,
          why: 'SPEC Group behaviour 3: `expanded` applies only to nested groups; these are top-level groups, always expanded',
        },
        ...(i === 1
          ? [
              substitutedIcon(
                'CONFIG_ICON_SUBSTITUTED',
                'navigation.tabs[0].groups[1].icon',
                'grid-2',
                "Font Awesome's free `table-cells-large`",
              ),
            ]
          : []),
      ]),
      {
        code: 'NAV_OPENAPI_INVALID',
        path: 'navigation.tabs[1].groups[1].openapi',
        why: 'the remote OpenAPI document is not fetched in this offline test (SPEC.md Errors: "API pages do not render" when the document cannot be read); reported once, at its docs.json line',
      },
    ],
  },
  openlit__openlit: {
    pages: 234,
    diagnostics: [
      ...['thumbsRating', 'suggestEdit'].map((key) => ({
        code: 'CONFIG_UNKNOWN_KEY',
        path: `feedback.${key}`,
        why: "mint.json's name inside docs.json `feedback` (docs.json says `thumbs`, `edits`): a warning naming the rename",
      })),
      substitutedIcon(
        'CONFIG_ICON_SUBSTITUTED',
        'navigation.tabs[0].groups[1].pages[0].icon',
        'wave-pulse',
        "Lucide's `activity`",
      ),
      substitutedIcon(
        'CONFIG_ICON_SUBSTITUTED',
        'navigation.tabs[0].groups[1].pages[4].icon',
        'circle-dollar',
        "Lucide's `circle-dollar-sign`",
      ),
      // The repository has no OpenAPI document at all: three api-keys pages name one operation each.
      ...['create', 'delete', 'get'].map(() => ({
        code: 'NAV_OPENAPI_METADATA_UNMATCHED',
        path: 'openapi',
        why: 'the page gives `openapi: "<METHOD> /api/keys"` front matter, but no OpenAPI document exists to match it (SPEC.md Errors: "A page with `openapi` metadata shows nothing")',
      })),
      substitutedIcon(
        'CONTENT_ICON_SUBSTITUTED',
        'icon',
        'shield-check',
        "Lucide's `shield-check` (latest/openlit/oauth.mdx front matter)",
      ),
    ],
  },
};

/**
 * A note (info) for an icon the repository names that Folio's free icon libraries lack under that
 * name — a Font Awesome Pro icon, which no site but the vendor's may ship — drawn as a close free
 * icon instead (CONFIG_ICON_SUBSTITUTED in docs.json, CONTENT_ICON_SUBSTITUTED in front matter).
 */
function substitutedIcon(
  code: 'CONFIG_ICON_SUBSTITUTED' | 'CONTENT_ICON_SUBSTITUTED',
  path: string,
  name: string,
  drawn: string,
): { code: string; path: string; why: string } {
  return {
    code,
    path,
    why: `"${name}" is not a free Font Awesome icon (Pro); ${drawn} is drawn in its place, and the note says so (info: the site builds the same)`,
  };
}

const offline = async (url: string): Promise<string> => {
  throw new Error(`offline test: ${url} is not fetched`);
};

describe('real-world repositories build unchanged (COMPAT.md)', () => {
  for (const [name, expected] of Object.entries(EXPECTATIONS)) {
    it(`${name}: same navigation as the reference, and only real problems reported`, async () => {
      const analysis = await analyzeRepository(createDirectoryReader(join(FIXTURES, 'real-world', name)), {
        fetchUrl: offline,
      });

      expect(analysis.navigation).toEqual(await expectedNavigation(name, expected));
      expect(analysis.diagnostics.map((d) => `${d.code} ${d.path}`)).toEqual(
        expected.diagnostics.map((d) => `${d.code} ${d.path}`),
      );
      expect(analysis.diagnostics.every((d) => d.file !== undefined && d.line !== undefined)).toBe(true);
      expect(analysis.pages).toHaveLength(expected.pages);
    });
  }

  it('lists every navigation page of each fixture in the reference order in `pages`', async () => {
    for (const [name, expected] of Object.entries(EXPECTATIONS)) {
      const analysis = await analyzeRepository(createDirectoryReader(join(FIXTURES, 'real-world', name)), {
        fetchUrl: offline,
      });
      const inNavigation = analysis.pages.filter((p) => !p.hidden).map((p) => p.path);
      expect(inNavigation, name).toEqual(uniquePagePaths(await expectedNavigation(name, expected)));
    }
  });
});

type NavigationTree = Record<string, unknown>;

/**
 * The navigation the reference resolves for a fixture; where it resolves none offline, the
 * repository's docs.json navigation as written with the expectation's stated differences.
 */
async function expectedNavigation(name: string, expected: Expectation): Promise<unknown> {
  const reference = JSON.parse(await readFile(join(FIXTURES, 'real-world-reference', `${name}.json`), 'utf8')) as {
    navigation: unknown;
  };
  if (expected.withoutReference === undefined) return reference.navigation;
  expect(reference.navigation, `${name}: the reference resolves a navigation now; compare with it`).toBeNull();
  const written = JSON.parse(await readFile(join(FIXTURES, 'real-world', name, 'docs.json'), 'utf8')) as {
    navigation: NavigationTree;
  };
  for (const difference of expected.withoutReference.differences) difference.apply(written.navigation);
  return written.navigation;
}

/** The object at `path` inside a navigation tree; throws when the fixture no longer has it. */
function at(tree: NavigationTree, path: Array<string | number>): NavigationTree {
  let node: unknown = tree;
  for (const segment of path) node = (node as Record<string | number, unknown> | undefined)?.[segment];
  if (node === null || typeof node !== 'object') throw new Error(`no navigation element at ${path.join('.')}`);
  return node as NavigationTree;
}

/** Page paths of a navigation tree in document order, each once. */
function uniquePagePaths(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) {
    node.forEach((child) => {
      uniquePagePaths(child, out);
    });
  } else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'pages' && Array.isArray(value)) {
        for (const entry of value) {
          if (typeof entry === 'string') {
            if (!out.includes(entry)) out.push(entry);
          } else uniquePagePaths(entry, out);
        }
      } else if (key !== 'global' && typeof value === 'object') uniquePagePaths(value, out);
    }
  }
  return out;
}
