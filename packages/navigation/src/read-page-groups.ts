import type { PageGroupRule } from './types.ts';

/** What front matter `groups` says: the page's rules, and what was wrong with the value, if anything. */
export interface PageGroupsReading {
  groups: PageGroupRule[];
  /** Why the value is not the format's shape; the page is then restricted to nobody. */
  problem?: string;
}

/**
 * Front matter `groups` (the format's page visibility): `undefined` when the page has none (every
 * reader), else its rules: `["admin", "beta"]` is `[{ includes: ["admin", "beta"] }]`; a list of
 * `{ includes, excludes }` rules is kept; `[]` lets nobody in. A value of any other shape restricts
 * the page to nobody rather than publish it to everyone, with a `problem` to report.
 */
export function readPageGroups(value: unknown): PageGroupsReading | undefined {
  if (value === undefined || value === null) return undefined;
  // A single name is read as a list of one: what the author meant, and still restricted.
  if (typeof value === 'string' && value.trim() !== '') return { groups: [{ includes: [value.trim()] }] };
  if (!Array.isArray(value)) return refused('it is not a list of group names');
  if (value.length === 0) return { groups: [] };
  if (value.every((name) => typeof name === 'string')) {
    const names = value.map((name: string) => name.trim()).filter((name) => name !== '');
    return names.length === value.length ? { groups: [{ includes: names }] } : refused('a group name is empty');
  }
  const rules: PageGroupRule[] = [];
  for (const rule of value) {
    if (typeof rule !== 'object' || rule === null || Array.isArray(rule))
      return refused('it mixes group names and rules');
    const { includes, excludes, ...rest } = rule as Record<string, unknown>;
    if (Object.keys(rest).length > 0) return refused(`a rule has "${Object.keys(rest)[0]}", not includes or excludes`);
    if (!isNameList(includes) || !isNameList(excludes)) return refused('includes and excludes must be lists of names');
    if (includes?.length === 0) return refused('a rule has an empty includes (leave it out to allow every group)');
    if (excludes?.includes('*') === true) return refused('the * wildcard is not allowed in excludes');
    rules.push({ ...(includes === undefined ? {} : { includes }), ...(excludes === undefined ? {} : { excludes }) });
  }
  return { groups: rules };
}

function refused(problem: string): PageGroupsReading {
  return { groups: [], problem };
}

function isNameList(value: unknown): value is string[] | undefined {
  return (
    value === undefined || (Array.isArray(value) && value.every((name) => typeof name === 'string' && name !== ''))
  );
}
