import type { ResolveTxt } from '../app-context.ts';
import { withTimeout } from './with-timeout.ts';

/** The TXT record a customer publishes to prove they own `hostname`. */
export function challengeName(hostname: string): string {
  return `_folio-challenge.${hostname}`;
}

/** The result of one ownership check: `null` when verified, else why not, in words for the customer. */
export type TxtCheckFailure = string | null;

const TIMEOUT_MS = 5_000;

/**
 * Looks for `token` in the TXT records at `_folio-challenge.<hostname>` (a record split into
 * several strings counts as their concatenation). Never throws: DNS failures become the reason.
 */
export async function checkDomainTxt(
  resolveTxt: ResolveTxt,
  hostname: string,
  token: string,
): Promise<TxtCheckFailure> {
  const name = challengeName(hostname);
  try {
    const records = await withTimeout(resolveTxt(name), TIMEOUT_MS);
    const values = records.map((chunks) => chunks.join('').trim());
    if (values.includes(token)) return null;
    return values.length === 0
      ? `no TXT record at ${name}; add one whose value is ${token}`
      : `the TXT records at ${name} (${values.map((v) => `"${v}"`).join(', ')}) do not include ${token}`;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOTFOUND' || code === 'ENODATA') return `no TXT record at ${name}; add one whose value is ${token}`;
    return `the DNS lookup of ${name} failed (${code ?? 'unknown error'}); try again in a few minutes`;
  }
}
