import type { TagInfo } from './types.ts';

/** The top-level `tags` of a document, with each tag's `x-group` display name (COMPAT.md). */
export function getSpecTags(document: Record<string, unknown>): TagInfo[] {
  if (!Array.isArray(document.tags)) return [];
  const tags: TagInfo[] = [];
  for (const tag of document.tags) {
    if (typeof tag !== 'object' || tag === null || typeof tag.name !== 'string') continue;
    const info: TagInfo = { name: tag.name };
    if (typeof tag['x-group'] === 'string') info.group = tag['x-group'];
    if (typeof tag.description === 'string') info.description = tag.description;
    tags.push(info);
  }
  return tags;
}
