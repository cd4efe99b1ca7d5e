/** Front matter read without the YAML parser: its top-level fields and the 0-based line of each. */
export interface FlatFrontMatter {
  data: Record<string, unknown>;
  /** 0-based index in the YAML lines of each key. */
  lineIndexes: Record<string, number>;
}

const PAIR = /^([A-Za-z_][A-Za-z0-9_-]{0,99}): +(.+)$/;
/** Keys YAML would read as something other than their text (null, booleans), or that set a prototype. */
const UNUSUAL_KEYS = new Set(['null', 'Null', 'NULL', 'true', 'True', 'TRUE', 'false', 'False', 'FALSE', '__proto__']);
const DOUBLE_QUOTED = /^"([^"\\]*)" *$/;
const SINGLE_QUOTED = /^'([^']*)' *$/;
/** A plain scalar YAML reads as text: starts with a letter, no `:` or `#` anywhere (no mapping, no comment). */
const PLAIN_TEXT = /^[A-Za-z][^:#\t]*$/;
const TRUE = new Set(['true', 'True', 'TRUE']);
const FALSE = new Set(['false', 'False', 'FALSE']);
const NULL = new Set(['null', 'Null', 'NULL']);
/** Anything but tab, printable ASCII and the non-control Unicode YAML accepts as printable. */
const UNPRINTABLE = /[^\x20-\x7e\u{a0}-\u{d7ff}\u{e000}-\u{fefe}\u{ff00}-\u{fffd}\u{10000}-\u{10ffff}]/u;

/**
 * Reads the front matter nearly every page has (one `key: value` per line; each value a plain
 * text that starts with a letter, a quoted text without escapes, or a boolean) without the YAML
 * parser, which is about a quarter of `folio check`. Undefined for anything else (comments,
 * indentation, lists, numbers, escapes, duplicate keys, …), which the caller hands to the YAML
 * parser. For the lines it accepts it gives exactly what `yaml` gives: the property test checks
 * it against `yaml` on every page of the shared real-world fixtures and on generated lines.
 * `lines` are the YAML lines, carriage returns removed.
 */
export function readFlatFrontMatter(lines: readonly string[]): FlatFrontMatter | undefined {
  const data: Record<string, unknown> = {};
  const lineIndexes: Record<string, number> = {};
  let pairs = 0;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (line === '') continue;
    const pair = PAIR.exec(line);
    if (pair === null || UNPRINTABLE.test(line)) return undefined;
    const key = pair[1]!;
    if (UNUSUAL_KEYS.has(key) || Object.hasOwn(data, key)) return undefined;
    const value = readValue(pair[2]!);
    if (value === undefined) return undefined;
    data[key] = value.value;
    lineIndexes[key] = index;
    pairs++;
  }
  return pairs === 0 ? undefined : { data, lineIndexes };
}

function readValue(text: string): { value: string | boolean } | undefined {
  const quoted = DOUBLE_QUOTED.exec(text) ?? SINGLE_QUOTED.exec(text);
  if (quoted !== null) return { value: quoted[1]! };
  if (!PLAIN_TEXT.test(text)) return undefined;
  // YAML drops a plain scalar's trailing spaces (tabs are never accepted here).
  const plain = text.replace(/ +$/, '');
  if (TRUE.has(plain)) return { value: true };
  if (FALSE.has(plain)) return { value: false };
  if (NULL.has(plain)) return undefined;
  return { value: plain };
}
