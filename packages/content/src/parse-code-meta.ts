/** The options of a fenced code block, read from the text after its language. */
export interface CodeMeta {
  /** File name or title: `title="…"`, or the words left once every known option is taken out. */
  title?: string;
  /** An icon name (or URL) shown before the title. */
  icon?: string;
  /** Line numbers in the gutter (`lines`). */
  lines?: boolean;
  /** Long lines wrap instead of scrolling (`wrap`). */
  wrap?: boolean;
  /** A long block starts collapsed behind a button (`expandable`). */
  expandable?: boolean;
  /** 1-based lines to highlight: `{1,3-5}`, `highlight={1,3}` or `highlight="1,3"`. */
  highlight?: number[];
  /** 1-based lines in focus (the others dimmed): `focus={2}` or `focus="2-4"`. */
  focus?: number[];
  /** No copy button (`nocopy`). */
  nocopy?: boolean;
}

/** One option of a meta string: `key=value`, `key="value"`, `{range}`, `key={range}` or a bare word. */
interface MetaOption {
  key: string;
  value: string | boolean;
  kind: 'string' | 'range' | 'boolean';
}

/** Keys the format reserves: they never end up in the title. */
const RESERVED = new Set([
  'title',
  'icon',
  'lang',
  'lines',
  'wrap',
  'expandable',
  '[expandable]',
  'highlight',
  'focus',
  'theme',
  'twoslash',
  'nocopy',
]);
/** A value in quotes or braces, with an optional `key=` before it (the reference's delimited values). */
const DELIMITED =
  /(?:\s|^)(?:([^\s'"{=]+)\s*=\s*)?(?:"((?:[^\\]|\\.)*?)"|'((?:[^\\]|\\.)*?)'|\{((?:[^\\]|\\.)*?)\})(?=\s|$)/g;
/** A bare word or `key=value` left once the delimited values are taken out. */
const SIMPLE = /([^\s=]+)(?:\s*=\s*(\S+))?/g;
/** More lines than any real block has: a range like `{1-99999999}` must not allocate forever. */
const MAX_LINE = 10_000;

/**
 * Reads a code fence's meta string as the format defines it (`@mintlify/common`'s
 * `parseMetaString`): ```` ```js index.js {1,3-5} lines wrap ````, ```` ```py title="My app" icon="python" focus={2} ````.
 * Quoted and braced values are read first, then bare words and `key=value`; the title is
 * `title=` or whatever text no reserved option claimed. Never throws.
 */
export function parseCodeMeta(meta: string | undefined | null): CodeMeta {
  if (meta === undefined || meta === null || meta.trim() === '') return {};
  const { options, remainingText } = readOptions(meta);
  const result: CodeMeta = {};
  const title = lastString(options, 'title') ?? (remainingText === '' ? undefined : remainingText);
  if (title !== undefined && title !== '') result.title = title;
  const icon = lastString(options, 'icon');
  if (icon !== undefined) result.icon = icon;
  for (const flag of ['lines', 'wrap', 'nocopy'] as const) {
    const value = lastBoolean(options, flag);
    if (value !== undefined) result[flag] = value;
  }
  const expandable = lastBoolean(options, '[expandable]') || lastBoolean(options, 'expandable');
  if (expandable !== undefined) result.expandable = expandable;
  const highlight = lineNumbers(
    options,
    (option) =>
      (option.key === 'highlight' && option.kind !== 'boolean') || (option.key === '' && option.kind === 'range'),
  );
  if (highlight.length > 0) result.highlight = highlight;
  const focus = lineNumbers(options, (option) => option.key === 'focus' && option.kind !== 'boolean');
  if (focus.length > 0) result.focus = focus;
  return result;
}

function readOptions(input: string): { options: MetaOption[]; remainingText: string } {
  const found: Array<MetaOption & { index: number }> = [];
  let rest = input;
  for (const match of input.matchAll(DELIMITED)) {
    const [raw, key = '', doubleQuoted, singleQuoted, range] = match;
    rest = rest.slice(0, match.index) + ' '.repeat(raw.length) + rest.slice(match.index + raw.length);
    const lowerKey = key.toLowerCase();
    if (range !== undefined) found.push({ index: match.index, key: lowerKey, value: range, kind: 'range' });
    else {
      const value = unescapeQuoted(doubleQuoted ?? singleQuoted ?? '');
      const lower = value.toLowerCase();
      found.push(
        lower === 'true' || lower === 'false'
          ? { index: match.index, key: lowerKey, value: lower === 'true', kind: 'boolean' }
          : { index: match.index, key: lowerKey, value, kind: 'string' },
      );
    }
  }
  let remaining = rest;
  for (const match of rest.matchAll(SIMPLE)) {
    const [raw, key, value] = match;
    const lowerKey = (key as string).toLowerCase();
    const isBoolean = value === undefined || value === 'true' || value === 'false';
    found.push(
      isBoolean
        ? { index: match.index, key: lowerKey, value: value !== 'false', kind: 'boolean' }
        : { index: match.index, key: lowerKey, value, kind: 'string' },
    );
    if (RESERVED.has(lowerKey))
      remaining = remaining.slice(0, match.index) + ' '.repeat(raw.length) + remaining.slice(match.index + raw.length);
  }
  found.sort((a, b) => a.index - b.index);
  return { options: found, remainingText: remaining.replace(/\s+/g, ' ').trim() };
}

function unescapeQuoted(value: string): string {
  return value.replace(/\\(\\|"|')/g, '$1');
}

function lastString(options: readonly MetaOption[], key: string): string | undefined {
  const option = options.filter((o) => o.key === key && o.kind === 'string').pop();
  return option === undefined ? undefined : (option.value as string);
}

function lastBoolean(options: readonly MetaOption[], key: string): boolean | undefined {
  const option = options.filter((o) => o.key === key && (o.kind === 'boolean' || o.kind === 'string')).pop();
  if (option === undefined) return undefined;
  if (option.kind === 'boolean') return option.value as boolean;
  const lower = (option.value as string).toLowerCase();
  return lower === 'true' ? true : lower === 'false' ? false : undefined;
}

/** The sorted, distinct line numbers of every matching option (`1,3-5` → 1, 3, 4, 5). */
function lineNumbers(options: readonly MetaOption[], matches: (option: MetaOption) => boolean): number[] {
  const lines = new Set<number>();
  for (const option of options) {
    if (!matches(option) || typeof option.value !== 'string') continue;
    for (const part of option.value.split(',')) {
      const bounds = part
        .trim()
        .split('-')
        .map((n) => n.trim());
      if (bounds.length === 1 && /^\d+$/.test(bounds[0] as string)) lines.add(Number(bounds[0]));
      else if (bounds.length === 2 && /^\d+$/.test(bounds[0] as string) && /^\d+$/.test(bounds[1] as string)) {
        const end = Math.min(Number(bounds[1]), MAX_LINE);
        for (let line = Number(bounds[0]); line <= end; line++) lines.add(line);
      }
    }
  }
  return [...lines].filter((line) => line >= 1).sort((a, b) => a - b);
}
