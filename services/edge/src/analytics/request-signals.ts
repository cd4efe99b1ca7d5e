import type { IncomingHttpHeaders } from 'node:http';
import { textSlot } from './text-slot.ts';

/**
 * Whether the reader asked not to be tracked: `DNT: 1` or `Sec-GPC: 1` (Global Privacy Control).
 * Such a request is served as any other and counted nowhere.
 */
export function refusesTracking(headers: IncomingHttpHeaders): boolean {
  return headers.dnt === '1' || headers['sec-gpc'] === '1';
}

/**
 * Whether a browser fetched the page without showing it: a prefetch or prerender
 * (`Sec-Purpose: prefetch`, the older `Purpose: prefetch` and `X-Moz: prefetch`), or a request
 * a script or frame made (`Sec-Fetch-Dest` other than `document`, such as the shared sidebar a
 * page script loads). Browsers that send no `Sec-Fetch-Dest` are taken at their word.
 */
export function isUnseenFetch(headers: IncomingHttpHeaders): boolean {
  const purpose = headers['sec-purpose'] ?? headers.purpose ?? headers['x-moz'];
  if (purpose?.includes('prefetch')) return true;
  const dest = headers['sec-fetch-dest'];
  return dest !== undefined && dest !== 'document';
}

/**
 * The host of a `Referer` from another site, lower-cased, or `null` (none, unreadable, not
 * http(s), or this site itself): the only part of a referrer kept.
 */
export function referrerHostOf(headers: IncomingHttpHeaders, siteHost: string): string | null {
  const referer = headers.referer;
  if (referer === undefined || referer === '' || headers['sec-fetch-site'] === 'same-origin') return null;
  const host = hostOf(referer);
  return host === '' || host === siteHost ? null : host;
}

// Referrers repeat a great deal (browsers send another site's origin only): each is parsed once.
const MAX_REMEMBERED = 2_000;
const hosts = new Map<string, string>();
// In front of the map, the last referrer of each slot: found without hashing the header's new
// string (see textSlot).
const SLOTS = 256;
const slotReferers: (string | undefined)[] = new Array(SLOTS).fill(undefined);
const slotHosts: string[] = new Array(SLOTS).fill('');

/** The lower-cased host of an http(s) URL, `''` for anything else. */
function hostOf(referer: string): string {
  const slot = textSlot(referer, SLOTS);
  if (slotReferers[slot] === referer) return slotHosts[slot] ?? '';
  const host = parsedHostOf(referer);
  slotReferers[slot] = referer;
  slotHosts[slot] = host;
  return host;
}

function parsedHostOf(referer: string): string {
  let host = hosts.get(referer);
  if (host !== undefined) return host;
  host = '';
  try {
    const url = new URL(referer);
    if (url.protocol === 'http:' || url.protocol === 'https:') host = url.hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    // not a URL: no host
  }
  if (hosts.size >= MAX_REMEMBERED) hosts.clear();
  hosts.set(referer, host);
  return host;
}
