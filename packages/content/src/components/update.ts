import type { ComponentRenderer } from '../component-renderer.ts';
import { element, text } from '../hast-builders.ts';
import type { StaticValue } from '../read-static-value.ts';
import { stringProp } from './prop-readers.ts';

/** The tags of an Update: `tags={["a", "b"]}` (trimmed, each once); a single string is one tag. */
function readTags(value: StaticValue | undefined): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  return [
    ...new Set(
      list
        .filter((tag): tag is string => typeof tag === 'string')
        .map((tag) => tag.trim())
        .filter((tag) => tag !== ''),
    ),
  ];
}

/**
 * `Update`: one changelog entry. `label` (a date or version, its anchor and table-of-contents
 * entry; `id` sets the anchor), `description`, `tags` (listed, and offered as a filter over the
 * page's updates), `rss` (`{ title, description }` for the page's feed). The label column sits
 * beside the entry on wide screens and above it on narrow ones.
 *
 * Markup: `<div class="update" id data-tags>` with `.update-meta` (`a.update-label`, `ul.update-tags`,
 * `p.update-description`) and `.update-content`. `data-rss-title`/`data-rss-description` carry
 * the feed overrides to `collectFeedItems`.
 */
export const updateComponents: Record<string, ComponentRenderer> = {
  Update: ({ props, children, context }) => {
    const label = stringProp(props, 'label') ?? '';
    const description = stringProp(props, 'description');
    const tags = readTags(props.tags);
    const rss = props.rss !== null && typeof props.rss === 'object' && !Array.isArray(props.rss) ? props.rss : {};
    const id = context.addHeading(2, label === '' ? 'update' : label, stringProp(props, 'id'));
    return [
      element(
        'div',
        {
          className: ['update'],
          id,
          // Tags joined by a newline, which no tag holds (each is trimmed): the filter's contract.
          dataTags: tags.length === 0 ? undefined : tags.join('\n'),
          dataRssTitle: typeof rss.title === 'string' ? rss.title : undefined,
          dataRssDescription: typeof rss.description === 'string' ? rss.description : undefined,
        },
        [
          element('div', { className: ['update-meta'] }, [
            element('a', { className: ['update-label'], href: `#${id}` }, [text(label)]),
            ...(tags.length === 0
              ? []
              : [
                  element(
                    'ul',
                    { className: ['update-tags'], ariaLabel: 'Tags' },
                    tags.map((tag) => element('li', { className: ['update-tag'] }, [text(tag)])),
                  ),
                ]),
            ...(description === undefined
              ? []
              : [element('p', { className: ['update-description'] }, [text(description)])]),
          ]),
          element('div', { className: ['update-content'] }, children),
        ],
      ),
    ];
  },
};
