/**
 * One rule of the format's front matter `groups`: a reader in any `includes` group (every reader
 * when absent, or with the wildcard `*`) may read the page, unless they are in an `excludes` group.
 * `groups: ["admin", "beta"]` is the single rule `{ includes: ["admin", "beta"] }`.
 */
export interface PageGroupRule {
  includes?: readonly string[];
  excludes?: readonly string[];
}

/**
 * Who may read a page restricted to reader groups: its rules. An empty list lets nobody read it
 * (the format's `groups: []`); a page without groups has none of this (absent, not empty).
 */
export type PageGroups = readonly PageGroupRule[];

/** The format's wildcard: any signed-in reader. */
const ANY_GROUP = '*';

/**
 * The reader groups of someone who reads every page, whatever its groups: a dashboard member of
 * the site's tenant on a preview. Recognised by identity, never by its contents, so no claim of
 * an identity provider can stand for it.
 */
export const EVERY_GROUP: readonly string[] = Object.freeze(['(every group)']);

/**
 * Whether a reader in `readerGroups` may read a page with `groups`. No groups: everyone. A reader
 * who is not signed in (`undefined`) never reads a restricted page; {@link EVERY_GROUP} reads
 * every one. Excludes win over includes.
 */
export function isAllowedForGroups(
  groups: PageGroups | undefined,
  readerGroups: readonly string[] | undefined,
): boolean {
  if (groups === undefined) return true;
  if (readerGroups === undefined) return false;
  if (readerGroups === EVERY_GROUP) return true;
  const member = new Set(readerGroups);
  if (groups.some((rule) => rule.excludes?.some((group) => member.has(group)) === true)) return false;
  return groups.some(
    (rule) => rule.includes === undefined || rule.includes.some((group) => group === ANY_GROUP || member.has(group)),
  );
}
