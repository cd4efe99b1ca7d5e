// The scrypt hash is shared with the edge (a private site's password): it lives in platform.
export { hashPassword, SCRYPT_PARAMETERS, verifyPassword } from '@folio/platform';

/** Problems with a new password, in words for the form; `null` when acceptable. */
export function checkNewPassword(password: string): string | null {
  if (password.length < 10) return 'use at least 10 characters';
  if (password.length > 200) return 'use at most 200 characters';
  return null;
}
