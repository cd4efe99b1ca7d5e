/** Who signed in, as the session keeps it: the subject, the allow-listed claims and the groups. */
export interface ReaderIdentity {
  subject: string;
  claims: Record<string, unknown>;
  groups: string[];
}

const MAX_CLAIM_TEXT = 256;
const MAX_GROUPS = 64;

/**
 * Keeps what the site allows of a token's claims: the claims named in `allowList` (strings,
 * numbers, booleans; text cut to 256 characters), and the groups from `groupsClaim` (an array of
 * strings, or one string; at most 64). Everything else of the token is dropped here, so the
 * cookie and `/_folio/reader` never carry more than the site declared.
 */
export function readerIdentity(
  claims: Record<string, unknown>,
  allowList: readonly string[],
  groupsClaim: string | null,
): ReaderIdentity | null {
  const subject = claims.sub;
  if (typeof subject !== 'string' || subject === '') return null;
  const kept: Record<string, unknown> = {};
  for (const name of allowList) {
    const value = claims[name];
    if (typeof value === 'string') kept[name] = value.slice(0, MAX_CLAIM_TEXT);
    else if (typeof value === 'number' || typeof value === 'boolean') kept[name] = value;
  }
  const raw = claims[groupsClaim ?? 'groups'];
  const groups = (Array.isArray(raw) ? raw : typeof raw === 'string' ? [raw] : [])
    .filter((group): group is string => typeof group === 'string' && group !== '')
    .map((group) => group.slice(0, MAX_CLAIM_TEXT))
    .slice(0, MAX_GROUPS);
  return { subject: subject.slice(0, MAX_CLAIM_TEXT), claims: kept, groups };
}
