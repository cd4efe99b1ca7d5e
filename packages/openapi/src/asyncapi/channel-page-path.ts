import type { AsyncApiChannel } from './types.ts';

/** The navigation group of channels without a tag, as the reference names it. */
export const UNTAGGED_CHANNEL_GROUP = 'Websockets';

/** A channel's page title: its `title`, else its id in sentence case (`userSignedUp` → "User signed up"). */
export function channelTitle(channel: AsyncApiChannel): string {
  if (channel.title !== undefined) return channel.title;
  const words = channel.id.split(/(?=[A-Z])/).map((word) => word.toLowerCase());
  return words.map((word, index) => (index === 0 ? word.charAt(0).toUpperCase() + word.slice(1) : word)).join(' ');
}

/** A slug the way generated API file names are made: spaces to `-`, `{params}` and punctuation out, lower case. */
export function channelSlug(text: string): string {
  return text
    .replaceAll(' ', '-')
    .replace(/\{.*?\}/g, '-')
    .replace(/^-/, '')
    .replace(/-$/, '')
    .replace(/[{}(),.'\n/]/g, '')
    .replaceAll(/--/g, '-')
    .toLowerCase();
}

/** The generated page path of a channel: `<directory>/<group slug>/<title slug>` (title as written, else the id). */
export function channelPagePath(channel: AsyncApiChannel, directory: string): string {
  const group = channel.tags[0] ?? UNTAGGED_CHANNEL_GROUP;
  const name = channelSlug(channel.title ?? channel.id) || 'channel';
  return [directory, channelSlug(group), name].filter((part) => part !== '').join('/');
}
