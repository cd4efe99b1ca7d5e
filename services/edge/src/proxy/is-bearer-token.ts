import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether an `authorization` header is `Bearer <expected>`. Compared as digests in constant time,
 * so neither the token's characters nor its length leak through timing.
 */
export function isBearerToken(header: string | undefined, expected: string): boolean {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), digest(expected));
}
