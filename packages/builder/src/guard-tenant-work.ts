import { isReaderError } from './tag-reader-errors.ts';

/**
 * Runs the handling of one item of the tenant's content (a page, an OpenAPI document, the
 * navigation) so that an exception Folio did not expect costs that item only: `recover` turns it
 * into the item's fallback (and reports it). Errors from the repository reader are operational and
 * pass through, so the build fails and is retried.
 */
export async function guardTenantWork<T>(work: () => T | Promise<T>, recover: (error: unknown) => T): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isReaderError(error)) throw error;
    return recover(error);
  }
}

/** `guardTenantWork` for synchronous work (front matter parsing, which runs inside a cache lookup). */
export function guardTenantWorkSync<T>(work: () => T, recover: (error: unknown) => T): T {
  try {
    return work();
  } catch (error) {
    if (isReaderError(error)) throw error;
    return recover(error);
  }
}
