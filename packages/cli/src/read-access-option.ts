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

/** The help line of `--access`, the same in both commands. */
export const ACCESS_OPTION_HELP = `--access <mode>  the site's reader access mode: ${READER_ACCESS_MODES.join(', ')} (default public);
                   {user.…} values and page groups need oidc or jwt`;
