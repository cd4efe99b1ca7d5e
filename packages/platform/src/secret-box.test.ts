import { createCipheriv, randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox, isLegacySealed, parseSecretKey, type SecretContext } from './secret-box.ts';

const key = randomBytes(32);
const box = createSecretBox(key);
const site = randomUUID();
const token: SecretContext = { siteId: site, column: 'git_token_sealed' };

/** A value as the first format sealed it: no additional data. */
function sealV1(plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

describe('createSecretBox', () => {
  it('round-trips and never stores the plaintext', () => {
    const sealed = box.seal('ghp_secret-token', token);
    expect(sealed).toMatch(/^v2\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('ghp_secret');
    expect(box.seal('ghp_secret-token', token)).not.toBe(sealed);
    expect(box.open(sealed, token)).toBe('ghp_secret-token');
    expect(isLegacySealed(sealed)).toBe(false);
  });

  it('refuses tampered values and other keys', () => {
    const sealed = box.seal('hello', token);
    const parts = sealed.split('.');
    parts[3] = Buffer.from('jello').toString('base64url');
    expect(() => box.open(parts.join('.'), token)).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(sealed, token)).toThrow();
    expect(() => box.open('plain', token)).toThrow('not a sealed secret');
  });

  it('refuses a value moved to another site or another column', () => {
    const sealed = box.seal('ghp_secret-token', token);
    expect(() => box.open(sealed, { siteId: randomUUID(), column: 'git_token_sealed' })).toThrow();
    expect(() => box.open(sealed, { siteId: site, column: 'webhook_secret_sealed' })).toThrow();
  });

  it('refuses a truncated tag, even one that GCM would check', () => {
    for (const sealed of [box.seal('hello', token), sealV1('hello')]) {
      const parts = sealed.split('.');
      // A 4-byte prefix of the real tag: valid for GCM with a 4-byte tag length, forgeable by trying 2^32 values.
      parts[2] = Buffer.from(parts[2]!, 'base64url').subarray(0, 4).toString('base64url');
      expect(() => box.open(parts.join('.'), token)).toThrow('16-byte tag');
    }
  });

  it('still opens values of the first format, which bind no context', () => {
    const legacy = sealV1('whsec_old');
    expect(isLegacySealed(legacy)).toBe(true);
    expect(box.open(legacy, token)).toBe('whsec_old');
  });
});

describe('parseSecretKey', () => {
  it('accepts hex and base64 32-byte keys and names the problem otherwise', () => {
    const key = randomBytes(32);
    expect(parseSecretKey(key.toString('hex')).equals(key)).toBe(true);
    expect(parseSecretKey(key.toString('base64')).equals(key)).toBe(true);
    expect(() => parseSecretKey('short')).toThrow('the secret key must be 32 bytes');
  });
});
