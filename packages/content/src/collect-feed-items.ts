import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { findElements, hasClass } from './components/has-class.ts';
import { textOf } from './components/text-of.ts';

/** One entry of a page's RSS feed: an `Update` of the page. */
export interface FeedItem {
  /** The update's `rss.title`, else its label. */
  title: string;
  /** The update's anchor on the page (`#v1-2`). */
  anchor: string;
  /** `rss.description`, else the update's `description`. */
  description?: string;
  /** The update's tags. */
  categories: string[];
  /** The update's content as sanitised HTML. */
  html: string;
}

/** The page's `Update`s as feed items, in page order, from the rendered (sanitised) page. */
export function collectFeedItems(root: Root): FeedItem[] {
  return findElements(root, (node) => hasClass(node, 'update')).map((update) => {
    const part = (className: string) => findElements(update, (node) => hasClass(node, className))[0];
    const description = stringOf(update.properties.dataRssDescription) ?? textOrUndefined(part('update-description'));
    const content = part('update-content');
    return {
      title: stringOf(update.properties.dataRssTitle) ?? textOrUndefined(part('update-label')) ?? '',
      anchor: String(update.properties.id ?? ''),
      ...(description === undefined ? {} : { description }),
      categories: String(update.properties.dataTags ?? '')
        .split('\n')
        .filter((tag) => tag !== ''),
      html: content === undefined ? '' : toHtml(content.children),
    };
  });
}

function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function textOrUndefined(node: Element | undefined): string | undefined {
  return node === undefined ? undefined : textOf(node.children).trim() || undefined;
}
