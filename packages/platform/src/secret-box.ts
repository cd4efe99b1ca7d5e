import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Where a sealed value is stored: the site's row and the column. It is bound into the ciphertext
 * (GCM additional data), so a value copied to another site or another column does not open.
 */
export interface SecretContext {
  siteId: string;
  column: 'git_token_sealed' | 'webhook_secret_sealed' | 'oidc_client_secret_sealed';
}

/** Encrypts and decrypts the secrets stored in Postgres (git access tokens, webhook secrets, OIDC client secrets). */
export interface SecretBox {
  /** AES-256-GCM with a fresh 96-bit IV and `context` as additional data: `v2.<iv>.<tag>.<ciphertext>`, base64url parts. */
  seal(plaintext: string, context: SecretContext): string;
  /**
   * Reverses {@link SecretBox.seal}; throws when the value was tampered with, sealed under another
   * key or for another context. Values of the first format (`v1.`, no context) still open.
   */
  open(sealed: string, context: SecretContext): string;
}

const IV_BYTES = 12;
// GCM accepts tags down to 4 bytes unless told otherwise; a short tag is far easier to forge.
const TAG_BYTES = 16;

/** Whether `sealed` is of the first format, which binds no context (see {@link createSecretBox}). */
export function isLegacySealed(sealed: string): boolean {
  return sealed.startsWith('v1.');
}

/**
 * Parses a 32-byte key given as 64 hex characters or as base64 (what `openssl rand -base64 32`
 * prints). Throws a message naming the expected shape; the key itself never appears in it.
 */
export function parseSecretKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== 32) {
    throw new Error(
      `the secret key must be 32 bytes (64 hex characters or 44 base64 characters), got ${key.length} bytes`,
    );
  }
  return key;
}

function additionalData(context: SecretContext): Buffer {
  // NUL-separated: neither part can contain one, so no two contexts give the same bytes.
  return Buffer.from(`folio-secret\0${context.siteId}\0${context.column}`, 'utf8');
}

/**
 * Creates a {@link SecretBox} for a 32-byte key (see {@link parseSecretKey}). `v2` values carry
 * their context as additional data; `v1` values (sealed before contexts existed) open without one
 * until they are sealed again, which the API does for every stored `v1` value at start-up.
 */
export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('AES-256-GCM needs a 32-byte key');
  return {
    seal(plaintext, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(additionalData(context));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return ['v2', iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed, context) {
      const parts = sealed.split('.');
      const [version, ivText, tagText, bodyText] = parts;
      if (
        parts.length !== 4 ||
        (version !== 'v1' && version !== 'v2') ||
        ivText === undefined ||
        tagText === undefined ||
        bodyText === undefined
      ) {
        throw new Error('not a sealed secret (expected v2.<iv>.<tag>.<ciphertext>)');
      }
      const iv = Buffer.from(ivText, 'base64url');
      const tag = Buffer.from(tagText, 'base64url');
      if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) {
        throw new Error(`not a sealed secret (expected a ${IV_BYTES}-byte IV and a ${TAG_BYTES}-byte tag)`);
      }
      const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      if (version === 'v2') decipher.setAAD(additionalData(context));
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(Buffer.from(bodyText, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
