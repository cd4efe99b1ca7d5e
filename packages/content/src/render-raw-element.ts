import { checkUrl } from '@folio/diagnostics';
import type { ElementContent, Properties } from 'hast';
import { find, html, svg } from 'property-information';
import type { ContentCode } from './codes.ts';
import { element } from './hast-builders.ts';
import type { StaticValue } from './read-static-value.ts';
import { SVG_TAGS, sanitizeSchema } from './sanitize-schema.ts';

const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'object',
  'embed',
  'applet',
  'frame',
  'frameset',
  'base',
  'meta',
  'link',
]);
// The SVG elements the sanitiser keeps: drawn in the SVG namespace.
const SVG_TAG_SET: ReadonlySet<string> = new Set(SVG_TAGS);

/**
 * Renders a lowercase JSX element (raw HTML such as `<div>`, `<img>`, `<svg>`, `<video>`,
 * `<iframe>`) with its literal attributes mapped to HTML. Unsafe parts are removed here, with a
 * warning the author can act on — scripts and styles, `on*` event handlers, iframes that are not
 * https — URLs are judged with every other URL of the page (`checkPageUrls`), and the whole page
 * is sanitised again afterwards.
 */
export function renderRawElement(
  name: string,
  props: Readonly<Record<string, StaticValue>>,
  children: ElementContent[],
  warn: (code: ContentCode, message: string) => void,
): ElementContent[] {
  const tag = name.toLowerCase();
  if (DROPPED_WITH_CONTENT.has(tag)) {
    warn('CONTENT_RAW_HTML_SANITISED', `<${name}> is not allowed in pages and was removed`);
    return [];
  }
  const isSvg = SVG_TAG_SET.has(name);
  const allowed = sanitizeSchema.tagNames ?? [];
  if (!allowed.includes(isSvg ? name : tag)) {
    warn('CONTENT_RAW_HTML_SANITISED', `<${name}> is not an allowed HTML element; only its content is shown`);
    return children;
  }
  const properties: Properties = {};
  for (const [key, value] of Object.entries(props)) {
    if (/^on/i.test(key)) {
      warn('CONTENT_RAW_HTML_SANITISED', `the event handler ${key} on <${name}> was removed`);
      continue;
    }
    const info = find(isSvg ? svg : html, key === 'class' ? 'className' : key);
    const converted = toPropertyValue(info.property, value);
    if (converted === undefined) continue;
    properties[info.property] = converted;
  }
  if (tag === 'iframe') {
    const src = typeof properties.src === 'string' ? properties.src : '';
    if (!checkUrl(src, 'frame').allowed) {
      warn(
        'CONTENT_ATTRIBUTE_INVALID',
        `the iframe source "${src}" is not an https:// address; the iframe was removed`,
      );
      return [];
    }
    properties.loading ??= 'lazy';
  }
  return [element(isSvg ? name : tag, properties, children)];
}

function toPropertyValue(property: string, value: StaticValue): Properties[string] | undefined {
  if (property === 'style' && typeof value === 'object' && value !== null && !Array.isArray(value))
    return styleText(value);
  if (property === 'className') {
    if (typeof value === 'string') return value.split(/\s+/).filter(Boolean);
    if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
    return undefined;
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return undefined;
}

/** `{ marginTop: 8, color: 'red' }` → `margin-top: 8px; color: red` (React's unitless rule). */
function styleText(style: { [key: string]: StaticValue }): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(style)) {
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    const property = key.startsWith('--') ? key : key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    const unitless = /^(?:opacity|z-index|font-weight|line-height|flex|flex-grow|flex-shrink|order|zoom)$/.test(
      property,
    );
    parts.push(`${property}: ${typeof value === 'number' && !unitless && value !== 0 ? `${value}px` : value}`);
  }
  return parts.join('; ');
}
