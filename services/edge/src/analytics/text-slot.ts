/**
 * A slot in `[0, slots)` (a power of two) for a string, from its length and eight of its
 * characters (the last three, the first, and four spread over the middle), mixed: constant time
 * whatever its length. The edge's analytics use it to find a header value seen before without
 * hashing it whole, as a `Map` must for each request's new string (about 150 ns for a
 * 120-character user agent); the slot's holder is then compared with `===`. Strings that differ
 * only in a character it does not read share a slot: slower (they take turns), never wrong.
 */
export function textSlot(text: string, slots: number): number {
  const n = text.length;
  if (n === 0) return 0;
  const q = n >> 2;
  let h = Math.imul(n, 0x9e3779b1);
  h = Math.imul(h ^ text.charCodeAt(n - 1), 0x85ebca6b);
  h = Math.imul(h ^ (n > 1 ? text.charCodeAt(n - 2) : 0), 0xc2b2ae35);
  h = Math.imul(h ^ (n > 2 ? text.charCodeAt(n - 3) : 0), 0x27d4eb2f);
  h = Math.imul(h ^ text.charCodeAt(0), 0x165667b1);
  h = Math.imul(h ^ text.charCodeAt(q), 0x9e3779b1);
  h = Math.imul(h ^ text.charCodeAt(n >> 1), 0x85ebca6b);
  h = Math.imul(h ^ text.charCodeAt(n - 1 - q), 0xc2b2ae35);
  h = Math.imul(h ^ text.charCodeAt((n >> 1) + (q >> 1)), 0x27d4eb2f);
  return (h ^ (h >>> 15)) & (slots - 1);
}
