import { escapeCodePoint } from './escape-code-point.ts';

// Characters a URL may carry as they are (RFC 3986: unreserved and reserved), and `%`.
const URL_CHARACTER = /[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]/;
const PERCENT_ESCAPE = /^%[0-9A-Fa-f]{2}$/;

/**
 * Percent-encodes the characters of `text` that a URL cannot carry (spaces, controls, `\`, `"`,
 * non-ASCII as UTF-8, a lone surrogate as U+FFFD), keeping what it can, valid `%XX` escapes
 * included: a `%` that starts no escape becomes `%25`. The result is visible ASCII, so always a
 * valid header value. For text an author wrote as a URL (a redirect's destination) and for a
 * request's query string, whose escapes mean what they say.
 */
export function encodeUrlText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === '%') out += PERCENT_ESCAPE.test(text.slice(i, i + 3)) ? '%' : '%25';
    else if (URL_CHARACTER.test(char)) out += char;
    else {
      const code = text.codePointAt(i)!;
      if (code > 0xffff) i++; // the low half of the pair is part of this code point
      out += escapeCodePoint(code);
    }
  }
  return out;
}
