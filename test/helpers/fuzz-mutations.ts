// Mutations of a docs repository's text files for the builder fuzz test: random, but from a seeded
// generator, so that a failing iteration is reproduced by its number alone.
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import type { Random } from './seeded-random.ts';

export { createRandom, type Random } from './seeded-random.ts';

/** Text that breaks parsers and renderers: escapes, markup, expressions, unicode, huge and deep values. */
const SNIPPETS = [
  '%',
  '50%',
  '%E0%A4%A',
  '%zz',
  '%00',
  '%2F..%2F',
  '/discount/50%',
  '/files/a%20b',
  '{',
  '}',
  '{expr}',
  '{...props}',
  '{props.x}',
  `\${x}`,
  '{/* c */}',
  '<Steps>',
  '</Tabs>',
  '<Card title={1}>',
  '<Tab title="a"',
  '<div>',
  '</div>',
  '<>',
  '<img src=x onerror=alert(1)>',
  "import X from './x'\n",
  "import { Y } from '/snippets/missing.mdx'\n",
  'export const a = 1\n',
  'export default function () {}\n',
  '\n---\n',
  '---\ntitle: [\n---\n',
  '\n```\n',
  '\n| a | b |\n|---|\n',
  '\u0000',
  '\u202e',
  '\ud800',
  '🦄',
  'ﬀ',
  '\u200b',
  '1e999999',
  '-0',
  '9'.repeat(400),
  'NaN',
  'null',
  '[]',
  '{}',
  '"',
  "'",
  '\\',
  '\\u',
  '~1',
  '~0',
  '#/',
  '$ref',
  '\r',
  '\t',
  '['.repeat(3000),
  '{"a":'.repeat(2000),
  '<div>'.repeat(600),
  '> '.repeat(400),
  '- '.repeat(300),
  '*'.repeat(500),
  '<Accordion>'.repeat(200),
  '{'.repeat(500),
  '$'.repeat(64),
];

/** Values a JSON node is replaced with when its type is changed. */
const VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  12345678901234567000,
  Number.MAX_SAFE_INTEGER,
  '',
  '%',
  '/discount/50%',
  'GET /files/a%20b',
  'webhook %',
  '../../../etc/passwd',
  'https://example.com/%zz',
  'javascript:alert(1)',
  '🦄'.repeat(20),
  [],
  {},
  [null],
  { '': '' },
  { $ref: '#/nope' },
  { $ref: '#/paths/~1a%' },
  { $ref: 'other.json#/x' },
  { $ref: '#' },
  ['GET /pets', { group: 'G', pages: ['x'] }],
];

/** One mutation of a text file, applied where it parses as JSON for the structural ones. */
export type Mutation = (text: string, random: Random) => string;

const flipChars: Mutation = (text, random) => {
  const chars = [...text];
  const count = 1 + random.int(8);
  for (let i = 0; i < count && chars.length > 0; i++)
    chars[random.int(chars.length)] = String.fromCodePoint(
      random.pick([0, 0x25, 0x7b, 0x7d, 0x3c, 0x22, 0x5c, 0x0a, 0xd800, 0x1f984, random.int(0x250)]),
    );
  return chars.join('');
};
const truncate: Mutation = (text, random) => text.slice(0, random.int(text.length + 1));
const insertSnippet: Mutation = (text, random) => {
  const at = random.int(text.length + 1);
  return text.slice(0, at) + random.pick(SNIPPETS) + text.slice(at);
};
const duplicateLine: Mutation = (text, random) => {
  const lines = text.split('\n');
  const at = random.int(lines.length);
  lines.splice(at, 0, lines[at] ?? '');
  return lines.join('\n');
};
const deleteLines: Mutation = (text, random) => {
  const lines = text.split('\n');
  lines.splice(random.int(lines.length), 1 + random.int(4));
  return lines.join('\n');
};
const replaceQuotedValue: Mutation = (text, random) => {
  // Front matter and YAML documents: a value after `key:` becomes something else.
  const matches = [...text.matchAll(/^(\s*[\w$.-]+:)[ \t]*(.*)$/gm)];
  const match = matches.length === 0 ? undefined : random.pick(matches);
  if (match === undefined || match.index === undefined) return insertSnippet(text, random);
  const replacement = `${match[1]} ${random.pick(['', '%', '[', '{', '"unclosed', '*alias', '&anchor x', '!!binary x', '1e999', JSON.stringify(random.pick(VALUES))])}`;
  return text.slice(0, match.index) + replacement + text.slice(match.index + match[0].length);
};

