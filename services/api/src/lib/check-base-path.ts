import { parseBasePath } from '@folio/deployment';
import { AppError } from '../errors/app-error.ts';

/**
 * A site's `basePath` as given (`"/docs"`, or `null` for the root), checked by the same rule the
 * builder and the edge read it with (`parseBasePath`); anything else is an `INVALID_BASE_PATH`
 * saying what to write instead.
 */
export function checkBasePath(value: string | null): string | null {
  const check = parseBasePath(value);
  if (!check.ok) throw new AppError('INVALID_BASE_PATH', check.message);
  return check.basePath;
}
