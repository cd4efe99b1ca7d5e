import { defaultSchema, type Schema } from 'hast-util-sanitize';

/**
 * Inline styles are allowed (raw HTML in real pages uses them for layout) but never ones that load
 * resources or run code: `url(…)`, `expression(…)`, `@import`, bindings and CSS escapes that could
 * hide any of these.
 */
const SAFE_STYLE =
  /^(?![\s\S]*(?:url\s*\(|expression\s*\(|javascript:|@import|behavior\s*:|-moz-binding|\\|<))[\s\S]*$/i;

const defaultAttributes = withoutClassRestrictions(defaultSchema.attributes ?? {});

/** The SVG elements tenant markup may use (inline icons and simple drawings). */
export const SVG_TAGS: readonly string[] = [
  'svg',
  'g',
  'path',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'rect',
  'defs',
  'linearGradient',
  'radialGradient',
  'stop',
  'title',
  'desc',
];
const SVG_ATTRIBUTES = [
  'viewBox',
  'xmlns',
  'fill',
  'fillRule',
  'fillOpacity',
  'clipRule',
  'stroke',
  'strokeWidth',
  'strokeLinecap',
  'strokeLinejoin',
  'strokeOpacity',
  'strokeDasharray',
  'opacity',
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
  'points',
  'transform',
  'width',
  'height',
  'offset',
  'stopColor',
  'stopOpacity',
  'gradientUnits',
  'preserveAspectRatio',
];

/**
 * The sanitiser schema for rendered pages: GitHub's default, extended for the markup Folio's own
 * components emit (ARIA, `data-*`, `details`, `button`, `figure`, …), for raw HTML that real pages
 * use (`svg`, `video`, `iframe`, inline styles) — and still without scripts, `<style>`, event
 * handlers or `javascript:` URLs. Ids are not prefixed: heading anchors and ARIA references need
 * them verbatim.
 */
export const sanitizeSchema: Schema = {
  ...defaultSchema,
  tagNames: [
    ...(defaultSchema.tagNames ?? []),
    'abbr',
    'article',
    'aside',
    'audio',
    'button',
    'caption',
    'center',
    'cite',
    'col',
    'colgroup',
    'dfn',
    'figcaption',
    'figure',
    'footer',
    'header',
    'iframe',
    'label',
    'mark',
    'nav',
    'small',
    'time',
    'track',
    'u',
    'video',
    'main',
    'font',
    'select',
    'option',
    ...SVG_TAGS,
  ],
  attributes: {
    ...defaultAttributes,
    '*': [
      ...(defaultSchema.attributes?.['*'] ?? []),
      'className',
      'role',
      'hidden',
      'data*',
      'ariaLabel',
      'ariaLabelledBy',
      'ariaDescribedBy',
      'ariaControls',
      'ariaSelected',
      'ariaExpanded',
      'ariaHidden',
      'ariaLevel',
      'ariaCurrent',
      'ariaHasPopup',
      'ariaOrientation',
      'ariaDisabled',
      'ariaPressed',
      ['style', SAFE_STYLE],
    ],
    a: [...(defaultAttributes.a ?? []), 'target', 'rel', 'download'],
    img: [...(defaultAttributes.img ?? []), 'loading', 'decoding', 'srcSet', 'sizes'],
    source: ['src', 'srcSet', 'type', 'media', 'sizes'],
    video: ['src', 'controls', 'autoPlay', 'muted', 'loop', 'playsInline', 'poster', 'preload', 'width', 'height'],
    audio: ['src', 'controls', 'autoPlay', 'muted', 'loop', 'preload'],
    track: ['src', 'kind', 'srcLang', 'label', 'default'],
    iframe: [
      'src',
      'allow',
      'allowFullScreen',
      'frameBorder',
      'loading',
      'referrerPolicy',
      'sandbox',
      'width',
      'height',
      'scrolling',
    ],
    button: ['type'],
    time: ['dateTime'],
    ...Object.fromEntries(SVG_TAGS.map((tag) => [tag, SVG_ATTRIBUTES])),
  },
  protocols: {
    ...defaultSchema.protocols,
    href: ['http', 'https', 'mailto', 'tel'],
    src: ['http', 'https'],
    poster: ['http', 'https'],
  },
  clobber: [],
  clobberPrefix: '',
  strip: ['script', 'style', 'template', 'noscript'],
};

/**
 * GitHub's schema limits `class` on `a`, `li`, `ol`, `ul`, `section` and `h2` to the classes its own
 * footnotes and task lists use; Folio's components need their own classes there, so those
 * restrictions are lifted (`class` is allowed everywhere; `code` keeps its `language-*` rule).
 */
function withoutClassRestrictions(attributes: NonNullable<Schema['attributes']>): NonNullable<Schema['attributes']> {
  const result: NonNullable<Schema['attributes']> = {};
  for (const [tag, definitions] of Object.entries(attributes)) {
    result[tag] = definitions.filter((definition) => !(Array.isArray(definition) && definition[0] === 'className'));
  }
  return result;
}
