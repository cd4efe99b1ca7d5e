import { createHash, randomBytes } from 'node:crypto';

/** A random token handed out once (cookie, link) and the hash that is stored in its place. */
export interface SecretToken {
  token: string;
  hash: Buffer;
}

/** 256 random bits as base64url; like API keys, only the SHA-256 is stored (no slow hash needed). */
export function generateSecretToken(): SecretToken {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashSecretToken(token) };
}

/** The stored form of a presented token. */
export function hashSecretToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}
