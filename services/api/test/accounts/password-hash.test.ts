import { describe, expect, it } from 'vitest';
import { checkNewPassword, hashPassword, SCRYPT_PARAMETERS, verifyPassword } from '../../src/accounts/password-hash.ts';

describe('password hashing', () => {
  it('stores scrypt parameters and a per-user salt, and verifies only the right password', async () => {
    const [first, second] = [await hashPassword('correct horse battery'), await hashPassword('correct horse battery')];
    expect(first).toMatch(new RegExp(`^scrypt\\$${SCRYPT_PARAMETERS.N}\\$8\\$1\\$[\\w-]{22}\\$[\\w-]{43}$`));
    expect(first).not.toBe(second);
    expect(await verifyPassword('correct horse battery', first)).toBe(true);
    expect(await verifyPassword('correct horse batterY', first)).toBe(false);
  });

  it('never matches a missing or malformed hash', async () => {
    expect(await verifyPassword('x', null)).toBe(false);
    expect(await verifyPassword('x', 'plain')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$99999999$8$1$AAAA$AAAA')).toBe(false);
  });

  it('asks for at least 10 characters', () => {
    expect(checkNewPassword('short')).toBe('use at least 10 characters');
    expect(checkNewPassword('long enough now')).toBeNull();
  });
});
