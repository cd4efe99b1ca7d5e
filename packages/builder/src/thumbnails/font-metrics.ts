/** What text layout needs of a font: its family name and how wide each character is. */
export interface FontMetrics {
  /** The family name the font file gives itself (what an SVG `font-family` must name). */
  family: string;
  /** Advance width of `text` at `size` pixels (no kerning: a few pixels wide of the real width). */
  measure(text: string, size: number): number;
}

/**
 * Reads the family name (`name`), character map (`cmap` formats 4 and 12) and advance widths
 * (`hmtx`) of a TrueType or OpenType font file, enough to wrap text before resvg draws it (resvg
 * does not wrap). Returns undefined for anything else (WOFF, a collection, a damaged file).
 */
export function readFontMetrics(bytes: Uint8Array): FontMetrics | undefined {
  try {
    return parse(new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch {
    // A truncated or hostile file reads past its end: it is not a font we can use.
    return undefined;
  }
}

function parse(view: DataView): FontMetrics | undefined {
  const version = view.getUint32(0);
  if (version !== 0x00010000 && version !== 0x4f54544f /* OTTO */ && version !== 0x74727565 /* true */)
    return undefined;
  const tables = new Map<string, number>();
  const count = view.getUint16(4);
  for (let i = 0; i < count; i++) {
    const at = 12 + i * 16;
    const tag = String.fromCharCode(
      view.getUint8(at),
      view.getUint8(at + 1),
      view.getUint8(at + 2),
      view.getUint8(at + 3),
    );
    tables.set(tag, view.getUint32(at + 8));
  }
  const head = tables.get('head');
  const hhea = tables.get('hhea');
  const hmtx = tables.get('hmtx');
  const cmap = tables.get('cmap');
  const name = tables.get('name');
  if (head === undefined || hhea === undefined || hmtx === undefined || cmap === undefined || name === undefined)
    return undefined;
  const unitsPerEm = view.getUint16(head + 18);
  const metricCount = view.getUint16(hhea + 34);
  const advanceOf = (glyph: number) => view.getUint16(hmtx + Math.min(glyph, metricCount - 1) * 4);
  const glyphOf = readCharacterMap(view, cmap);
  const family = readFamilyName(view, name);
  if (glyphOf === undefined || family === undefined || unitsPerEm === 0) return undefined;
  const widths = new Map<number, number>();
  const widthOf = (code: number) => {
    let width = widths.get(code);
    if (width === undefined) {
      width = advanceOf(glyphOf(code)) / unitsPerEm;
      widths.set(code, width);
    }
    return width;
  };
  return {
    family,
    measure(text, size) {
      let total = 0;
      for (const char of text) total += widthOf(char.codePointAt(0)!);
      return total * size;
    },
  };
}

/** Glyph index by code point, from the best Unicode subtable (format 12, else format 4). */
function readCharacterMap(view: DataView, cmap: number): ((code: number) => number) | undefined {
  const count = view.getUint16(cmap + 2);
  let format4: number | undefined;
  let format12: number | undefined;
  for (let i = 0; i < count; i++) {
    const platform = view.getUint16(cmap + 4 + i * 8);
    const encoding = view.getUint16(cmap + 6 + i * 8);
    const at = cmap + view.getUint32(cmap + 8 + i * 8);
    const isUnicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (!isUnicode) continue;
    const format = view.getUint16(at);
    if (format === 12) format12 ??= at;
    if (format === 4) format4 ??= at;
  }
  if (format12 !== undefined) {
    const at = format12;
    const groups = view.getUint32(at + 12);
    return (code) => {
      for (let g = 0; g < groups; g++) {
        const start = view.getUint32(at + 16 + g * 12);
        const end = view.getUint32(at + 20 + g * 12);
        if (code >= start && code <= end) return view.getUint32(at + 24 + g * 12) + (code - start);
      }
      return 0;
    };
  }
  if (format4 === undefined) return undefined;
  const at = format4;
  const segments = view.getUint16(at + 6) / 2;
  const ends = at + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const offsets = deltas + segments * 2;
  return (code) => {
    if (code > 0xffff) return 0;
    for (let s = 0; s < segments; s++) {
      if (code > view.getUint16(ends + s * 2)) continue;
      const start = view.getUint16(starts + s * 2);
      if (code < start) return 0;
      const delta = view.getInt16(deltas + s * 2);
      const rangeOffset = view.getUint16(offsets + s * 2);
      if (rangeOffset === 0) return (code + delta) & 0xffff;
      const glyph = view.getUint16(offsets + s * 2 + rangeOffset + (code - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}

/** The typographic family (name 16), else the family (name 1); Windows names first. */
function readFamilyName(view: DataView, name: number): string | undefined {
  const count = view.getUint16(name + 2);
  const strings = name + view.getUint16(name + 4);
  const found = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    const record = name + 6 + i * 12;
    const platform = view.getUint16(record);
    const nameId = view.getUint16(record + 6);
    if (nameId !== 1 && nameId !== 16) continue;
    const length = view.getUint16(record + 8);
    const offset = strings + view.getUint16(record + 10);
    let text = '';
    if (platform === 3 || platform === 0) {
      for (let c = 0; c + 1 < length; c += 2) text += String.fromCharCode(view.getUint16(offset + c));
    } else if (platform === 1) {
      for (let c = 0; c < length; c++) text += String.fromCharCode(view.getUint8(offset + c));
    } else continue;
    const key = `${nameId}:${platform === 1 ? 'mac' : 'win'}`;
    if (!found.has(key)) found.set(key, text);
  }
  return found.get('16:win') ?? found.get('16:mac') ?? found.get('1:win') ?? found.get('1:mac');
}