/** Structural mutations of a parsed JSON value: delete, duplicate, retype, rename, nest. */
function mutateJsonValue(root: unknown, random: Random): unknown {
  const containers: Array<{ node: Record<string, unknown> | unknown[] }> = [];
  const walk = (node: unknown, depth: number) => {
    if (depth > 40 || typeof node !== 'object' || node === null) return;
    containers.push({ node: node as Record<string, unknown> });
    for (const child of Object.values(node)) walk(child, depth + 1);
  };
  walk(root, 0);
  if (containers.length === 0) return random.pick(VALUES);
  const { node } = random.pick(containers);
  const keys = Object.keys(node);
  const key = keys.length === 0 ? undefined : random.pick(keys);
  const kind = random.int(6);
  if (Array.isArray(node)) {
    const index = key === undefined ? 0 : Number(key);
    if (kind === 0) node.splice(index, 1);
    else if (kind === 1) node.splice(index, 0, node[index]);
    else if (kind === 2) node[index] = random.pick(VALUES);
    else if (kind === 3) node.push(random.pick(SNIPPETS));
    else node[index] = nest(node[index], 50 + random.int(400));
    return root;
  }
  const record = node as Record<string, unknown>;
  if (key === undefined || kind === 3)
    record[
      random.pick([
        '%',
        'a%20b',
        '/discount/50%',
        '__proto__',
        'constructor',
        '🦄',
        '',
        'openapi',
        '$ref',
        'pages',
        'groups',
        'tabs',
      ])
    ] = random.pick(VALUES);
  else if (kind === 0) delete record[key];
  else if (kind === 1) record[`${key}${random.pick(['%', ' ', '/', '~', '{x}'])}`] = record[key];
  else if (kind === 2) record[key] = random.pick(VALUES);
  else if (kind === 4) record[key] = nest(record[key], 50 + random.int(400));
  else {
    const value = record[key];
    delete record[key];
    record[`${key}${random.pick(['%', '%25', '\u0000', 'é'])}`] = value;
  }
  return root;
}

function nest(value: unknown, depth: number): unknown {
  let out = value;
  for (let i = 0; i < depth; i++) out = i % 2 === 0 ? [out] : { pages: out, group: 'deep' };
  return out;
}

/** Tenant-written names that have broken Folio before, or could: escapes, templates, unicode. */
const AWKWARD = [
  '%',
  '50%',
  '%20',
  '%2F',
  '%E0%A4%A',
  '{id}',
  '{}',
  '{a}{b}',
  ' ',
  '//',
  '/./',
  '/..',
  '~1',
  '~0',
  '#',
  '?q=1',
  '\u0000',
  'é',
  '🦄',
  '\u202e',
  ':id',
  '*',
];

