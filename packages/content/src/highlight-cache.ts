import type { Element } from 'hast';

/** Entries kept; a block is a few kilobytes of hast, so the cache stays within tens of megabytes. */
const MAX_ENTRIES = 4000;
/** Blocks longer than this are not kept: they are rarely repeated and would crowd out the rest. */
const MAX_CODE_KEY_LENGTH = 20_000;

/**
 * Highlighted blocks by (theme, language, marked lines, code), least recently used dropped first.
 * One per render thread. An element given out is shared by every page that gets it (no copy is
 * made: copying costs about as much as highlighting a short block), so it is read-only: pages wrap
 * it, serialise it, and never change it.
 */
export class HighlightCache {
  private readonly entries = new Map<string, Element>();

  get(key: string): Element | undefined {
    const hit = this.entries.get(key);
    if (hit === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit;
  }

  set(key: string, pre: Element): void {
    if (key.length > MAX_CODE_KEY_LENGTH) return;
    this.entries.set(key, pre);
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
  }
}
