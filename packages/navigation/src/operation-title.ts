import type { Operation } from '@folio/openapi';
import { titleFromSlug } from './title-from-slug.ts';

/** An API page's title (COMPAT.md): `x-docs.metadata.title`, else `summary`, else one made from its slug. */
export function operationTitle(operation: Operation, pagePath: string): string {
  const title = operation.docs?.metadata?.title;
  if (typeof title === 'string' && title.trim() !== '') return title;
  return operation.summary ?? titleFromSlug(pagePath);
}
