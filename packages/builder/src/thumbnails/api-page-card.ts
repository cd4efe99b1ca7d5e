import type { SitePage } from '@folio/navigation';

/** What an API page's card shows, from its operation or channel (generated pages have no MDX). */
export interface ApiPageCard {
  title: string;
  endpoint: { method?: string; path: string };
  description?: string;
}

/**
 * The card text of an OpenAPI operation page (title: its title, else the summary, else
 * `METHOD /path`; the request line; the description's first sentence as plain text) or an
 * AsyncAPI channel page (title, and its address behind a `CHANNEL` badge as the page shows it). `undefined` for any other page.
 */
export function apiPageCard(page: SitePage): ApiPageCard | undefined {
  const operation = page.operation;
  if (operation !== undefined) {
    const method = operation.method.toUpperCase();
    const title = page.title ?? nonEmpty(operation.summary) ?? `${method} ${operation.path}`;
    const description = firstSentence(operation.description ?? '');
    return { title, endpoint: { method, path: operation.path }, ...(description === undefined ? {} : { description }) };
  }
  const channel = page.channel?.channel;
  if (channel !== undefined) {
    const address = channel.address ?? channel.id;
    const title = page.title ?? nonEmpty(channel.title) ?? address;
    const description = firstSentence(channel.summary ?? channel.description ?? '');
    return {
      title,
      endpoint: { method: 'CHANNEL', path: address },
      ...(description === undefined ? {} : { description }),
    };
  }
  return undefined;
}

/**
 * The first sentence of Markdown as plain text: code blocks, HTML tags, images, link targets and
 * emphasis marks removed (a card draws characters as given, so `**` would show).
 */
export function firstSentence(markdown: string): string | undefined {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(?:#{1,6}\s+|>\s?|[-*+]\s+|\d+\.\s+)/gm, '')
    .replace(/(\*\*|__|\*|_|`|~~)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/`/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text === '') return undefined;
  // A full stop, question or exclamation mark before a space ends it (not `e.g.` inside words, nor a version `1.2`).
  const end = /[.!?](?=\s+[A-Z0-9"'([])/.exec(text);
  return end === null ? text : text.slice(0, end.index + 1);
}

function nonEmpty(text: string | undefined): string | undefined {
  return text === undefined || text.trim() === '' ? undefined : text;
}