/** Mutations that know the shape: an OpenAPI path, a navigation entry, an operation's fields. */
function mutateKnownShape(root: unknown, random: Random): boolean {
  if (typeof root !== 'object' || root === null || Array.isArray(root)) return false;
  const record = root as Record<string, unknown>;
  const paths = record.paths;
  if (typeof paths === 'object' && paths !== null && !Array.isArray(paths) && Object.keys(paths).length > 0) {
    const items = paths as Record<string, unknown>;
    const key = random.pick(Object.keys(items));
    const item = items[key];
    if (random.int(2) === 0) {
      // Rename the path, keeping document order, with an awkward piece somewhere in it.
      const at = random.int(key.length + 1);
      const renamed = key.slice(0, at) + random.pick(AWKWARD) + key.slice(at);
      const entries = Object.entries(items).map(([k, v]): [string, unknown] => (k === key ? [renamed, v] : [k, v]));
      record.paths = Object.fromEntries(entries);
    } else if (typeof item === 'object' && item !== null) {
      const operations = Object.values(item as Record<string, unknown>).filter(
        (v): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v),
      );
      const operation = operations.length === 0 ? undefined : random.pick(operations);
      if (operation !== undefined)
        operation[
          random.pick([
            'summary',
            'operationId',
            'tags',
            'x-mint',
            'x-docs',
            'parameters',
            'requestBody',
            'responses',
            'security',
            'servers',
            'x-codeSamples',
          ])
        ] = random.pick(VALUES);
    }
    return true;
  }
  if ('navigation' in record) {
    const lists: unknown[][] = [];
    const walk = (node: unknown, depth: number) => {
      if (depth > 30 || typeof node !== 'object' || node === null) return;
      if (Array.isArray(node) && node.some((entry) => typeof entry === 'string')) lists.push(node);
      for (const child of Object.values(node)) walk(child, depth + 1);
    };
    walk(record.navigation, 0);
    if (lists.length === 0) return false;
    const list = random.pick(lists);
    list.splice(
      random.int(list.length + 1),
      0,
      random.pick([
        `GET /discount/50%`,
        'GET /files/a%20b',
        `${random.pick(['GET', 'get', 'POST', 'WEBHOOK'])} /${random.pick(AWKWARD)}`,
        `openapi.json GET /${random.pick(AWKWARD)}`,
        `webhook ${random.pick(AWKWARD)}`,
        random.pick(AWKWARD),
        `../${random.pick(AWKWARD)}`,
        `/${random.pick(AWKWARD)}/page`,
      ]),
    );
    return true;
  }
  return false;
}

/** Duplicates a key in JSON text (which `JSON.stringify` cannot write): the later one wins when parsed. */
const duplicateJsonKey: Mutation = (text, random) => {
  const matches = [...text.matchAll(/"([^"\\]{1,40})"\s*:\s*("[^"\\]*"|-?\d[\d.eE+-]*|true|false|null)/g)];
  if (matches.length === 0) return insertSnippet(text, random);
  const match = random.pick(matches);
  const at = (match.index ?? 0) + match[0].length;
  return `${text.slice(0, at)}, "${match[1]}": ${JSON.stringify(random.pick(VALUES))}${text.slice(at)}`;
};

const TEXT_MUTATIONS: ReadonlyArray<[string, Mutation]> = [
  ['flip', flipChars],
  ['truncate', truncate],
  ['insert', insertSnippet],
  ['insert', insertSnippet],
  ['duplicate-line', duplicateLine],
  ['delete-lines', deleteLines],
  ['replace-value', replaceQuotedValue],
];

/** Parses, changes and writes back a JSON or YAML document; a document that does not parse gets a text mutation. */
function restructure(format: 'json' | 'yaml', change: (value: unknown, random: Random) => boolean): Mutation {
  return (text, random) => {
    let value: unknown;
    try {
      value = format === 'json' ? JSON.parse(text) : parseYaml(text, { maxAliasCount: 100 });
    } catch {
      return insertSnippet(text, random);
    }
    const changed = change(value, random);
    if (!changed) return text;
    return format === 'json' ? JSON.stringify(value, null, random.int(2) === 0 ? 2 : undefined) : stringifyYaml(value);
  };
}

/** A change anywhere in the tree, in place (a document that is a bare value is left alone). */
function anywhere(value: unknown, random: Random): boolean {
  if (typeof value !== 'object' || value === null) return false;
  mutateJsonValue(value, random);
  return true;
}

const DEEP_MARKER = '\u0000deep\u0000';
/** Openers of balanced deep nesting, with their closers: objects, arrays, groups inside groups. */
const DEEP_SHAPES: ReadonlyArray<[string, string]> = [
  ['{"a":', '}'],
  ['[', ']'],
  ['{"group":"g","pages":[', ']}'],
];

