/** An icon's drawing: its view box, how it is painted, and its shapes as `[tag, attributes]`. */
export interface IconShape {
  viewBox: string;
  /** `fill`: solid shapes painted with `fill="currentColor"`; `stroke`: outlines. */
  paint: 'fill' | 'stroke';
  shapes: ReadonlyArray<readonly [string, Readonly<Record<string, string>>]>;
}

const SHAPE_TAGS = new Set(['path', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'rect']);
/** Geometry only: no style, class, id, href or event attribute survives. */
const GEOMETRY = new Set([
  'd',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'x',
  'y',
  'x1',
  'x2',
  'y1',
  'y2',
  'width',
  'height',
  'points',
  'fill-rule',
  'clip-rule',
]);
const NUMBERS = /^[-0-9.eE, ]*$/;

/**
 * Reads a library's SVG file into its shapes (path and basic shape elements with geometry
 * attributes only), so what is inlined into a page is drawing and nothing else. A shape painted
 * `none` (Tabler's invisible bounding box) is dropped.
 */
export function parseIconSvg(source: string): IconShape | undefined {
  const root = /<svg\b([^>]*)>/i.exec(source);
  if (root === null) return undefined;
  const rootAttributes = readAttributes(root[1] ?? '');
  const viewBox = rootAttributes.viewBox ?? '0 0 24 24';
  if (!NUMBERS.test(viewBox)) return undefined;
  const paint = rootAttributes.fill === 'none' ? 'stroke' : 'fill';
  const shapes: Array<readonly [string, Record<string, string>]> = [];
  for (const match of source.matchAll(/<([a-z]+)\b([^>]*?)\/?>/gi)) {
    const tag = match[1]!.toLowerCase();
    if (!SHAPE_TAGS.has(tag)) continue;
    const attributes = readAttributes(match[2] ?? '');
    if (attributes.fill === 'none' && (attributes.stroke === 'none' || paint === 'fill')) continue;
    if (attributes.stroke === 'none' && paint === 'stroke' && attributes.fill === undefined) continue;
    const kept: Record<string, string> = {};
    for (const [key, value] of Object.entries(attributes)) if (GEOMETRY.has(key)) kept[key] = value;
    // A filled shape inside an outline icon (Tabler's dots) keeps its fill, in the text colour.
    if (paint === 'stroke' && attributes.fill !== undefined && attributes.fill !== 'none') kept.fill = 'currentColor';
    shapes.push([tag, kept]);
  }
  return shapes.length === 0 ? undefined : { viewBox, paint, shapes };
}

function readAttributes(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of text.matchAll(/([a-zA-Z:-]+)\s*=\s*"([^"]*)"/g)) attributes[match[1]!] = match[2]!;
  return attributes;
}
