import { digestBodyAsync, digestBodySync, type BodyDigester } from '@folio/site';
import type { RenderPool } from './render-pool.ts';

/**
 * Hashes and compresses site files on the render threads kept once pages are rendered.
 * A binary file without compression is only hashed, here: copying it to a thread costs more.
 */
export function digestOn(pool: RenderPool): BodyDigester {
  return async (body, setting) => {
    if (setting === undefined && typeof body !== 'string') return digestBodySync(body, setting);
    try {
      return await pool.digest(body, setting);
    } catch {
      // A thread that died (or a pool closed by its owner) must not fail the build.
      return digestBodyAsync(body, setting);
    }
  };
}
