import type { AppContext } from '../app-context.ts';
import { normalizeHost } from '../routing/normalize-host.ts';

/**
 * Whether an `Origin` header names another host of the same site: its verified custom domain, its
 * `<slug>` host or a preview of it. A customer's proxy that serves the site under a path of its own
 * domain (`https://acme.com/docs`) and forwards to the site's Folio host (Cloudflare Workers and
 * Vercel rewrites cannot set another Host) sends the reader's Origin, `https://acme.com`; once
 * `acme.com` is a verified domain of the site, those pages are the site's own and may use its
 * playground. Looked up through the edge's host cache; a host of another site, an unknown one or a
 * failed lookup is not the site's.
 */
export async function isSiteDomainOrigin(
  ctx: AppContext,
  origin: string | undefined,
  siteId: string,
): Promise<boolean> {
  if (origin === undefined || !URL.canParse(origin)) return false;
  const url = new URL(origin);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  const host = normalizeHost(url.host);
  if (host === null) return false;
  try {
    const live = ctx.lookup.peek(host.hostname) ?? (await ctx.lookup.lookup(host.hostname));
    return live !== null && live.siteId === siteId;
  } catch {
    return false;
  }
}
