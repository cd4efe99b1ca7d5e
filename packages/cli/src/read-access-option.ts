import { READER_ACCESS_MODES, type ReaderAccessMode } from '@folio/deployment';

/**
 * `--access <mode>` of `folio build` and `folio check`: the reader access mode the site has in
 * the dashboard, so that a local run reports what the hosted build reports. Absent: `public`.
 * A string naming no mode is `{ error }`.
 */
export function readAccessOption(value: string | undefined): { mode: ReaderAccessMode } | { error: string } {
  if (value === undefined) return { mode: 'public' };
  const mode = READER_ACCESS_MODES.find((known) => known === value);
  return mode === undefined
    ? { error: `--access "${value}" is not one of ${READER_ACCESS_MODES.join(', ')}` }
    : { mode };
}

/**
 * The help of `--access`, the same in every command, its text starting at `column` (the width of
 * the command's option names) so that it lines up with the other options.
 */
export function accessOptionHelp(column: number): string {
  // At least one space after the name, where a command's column is as narrow as it.
  const name = '--access <mode>'.padEnd(Math.max(column, '--access <mode> '.length));
  const indent = ' '.repeat(2 + name.length);
  return `${name}the site's reader access mode: ${READER_ACCESS_MODES.join(', ')} (default public);\n${indent}{user.…} values and page groups need oidc or jwt`;
}
