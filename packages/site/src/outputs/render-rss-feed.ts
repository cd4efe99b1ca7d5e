import type { FeedItem } from '@folio/content';
import { html, SafeHtml } from '@folio/html';

/** What a page's feed needs besides its items. */
export interface RssFeedInput {
  /** The site's name (docs.json `name`). */
  siteName: string;
  /** The page's title and description. */
  title: string;
  description?: string;
  /** The page's URL path (`/changelog`). */
  pagePath: string;
  /** Public base URL (`https://docs.acme.com`), for absolute links; relative links without it. */
  siteUrl?: string;
  items: readonly FeedItem[];
}

/** The URL path of a page's feed: `/changelog/rss.xml` (`/rss.xml` for the home page). */
export function rssFeedPath(pagePath: string): string {
  return `${pagePath.replace(/\/+$/, '')}/rss.xml`;
}

/**
 * A page's `Update`s as an RSS 2.0 feed (front matter `rss: true`): one item per update, titled
 * by its label (or `rss.title`), linked to its anchor, with its tags as categories and its
 * content as HTML. An item has a `pubDate` only when its label is a date: Folio takes no date
 * from elsewhere, so the same source always gives the same feed.
 */
export function renderRssFeed(input: RssFeedInput): SafeHtml {
  const base = input.siteUrl?.replace(/\/+$/, '') ?? '';
  const link = base + input.pagePath;
  const items = input.items.map((item) => {
    const date = readDate(item.title);
    const categories = item.categories.map((category) => html`<category>${category}</category>`);
    const description = item.description !== undefined && html`<description>${item.description}</description>`;
    return html`<item><title>${item.title}</title><link>${`${link}#${item.anchor}`}</link><guid isPermaLink="false">${`${input.pagePath}#${item.anchor}`}</guid>${date !== undefined && html`<pubDate>${date.toUTCString()}</pubDate>`}${categories}${description}<content:encoded>${cdata(item.html)}</content:encoded></item>`;
  });
  const title = input.title === input.siteName ? input.title : `${input.title} - ${input.siteName}`;
  const self =
    base !== '' &&
    html`<atom:link href="${base + rssFeedPath(input.pagePath)}" rel="self" type="application/rss+xml"/>`;
  return html`<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>${title}</title><link>${link}</link><description>${input.description ?? input.title}</description>${self}<generator>Folio</generator>${items}</channel></rss>
`;
}

/** A label that is a calendar date (`2024-05-01`, `May 1, 2024`), at midnight UTC. */
function readDate(label: string): Date | undefined {
  if (!/\d{4}/.test(label)) return undefined;
  const time = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(label.trim()) ? `${label.trim()}T00:00:00Z` : `${label} UTC`);
  return Number.isNaN(time) ? undefined : new Date(time);
}

/**
 * An entry's HTML (serialised by `@folio/content`) inside CDATA, where it is text to a feed reader:
 * CDATA escapes by its own rule, so any `]]>` is split so it cannot end the section early.
 */
function cdata(markup: string): SafeHtml {
  return new SafeHtml(`<![CDATA[${markup.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`);
}
