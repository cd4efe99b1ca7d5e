import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** Encrypts and decrypts the secrets stored in Postgres (git access tokens, webhook secrets). */
export interface SecretBox {
  /** AES-256-GCM with a fresh 96-bit IV: `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
  seal(plaintext: string): string;
  /** Reverses {@link SecretBox.seal}; throws when the value was tampered with or sealed under another key. */
  open(sealed: string): string;
}

/**
 * Parses a 32-byte key given as 64 hex characters or as base64 (what `openssl rand -base64 32`
 * prints). Throws a message naming the expected shape; the key itself never appears in it.
 */
export function parseSecretKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== 32) {
    throw new Error(`the secret key must be 32 bytes (64 hex characters or 44 base64 characters), got ${key.length} bytes`);
  }
  return key;
}

/** Creates a {@link SecretBox} for a 32-byte key (see {@link parseSecretKey}). */
export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('AES-256-GCM needs a 32-byte key');
  return {
    seal(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || iv === undefined || tag === undefined || body === undefined) {
        throw new Error('not a sealed secret (expected v1.<iv>.<tag>.<ciphertext>)');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
