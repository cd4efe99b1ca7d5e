import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox, parseSecretKey } from './secret-box.ts';

describe('createSecretBox', () => {
  const box = createSecretBox(randomBytes(32));

  it('round-trips and never stores the plaintext', () => {
    const sealed = box.seal('ghp_secret-token');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('ghp_secret');
    expect(box.seal('ghp_secret-token')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('ghp_secret-token');
  });

  it('refuses tampered values and other keys', () => {
    const sealed = box.seal('hello');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('jello').toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow();
    expect(() => box.open('plain')).toThrow('not a sealed secret');
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
