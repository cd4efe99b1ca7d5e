import { checkUrl } from '@folio/diagnostics';

/**
 * Front matter `url`: the page's navigation entry links to this address instead of the page (an
 * external link in the sidebar). Only a URL the link policy allows (http(s), `mailto:`, …);
 * anything else is not a link and is ignored.
 */
export function readPageUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const verdict = checkUrl(value, 'link');
  return verdict.allowed && verdict.isExternal ? verdict.url : undefined;
}
