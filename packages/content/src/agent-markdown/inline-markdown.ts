import { checkUrl } from '@folio/diagnostics';
import type { PhrasingContent } from 'mdast';
import { booleanProp, stringProp } from '../components/prop-readers.ts';
import type { MarkdownComponent } from './markdown-component.ts';
import { text } from './mdast-nodes.ts';

function linked(href: string | undefined, children: PhrasingContent[]): PhrasingContent[] {
  const verdict = href === undefined ? undefined : checkUrl(href, 'link');
  return verdict?.allowed === true ? [{ type: 'link', url: verdict.url, children }] : children;
}

/**
 * Inline components as text: a `Badge` is its text (a link when it has one), a `Tooltip` its text
 * with the tip in parentheses after it (and its call to action as a link), a `Link` a link; an
 * `Icon` is a picture and has no text.
 */
export const inlineMarkdown: Record<string, MarkdownComponent> = {
  Icon: () => [],
  Badge: (input) =>
    booleanProp(input.props, 'disabled') ? input.phrasing() : linked(stringProp(input.props, 'href'), input.phrasing()),
  Tooltip: (input) => {
    const tip = stringProp(input.props, 'tip');
    const headline = stringProp(input.props, 'headline');
    const cta = stringProp(input.props, 'cta');
    const explained = [headline, tip].filter((part) => part !== undefined && part.trim() !== '').join(': ');
    const action = cta === undefined ? [] : linked(stringProp(input.props, 'href'), [text(cta)]);
    const note: PhrasingContent[] =
      explained === '' && action.length === 0
        ? []
        : [text(` (${explained}${explained !== '' && action.length > 0 ? '; ' : ''}`), ...action, text(')')];
    return [...input.phrasing(), ...note];
  },
  Link: (input) => linked(stringProp(input.props, 'href'), input.phrasing()),
};
