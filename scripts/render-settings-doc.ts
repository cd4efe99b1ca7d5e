import { DOCS_SETTINGS, type DocsSetting } from '@folio/docs-config';

/**
 * Renders docs/configuration.md from the settings table (`DOCS_SETTINGS` in packages/docs-config),
 * so the documented settings, their types, defaults and effects are those the validator knows
 * (test/configuration-doc.test.ts keeps them in step; `npm run docs:settings` rewrites the file).
 */
export function renderSettingsDoc(): string {
  const lines = [
    '---',
    'title: "Every docs.json setting"',
    'description: "Each setting of docs.json with its type, default, what it does in a Folio site and an example."',
    '---',
    '',
    "This page lists every setting of `docs.json`: the keys of the format's published schema, each",
    'with its type, its default, what it does in a Folio site, and an example. Folio validates each',
    'one with its JSON path (`folio check` prints `docs.json:12:5 seo.indexing: …`); a key that is',
    'not listed here is unknown and reported with `CONFIG_UNKNOWN_KEY`.',
    '',
    "A setting marked **Folio only** is not part of the format's published schema: Folio reads it, and",
    'a repository that the reference implementation also builds may have to leave it out.',
    '',
    'A setting marked **not honoured** is accepted but has no effect yet;',
    '`folio check` notes each one a repository sets with the info `CONFIG_SETTING_IGNORED`, so',
    'nothing is dropped in silence. `navigation` has its own rules: see [the docs.json reference](/reference/docs-json).',
    '',
    'In the paths, `*` stands for any key of a map and `[]` for any item of a list.',
    '',
    'This file is generated from the code: run `npm run docs:settings` after changing the table.',
    '',
  ];
  const sections = new Map<string, DocsSetting[]>();
  for (const row of DOCS_SETTINGS) {
    const top = row.path.split(/[.[]/)[0]!;
    sections.set(top, [...(sections.get(top) ?? []), row]);
  }
  for (const [top, rows] of sections) {
    const head = rows[0]!;
    lines.push(`## \`${top}\``, '', prose(head.effect), '');
    if (head.example !== undefined) lines.push('```json', `"${top}": ${head.example}`, '```', '');
    lines.push('| setting and type | default | in Folio |', '|---|---|---|');
    for (const row of rows) {
      const status = `${row.folioOnly === true ? '**Folio only**: ' : ''}${row.honouredBy === undefined ? '**not honoured**: ' : ''}`;
      const example = row.example === undefined || row === head ? '' : `<br />Example: ${code(row.example)}`;
      lines.push(
        `| ${code(row.path)}<br />${code(row.type)} | ${row.default === undefined ? '—' : prose(row.default)} | ${status}${prose(row.effect)}${example} |`,
      );
    }
    lines.push('');
  }
  lines.push(
    '## Page front matter',
    '',
    'Each page can set these at its top, between `---` lines. `title` and `description` win over',
    'anything docs.json gives the page.',
    '',
    '| key and type | in Folio |',
    '|---|---|',
    ...FRONT_MATTER.map(
      ([key, type, effect, example]) =>
        `| ${code(key)}<br />${code(type)} | ${prose(effect)}<br />Example: ${code(example)} |`,
    ),
    '',
  );
  return lines.join('\n');
}

/** The front matter keys Folio reads: key, type, effect, example. */
const FRONT_MATTER: ReadonlyArray<readonly [string, string, string, string]> = [
  ['title', 'string', 'The page title: heading, `<title>`, navigation, search.', 'title: "Install the CLI"'],
  [
    'description',
    'string',
    'Under the title, in `<meta name="description">`, `og:description` and llms.txt.',
    'description: "Put Acme on your machine."',
  ],
  ['sidebarTitle', 'string', 'A shorter title in the sidebar only.', 'sidebarTitle: "Install"'],
  ['icon', 'string | { name, style?, library? }', 'An icon before the sidebar entry.', 'icon: "download"'],
  ['tag', 'string', 'A badge after the sidebar entry.', 'tag: "NEW"'],
  [
    'mode',
    '"default" | "wide" | "center" | "custom" | "frame"',
    'The page frame: no table of contents (`wide`, `frame`), no sidebar either (`center`, `custom`).',
    'mode: "wide"',
  ],
  [
    'hidden',
    'boolean',
    '`true`: reachable by its URL, but in no navigation, search or (with `seo.indexing: "navigable"`) sitemap, and `noindex`.',
    'hidden: true',
  ],
  ['noindex', 'boolean', '`true`: `<meta name="robots" content="noindex">` and out of sitemap.xml.', 'noindex: true'],
  ['keywords', 'string[] | string', '`<meta name="keywords">`.', 'keywords: ["auth", "tokens"]'],
  [
    'og:*, twitter:*, article:*',
    'string',
    'That meta tag in the head, over docs.json `seo` (`og:image` also becomes `twitter:image`).',
    'og:image: "https://acme.com/og/install.png"',
  ],
  [
    'url',
    'string (URL)',
    'The sidebar entry links to this address (opened in a new tab) instead of the page.',
    'url: "https://status.acme.com"',
  ],
  [
    'api',
    'string',
    'An endpoint described in MDX: `"METHOD path-or-URL"` shows the method and URL (a path joined to `api.mdx.server`); no playground.',
    'api: "POST /users"',
  ],
  [
    'openapi',
    'string',
    'The OpenAPI operation the page documents: `"GET /pets"` or `"<spec> GET /pets"` (SPEC.md).',
    'openapi: "GET /pets"',
  ],
  [
    'rss',
    'boolean',
    "`true`: the page's `Update` entries are published as `<page>/rss.xml`, linked from its head.",
    'rss: true',
  ],
];

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

/**
 * Prose for a table cell of a page read as MDX: outside code spans, `{` and `<` would start an
 * expression or an element, so they are escaped.
 */
function prose(text: string): string {
  return cell(text)
    .split(/(`[^`]*`)/)
    .map((part) => (part.startsWith('`') ? part : part.replace(/\{/g, '\\{').replace(/</g, '&lt;')))
    .join('');
}

/** A code span for a table cell. */
function code(text: string): string {
  return `\`${cell(text)}\``;
}
