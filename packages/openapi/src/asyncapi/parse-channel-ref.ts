/** A front matter `asyncapi` value: `<channelId>` or `<file> <channelId>`. */
export interface ChannelRef {
  /** The document as written (path or URL), when given. */
  file?: string;
  channelId: string;
}

/** Reads `asyncapi: "<file> <channelId>"` or `asyncapi: <channelId>`; undefined for anything else. */
export function parseChannelRef(value: unknown): ChannelRef | undefined {
  if (typeof value !== 'string') return undefined;
  const parts = value
    .trim()
    .split(/\s+/)
    .filter((part) => part !== '');
  if (parts.length === 1) return { channelId: parts[0] as string };
  if (parts.length === 2) return { file: parts[0] as string, channelId: parts[1] as string };
  return undefined;
}
