// What a browser would run from an attribute: an href/src/action whose URL, read the way a browser
// reads it (entities decoded, tabs, newlines and C0 controls dropped, any case), is `javascript:`,
// `vbscript:` or an HTML `data:` URL.
const ATTRIBUTE =
  /\s(?:href|src|action|formaction|xlink:href|poster|data)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi;
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  colon: ':',
  tab: '\t',
  newline: '\n',
  nbsp: '\u00a0',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[body.toLowerCase()] ?? whole;
  });
}

/** Every attribute URL in `html` a browser would run as script (as written, for the report). */
export function findScriptUrls(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(ATTRIBUTE)) {
    const raw = match[1] ?? match[2] ?? match[3] ?? '';
    // The URL parser strips leading/trailing C0 controls and spaces, and removes tabs and newlines anywhere.
    const read = decodeEntities(raw)
      .replace(/[\t\n\r]/g, '')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: what the URL parser strips, C0 controls and the space
      .replace(/^[\u0000-\u0020]+/, '')
      .toLowerCase();
    if (/^(?:javascript|vbscript):|^data:text\/html/.test(read)) found.push(raw);
  }
  return found;
}
