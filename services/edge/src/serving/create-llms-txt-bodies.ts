import { createHash } from 'node:crypto';
import type { ManifestEntry } from '@folio/deployment';
import { absoluteLlmsTxt } from '@folio/site';
import type { ContentSource } from '../storage/create-content-source.ts';

/** An `llms.txt` body made absolute for one origin, with the ETag of that body. */
export interface LlmsTxtBody {
  body: Buffer;
  etag: string;
}

/** Origins remembered per `llms.txt` entry: a site's hosts are few (its host, previews, custom domains). */
const MAX_ORIGINS = 16;

/**
 * `llms.txt` as a site's host serves it: the deployment's file names pages root-relative (one
 * deployment answers several hosts), and each answer names them at the origin it was asked at.
 * Bodies are kept per manifest entry (immutable) and origin; a cached one awaits nothing.
 */
export function createLlmsTxtBodies(content: ContentSource): {
  cached(entry: ManifestEntry, origin: string): LlmsTxtBody | undefined;
  load(siteId: string, entry: ManifestEntry, origin: string): Promise<LlmsTxtBody>;
} {
  const bodies = new WeakMap<ManifestEntry, Map<string, LlmsTxtBody>>();
  return {
    cached: (entry, origin) => bodies.get(entry)?.get(origin),
    async load(siteId, entry, origin) {
      const source = content.cachedBlob(siteId, entry.blob) ?? (await content.blob(siteId, entry.blob));
      const body = Buffer.from(absoluteLlmsTxt(source.toString('utf8'), origin));
      const made = { body, etag: `"${createHash('sha256').update(body).digest('hex')}"` };
      const byOrigin = bodies.get(entry) ?? new Map<string, LlmsTxtBody>();
      bodies.set(entry, byOrigin);
      if (byOrigin.size >= MAX_ORIGINS) byOrigin.clear();
      byOrigin.set(origin, made);
      return made;
    },
  };
}
