/**
 * A count with its noun in the right number: `countNoun(1, 'error')` is `1 error`,
 * `countNoun(3, 'error')` is `3 errors`. `plural` covers nouns that do not just take an `s`.
 */
export function countNoun(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
