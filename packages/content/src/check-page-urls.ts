import { checkUrl, type UrlUse, type UrlVerdict } from '@folio/diagnostics';
import type { Element, ElementContent, Root as HastRoot } from 'hast';

type Position = { line: number; column: number };

/** URL-valued hast properties, with the attribute name a diagnostic shows. */
const URL_PROPERTIES: Record<string, string> = {
  href: 'href',
  src: 'src',
  poster: 'poster',
  srcSet: 'srcset',
  cite: 'cite',
  action: 'action',
  formAction: 'formaction',
  background: 'background',
  data: 'data',
  xLinkHref: 'xlink:href',
};

/** A URL the policy refused: where it was written and what to tell the author. */
export interface RefusedUrl {
  message: string;
  hint: string;
  at: Position;
}

/** A URL the policy allowed, as written out, and where it came from (for the link graph). */
export interface AllowedUrl {
  url: string;
  use: UrlUse;
  element: Element;
  attribute: string;
  at: Position;
  /** Source offsets of the nearest node with a position (the Markdown link, the JSX element). */
  span: [number, number] | undefined;
}

type Place = { at: Position; span: [number, number] | undefined };

/**
 * Runs every URL of a rendered tree (Markdown links and images, component props, raw HTML) through
 * the one URL policy (`checkUrl`): an allowed URL is rewritten as the browser reads it and handed
 * to `allowed` (the link graph's record), a refused one is removed and reported at the nearest
 * position in the source (components' own elements take their JSX element's position). Runs on
 * each file's tree before snippets are inlined into the page, so a snippet's problems are
 * reported against the snippet.
 */
export function checkPageUrls(
  root: HastRoot,
  report: (refused: RefusedUrl) => void,
  allowed: (url: AllowedUrl) => void = () => {},
): void {
  const stack: Array<{ node: HastRoot | Element; place: Place }> = [
    { node: root, place: { at: { line: 1, column: 1 }, span: undefined } },
  ];
  while (stack.length > 0) {
    const { node, place: inherited } = stack.pop()!;
    const position = node.position;
    const start = position?.start;
    const place: Place =
      start === undefined
        ? inherited
        : {
            at: { line: start.line, column: start.column },
            span:
              start.offset === undefined || position?.end.offset === undefined
                ? undefined
                : [start.offset, position.end.offset],
          };
    if (node.type === 'element') checkElement(node, place, report, allowed);
    // Pushed last to first, so elements are met (and their URLs recorded) in document order.
    const children = node.children as ElementContent[];
    for (let index = children.length - 1; index >= 0; index--) {
      const child = children[index] as ElementContent;
      if (child.type === 'element') stack.push({ node: child, place });
    }
  }
}

const URL_PROPERTY_ENTRIES = Object.entries(URL_PROPERTIES);

/** Verdicts kept per thread; past this many, the memo starts again (one site rarely has so many URLs). */
const MAX_VERDICTS = 20_000;
const verdicts = new Map<string, UrlVerdict>();

/**
 * `checkUrl`'s verdict, remembered: a site's pages repeat the same links and images (its own
 * paths, its logo, its API host), and parsing each again with the URL parser was most of this
 * walk's time. A verdict depends on the text and the use only, and callers only read it.
 */
function judge(url: string, use: UrlUse): UrlVerdict {
  const key = `${use}\u0000${url}`;
  let verdict = verdicts.get(key);
  if (verdict === undefined) {
    verdict = checkUrl(url, use);
    if (verdicts.size >= MAX_VERDICTS) verdicts.clear();
    verdicts.set(key, verdict);
  }
  return verdict;
}

function checkElement(
  element: Element,
  { at, span }: Place,
  report: (refused: RefusedUrl) => void,
  allowed: (url: AllowedUrl) => void,
): void {
  for (const [property, attribute] of URL_PROPERTY_ENTRIES) {
    const value = element.properties[property];
    if (value === undefined || value === null) continue;
    const text = Array.isArray(value) ? value.join(' ') : String(value);
    const use = useOf(element.tagName, property);
    // A srcset lists several URLs; one refused candidate removes the attribute.
    const urls = property === 'srcSet' ? srcSetUrls(text) : [text];
    const judged = urls.map((url) => ({ url, verdict: judge(url, use) }));
    const refused = judged.find(({ verdict }) => !verdict.allowed);
    if (refused === undefined) {
      // Any other property is one URL, judged just above: its verdict is written out as is.
      const verdict = judged[0]?.verdict;
      if (property !== 'srcSet' && verdict?.allowed === true) element.properties[property] = verdict.url;
      for (const { verdict: each } of judged)
        if (each.allowed) allowed({ url: each.url, use, element, attribute, at, span });
      continue;
    }
    delete element.properties[property];
    if (refused.verdict.allowed) continue;
    report({
      // JSON quoting shows the tabs and control characters that hide a scheme.
      message: `the ${attribute} ${JSON.stringify(refused.url)} on <${element.tagName}> ${refused.verdict.reason}; it was removed`,
      hint: refused.verdict.hint,
      at,
    });
  }
}

function useOf(tagName: string, property: string): UrlUse {
  if (tagName === 'iframe' && property === 'src') return 'frame';
  if (
    property === 'src' ||
    property === 'poster' ||
    property === 'srcSet' ||
    property === 'background' ||
    property === 'data'
  )
    return 'resource';
  return 'link';
}

/** The URLs of a `srcset` ("a.png 1x, b.png 2x"). */
function srcSetUrls(value: string): string[] {
  return value
    .split(/,\s+/)
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter((url) => url !== '');
}
