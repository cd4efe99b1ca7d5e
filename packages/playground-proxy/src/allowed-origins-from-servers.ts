import { normalizeOrigin } from './normalize-origin.ts';

/**
 * The playground allow-list of a site: the origins of its OpenAPI `servers[].url` plus the extra
 * origins the site owner added, normalised (see `normalizeOrigin`) and de-duplicated in order.
 * Entries that cannot be an origin (relative server URLs, templates with unsubstituted
 * `{variables}`, non-http schemes, `user:password@`) are left out; substitute server variables
 * with their defaults before calling this.
 */
export function allowedOriginsFromServers(serverUrls: string[], extraOrigins: string[]): string[] {
  const origins = new Set<string>();
  for (const entry of [...serverUrls, ...extraOrigins]) {
    const origin = normalizeOrigin(entry);
    if (origin !== undefined) origins.add(origin);
  }
  return [...origins];
}
