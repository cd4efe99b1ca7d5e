import { randomBytes } from 'node:crypto';

/** A new webhook secret: 32 random bytes as hex, which every git host accepts. */
export function generateWebhookSecret(): string {
  return randomBytes(32).toString('hex');
}
