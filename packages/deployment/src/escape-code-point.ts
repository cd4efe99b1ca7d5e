/** `%XX` for each UTF-8 byte of one code point; a lone surrogate is encoded as U+FFFD. */
export function escapeCodePoint(code: number): string {
  const isSurrogate = code >= 0xd800 && code <= 0xdfff;
  let out = '';
  for (const byte of Buffer.from(String.fromCodePoint(isSurrogate ? 0xfffd : code), 'utf8')) {
    out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}
