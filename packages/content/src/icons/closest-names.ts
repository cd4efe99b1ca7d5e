/**
 * Up to `limit` names closest to `wanted` by edit distance (Levenshtein), nearest first, ties in
 * alphabetical order; only names within a third of the longer length (at least 2 edits) count.
 */
export function closestNames(wanted: string, names: Iterable<string>, limit = 3): string[] {
  const scored: Array<{ name: string; distance: number }> = [];
  for (const name of names) {
    const bound = Math.max(2, Math.floor(Math.max(name.length, wanted.length) / 3));
    if (Math.abs(name.length - wanted.length) > bound) continue;
    const distance = editDistance(wanted, name);
    if (distance <= bound) scored.push({ name, distance });
  }
  scored.sort((a, b) => a.distance - b.distance || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return scored.slice(0, limit).map(({ name }) => name);
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}
