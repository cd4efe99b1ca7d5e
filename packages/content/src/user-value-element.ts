import type { Element } from 'hast';
import { element, text } from './hast-builders.ts';
import type { UserValue } from './read-user-value.ts';

/**
 * The placeholder of a `{user.…}` value: `<span data-folio-user="firstName">fallback</span>`. The
 * site's personalisation script replaces its text (never its markup) with the reader's claim.
 */
export function userValueElement(value: UserValue): Element {
  return element('span', { dataFolioUser: value.path }, value.fallback === '' ? [] : [text(value.fallback)]);
}
