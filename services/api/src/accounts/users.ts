/** The form an email is stored and compared in; `null` when it does not look like an address. */
export function normalizeEmail(value: string): string | null {
  const email = value.trim().toLowerCase();
  return /^[^\s@]{1,64}@[^\s@]+\.[^\s@]+$/.test(email) && email.length <= 320 ? email : null;
}
