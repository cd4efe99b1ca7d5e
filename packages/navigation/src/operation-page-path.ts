import type { Operation } from '@folio/openapi';
import { clean } from './clean.ts';

/** The folder of generated pages when the `openapi` setting names none (COMPAT.md). */
export const DEFAULT_API_DIRECTORY = 'api-reference';

/**
 * The page path of an operation's generated page, before de-duplication (COMPAT.md "Page paths"):
 * `x-docs.href` (leading `/` dropped) when set, else `<directory>/<clean(tag)>/<clean(title)>`
 * where the folder is the first tag's name (untagged operations sit directly under `directory`)
 * and the title is the summary, or `<method>-<path>` (method lower case; a webhook's name).
 */
export function operationPagePath(operation: Operation, directory: string = DEFAULT_API_DIRECTORY): string {
  const href = operation.docs?.href;
  if (typeof href === 'string' && href.trim() !== '') return href.trim().replace(/^\/+/, '');
  const title =
    operation.summary ??
    (operation.kind === 'webhook' ? operation.path : `${operation.method.toLowerCase()}-${operation.path}`);
  const folder = operation.tags[0];
  return [
    directory.replace(/^\/+|\/+$/g, ''),
    folder === undefined ? undefined : urlSafe(clean(folder)),
    urlSafe(clean(title)),
  ]
    .filter((part) => part !== undefined && part !== '')
    .join('/');
}

/**
 * A generated page path is also the page's URL, linked as written and looked up after the edge
 * decodes the request path once: a `%` (`/discount/50%`, `/files/a%20b`), `?`, `#`, `\` or a
 * control character from an OpenAPI path or tag would make the page unreachable, so they are
 * dropped (beyond COMPAT.md's `clean`, whose examples never contain them).
 */
function urlSafe(slug: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are among what a URL path segment must not hold
  return slug.replace(/[%?#\\\u0000-\u001f\u007f]/g, '');
}
