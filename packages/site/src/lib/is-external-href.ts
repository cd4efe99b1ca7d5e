/** True when `href` leaves the site (`https://…`, `mailto:`, protocol-relative `//host`). */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}
