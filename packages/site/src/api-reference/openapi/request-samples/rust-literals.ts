/**
 * A Rust string literal holding `text`: raw (`r#"…"#`) when it holds quotes or backslashes and
 * nothing a raw string cannot carry, else escaped. Rust source is UTF-8, so other characters are
 * written as they are; a lone UTF-16 surrogate (which no Rust string can hold) becomes U+FFFD.
 */
export function rustString(text: string): string {
  const wellFormed = wellFormedText(text);
  // A raw string cannot hold a lone CR or other control characters (rustc refuses a bare CR).
  const rawSafe = ![...wellFormed].some((c) => c !== '\n' && c !== '\t' && isControl(c));
  if (rawSafe && /["\\]/.test(wellFormed)) {
    let hashes = '#';
    while (wellFormed.includes(`"${hashes}`)) hashes += '#';
    return `r${hashes}"${wellFormed}"${hashes}`;
  }
  return `"${escapeRust(wellFormed)}"`;
}

/** `text` with each lone surrogate as U+FFFD (`String#toWellFormed`, which older browsers lack). */
function wellFormedText(text: string): string {
  return text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g, (unit) =>
    unit.length === 2 ? unit : '\uFFFD',
  );
}

function isControl(c: string): boolean {
  const code = c.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
}

function escapeRust(text: string): string {
  return [...text]
    .map((c) => {
      if (c !== '"' && c !== '\\' && !isControl(c)) return c;
      if (c === '"') return '\\"';
      if (c === '\\') return '\\\\';
      if (c === '\n') return '\\n';
      if (c === '\r') return '\\r';
      if (c === '\t') return '\\t';
      return `\\u{${c.charCodeAt(0).toString(16)}}`;
    })
    .join('');
}

/**
 * A JSON value as the body of serde_json's `json!` macro, laid out over lines with `indent` as
 * the first line's indentation (four spaces a level, as rustfmt lays out Rust). Keys and strings
 * are escaped Rust strings; a number JavaScript holds as non-finite becomes `null`, as in JSON.
 */
export function rustJsonMacroBody(value: unknown, indent: string): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number') return Number.isFinite(value) ? JSON.stringify(value) : 'null';
  if (typeof value === 'string') return `"${escapeRust(wellFormedText(value))}"`;
  const inner = `${indent}    `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${inner}${rustJsonMacroBody(item, inner)}`).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  const lines = entries.map(
    ([key, item]) => `${inner}"${escapeRust(wellFormedText(key))}": ${rustJsonMacroBody(item, inner)}`,
  );
  return `{\n${lines.join(',\n')}\n${indent}}`;
}
