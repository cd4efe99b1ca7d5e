import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Compares two secrets in time independent of where they differ. Both sides are hashed first so
 * inputs of different lengths compare in constant time too (timingSafeEqual needs equal lengths).
 */
export function constantTimeEqual(a: string | Buffer, b: string | Buffer): boolean {
  const left = createHash('sha256').update(a).digest();
  const right = createHash('sha256').update(b).digest();
  return timingSafeEqual(left, right);
}
