import { createHmac } from 'node:crypto';
import { constantTimeEqual } from '../lib/constant-time-equal.ts';

/** Whether `hexSignature` is the HMAC-SHA256 of `payload` under `secret`, compared in constant time. */
export function verifyHmac(secret: string, payload: Buffer | string, hexSignature: string): boolean {
  const expected = createHmac('sha256', secret).update(payload).digest('hex');
  return constantTimeEqual(expected, hexSignature.toLowerCase());
}
