/**
 * COMPAT.md's slug cleaning, step by step as the reference applies it: spaces → `-`; each `{…}` →
 * `-`; drop one leading and one trailing `-`; remove `{ } ( ) , . ' / \n`; replace `--` with `-`
 * (one pass, as written: `---` becomes `--`); lowercase. Unicode letters, `&` and `—` stay.
 */
export function clean(value: string): string {
  return value
    .replace(/ /g, '-')
    .replace(/\{[^}]*\}/g, '-')
    .replace(/^-/, '')
    .replace(/-$/, '')
    .replace(/[{}(),.'/\n]/g, '')
    .replace(/--/g, '-')
    .toLowerCase();
}
