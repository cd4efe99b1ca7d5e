import { readFile } from 'node:fs/promises';
import { hasReaderClaims, type ReaderAccessMode } from '@folio/deployment';

/** The reader `folio dev` pretends is signed in: what `GET /_folio/reader` answers. */
export interface DevReader {
  claims: Record<string, unknown>;
  groups: string[];
}

/**
 * The sample reader of a `folio dev --access oidc|jwt` session without `--reader-claims`
 * (documented in docs/cli.mdx): enough to preview `{user.firstName}` and friends.
 */
const SAMPLE_READER: Readonly<DevReader> = Object.freeze({
  claims: Object.freeze({
    firstName: 'Ada',
    lastName: 'Lovelace',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
  }) as Record<string, unknown>,
  groups: [],
});

/**
 * Who reads a `folio dev` preview, as the edge would answer `GET /_folio/reader`: the reader of
 * the `--reader-claims` file (read on every call, so edits show on the next page load), else the
 * sample reader for `oidc` and `jwt`, a reader without claims for `password` (signed in, nothing
 * to personalize), and nobody (`null`) for `public`.
 */
export function devReader(access: ReaderAccessMode, claimsFile: string | undefined): () => Promise<DevReader | null> {
  if (claimsFile !== undefined) return () => readReaderClaims(claimsFile);
  if (hasReaderClaims(access)) return async () => SAMPLE_READER;
  if (access === 'password') return async () => ({ claims: {}, groups: [] });
  return async () => null;
}

/**
 * A reader from a claims file: one JSON object of claims, as the identity provider's token or the
 * customer's JWT would carry them; its `groups` claim (an array of strings) is the reader's groups.
 * Throws with a message naming the file when it cannot be read or is not such an object.
 */
export async function readReaderClaims(file: string): Promise<DevReader> {
  let value: unknown;
  try {
    value = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`--reader-claims ${file}: ${(error as Error).message}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error(`--reader-claims ${file}: the file must hold one JSON object of claims`);
  const claims = value as Record<string, unknown>;
  const groups = claims.groups;
  if (groups !== undefined && !(Array.isArray(groups) && groups.every((group) => typeof group === 'string')))
    throw new Error(`--reader-claims ${file}: "groups" must be an array of strings`);
  return { claims, groups: (groups as string[] | undefined) ?? [] };
}