/** Puts a value nested 100–4,000 levels deep (balanced, so the JSON stays valid) anywhere in a JSON document. */
const nestDeep: Mutation = (text, random) => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return insertSnippet(text, random);
  }
  const containers: Array<Record<string, unknown> | unknown[]> = [];
  const walk = (node: unknown, depth: number) => {
    if (depth > 40 || typeof node !== 'object' || node === null) return;
    containers.push(node as Record<string, unknown>);
    for (const child of Object.values(node)) walk(child, depth + 1);
  };
  walk(value, 0);
  if (containers.length === 0) return text;
  const container = random.pick(containers);
  if (Array.isArray(container)) container.splice(random.int(container.length + 1), 0, DEEP_MARKER);
  else container[random.pick([...Object.keys(container), 'deep'])] = DEEP_MARKER;
  const [open, close] = random.pick(DEEP_SHAPES);
  const depth = 100 + random.int(3900);
  // Written as text: JSON.stringify itself recurses once per level.
  return JSON.stringify(value, null, random.int(2) === 0 ? 2 : undefined).replace(
    JSON.stringify(DEEP_MARKER),
    `${open.repeat(depth)}"index"${close.repeat(depth)}`,
  );
};

/**
 * Mutates one file of a repository by its kind: docs.json and OpenAPI documents mostly by shape
 * (an OpenAPI path or navigation entry with an awkward name, a field of another type, a key
 * deleted, duplicated, renamed, nested deep), sometimes as text; pages (MDX) as text (markup,
 * expressions, imports, escapes, unicode, truncation, deep nesting); docs.json sometimes gets a
 * value nested up to thousands of levels deep. Returns the new text and a label of what was done,
 * for the failure message.
 */
export function mutateFile(name: string, text: string, random: Random): { text: string; label: string } {
  const format = name.endsWith('.json') ? 'json' : /\.ya?ml$/.test(name) ? 'yaml' : undefined;
  const roll = random.next();
  if (format !== undefined && roll < 0.45)
    return { text: restructure(format, mutateKnownShape)(text, random), label: 'shape' };
  if (format !== undefined && roll < 0.75) {
    if (format === 'json' && random.int(4) === 0)
      return { text: duplicateJsonKey(text, random), label: 'duplicate-key' };
    if (name === 'docs.json' && random.int(6) === 0) return { text: nestDeep(text, random), label: 'nest-deep' };
    return { text: restructure(format, anywhere)(text, random), label: 'structure' };
  }
  const [label, mutation] = random.pick(TEXT_MUTATIONS);
  return { text: mutation(text, random), label };
}

/**
 * Renames one OpenAPI path in its document and wherever docs.json or a page's front matter names
 * it (`GET /pets` → `GET /pets%`), so that the awkward path reaches a generated page, its
 * navigation entry and its layout. Returns a label, or undefined when no document has paths.
 */
export function renameOperationPath(files: Record<string, string>, random: Random): string | undefined {
  const documents = Object.keys(files)
    .sort()
    .flatMap((name) => {
      if (!/\.(json|ya?ml)$/.test(name) || name === 'docs.json') return [];
      try {
        const value = name.endsWith('.json')
          ? JSON.parse(files[name]!)
          : parseYaml(files[name]!, { maxAliasCount: 100 });
        const paths = (value as { paths?: unknown })?.paths;
        return typeof paths === 'object' && paths !== null && Object.keys(paths).length > 0
          ? [{ name, value: value as { paths: Record<string, unknown> } }]
          : [];
      } catch {
        return [];
      }
    });
  if (documents.length === 0) return undefined;
  const { name, value } = random.pick(documents);
  const path = random.pick(Object.keys(value.paths));
  const at = 1 + random.int(path.length);
  const renamed = path.slice(0, at) + random.pick(AWKWARD.filter((piece) => !/\s/.test(piece))) + path.slice(at);
  value.paths = Object.fromEntries(
    Object.entries(value.paths).map(([k, v]): [string, unknown] => [k === path ? renamed : k, v]),
  );
  files[name] = name.endsWith('.json') ? JSON.stringify(value, null, 2) : stringifyYaml(value);
  // References end at the path: `"GET /pets"` in docs.json, `openapi: GET /pets` or `'…/pets'` in front matter.
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const reference = new RegExp(`( ${escaped})(?=["'\\r\\n]|$)`, 'gm');
  for (const other of Object.keys(files)) {
    if (other === name || !/(\.mdx?|^docs\.json)$/.test(other)) continue;
    files[other] = files[other]!.replace(
      reference,
      () => ` ${other.endsWith('.json') ? JSON.stringify(renamed).slice(1, -1) : renamed}`,
    );
  }
  return `${name} path ${JSON.stringify(path)} → ${JSON.stringify(renamed)}`;
}
