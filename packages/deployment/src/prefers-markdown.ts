/** Media ranges read from one `Accept` header, at most: a longer list is not a browser's. */
const MAX_RANGES = 32;

interface MediaRange {
  type: string;
  subtype: string;
  q: number;
}

/**
 * Whether a request's `Accept` header (RFC 9110 §12.5.1) asks for a page's Markdown rather than
 * its HTML: `text/markdown` (or `text/plain`) is weighted above `text/html`, each weighed by the
 * most specific range that matches it (`text/html` before `text/*` before `*\/*`). On a tie the
 * HTML wins, unless `text/markdown` itself is named: browsers (`text/html,…,*\/*;q=0.8`), curl
 * (`*\/*`) and clients that name `text/plain` beside `*\/*` keep getting HTML.
 */
export function prefersMarkdown(accept: string | undefined): boolean {
  // Without `text/` named, nothing can weigh Markdown above HTML: the common case costs no parse.
  if (accept === undefined || !/text\//i.test(accept)) return false;
  const ranges = parseAccept(accept);
  const html = weight(ranges, 'text', 'html');
  const markdown = Math.max(weight(ranges, 'text', 'markdown'), weight(ranges, 'text', 'plain'));
  if (markdown <= 0) return false;
  if (markdown !== html) return markdown > html;
  return ranges.some((range) => range.type === 'text' && range.subtype === 'markdown' && range.q > 0);
}

function parseAccept(accept: string): MediaRange[] {
  const ranges: MediaRange[] = [];
  for (const part of accept.split(',').slice(0, MAX_RANGES)) {
    const [media = '', ...parameters] = part.split(';');
    const [type, subtype] = media.trim().toLowerCase().split('/');
    if (!type || !subtype) continue;
    let q = 1;
    for (const parameter of parameters) {
      const [name, value] = parameter.split('=');
      if (name?.trim().toLowerCase() !== 'q' || value === undefined) continue;
      const parsed = Number(value.trim());
      q = Number.isFinite(parsed) ? Math.min(1, Math.max(0, parsed)) : 0;
    }
    ranges.push({ type, subtype, q });
  }
  return ranges;
}

/** The weight of `type/subtype`: the q of the most specific range matching it, 0 when none does. */
function weight(ranges: readonly MediaRange[], type: string, subtype: string): number {
  let best = -1;
  let q = 0;
  for (const range of ranges) {
    const specificity =
      range.type === type && range.subtype === subtype
        ? 2
        : range.type === type && range.subtype === '*'
          ? 1
          : range.type === '*' && range.subtype === '*'
            ? 0
            : -1;
    if (specificity > best) {
      best = specificity;
      q = range.q;
    }
  }
  return q;
}
