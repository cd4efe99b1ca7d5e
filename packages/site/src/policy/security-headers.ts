import type { CspSources } from '@folio/deployment';

/**
 * The Content-Security-Policy of every HTML page of a site: the site's own hashed script only
 * (no inline script, no eval), its stylesheet plus inline `style` attributes (highlighted code and
 * raw HTML use them), images from the site, https hosts and `data:` (the stylesheet's icons),
 * fonts from the site and https hosts (docs.json `fonts.source`), video and audio from https hosts, iframes only from https (`<iframe>` embeds), fetches to the
 * site (search index, `/_docs/api/request`) and to https APIs (the playground with
 * `proxy: false` calls the API from the browser), never framed by another site, and no `<base>`,
 * plugin or foreign form target.
 */
export const SITE_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' https: data:",
  "font-src 'self' https:",
  "media-src 'self' https:",
  'frame-src https:',
  "connect-src 'self' https:",
  "frame-ancestors 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/**
 * The policy of a site's HTML: {@link SITE_CONTENT_SECURITY_POLICY} plus exactly the sources its
 * integrations need (each directive gets its own list; `worker-src` appears only when a provider
 * runs workers), and plain-http local APIs for `folio dev`.
 */
export function siteContentSecurityPolicy(sources: CspSources | undefined, isLocal = false): string {
  const extra: Record<string, readonly string[] | undefined> = {
    'script-src': sources?.script,
    'style-src': sources?.style,
    'font-src': sources?.font,
    'connect-src': [...(sources?.connect ?? []), ...(isLocal ? ['http://localhost:*', 'http://127.0.0.1:*'] : [])],
    'img-src': sources?.img,
    'frame-src': sources?.frame,
  };
  const directives = SITE_CONTENT_SECURITY_POLICY.split('; ').map((directive) => {
    const name = directive.split(' ')[0]!;
    const added = extra[name];
    delete extra[name];
    return added === undefined || added.length === 0 ? directive : `${directive} ${added.join(' ')}`;
  });
  // Directives the base policy leaves to `default-src 'self'`.
  for (const [name, added] of Object.entries(extra))
    if (added !== undefined && added.length > 0) directives.push(`${name} 'self' ${added.join(' ')}`);
  if (sources?.worker !== undefined && sources.worker.length > 0)
    directives.push(`worker-src 'self' ${sources.worker.join(' ')}`);
  return directives.join('; ');
}

/**
 * The policy of a repository SVG opened on its own: an SVG is a document that can run script, so
 * it gets nothing but its own inline styles, in a sandbox (images embedding it are unaffected).
 */
export const SVG_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Options of {@link securityHeaders}. */
export interface SecurityHeaderOptions {
  /** The site's additions (its integrations' origins, from the manifest); none for most sites. */
  sources?: CspSources | undefined;
  /**
   * `folio dev`: the playground may also call an API on the author's machine over plain http
   * (`http://localhost:*`, `http://127.0.0.1:*`).
   */
  isLocal?: boolean;
}

/**
 * The security headers of a site response by its content type, the same from the edge and from
 * `folio dev`: HTML gets {@link SITE_CONTENT_SECURITY_POLICY}, SVG {@link SVG_CONTENT_SECURITY_POLICY},
 * everything `nosniff` and `Referrer-Policy: strict-origin-when-cross-origin`.
 */
export function securityHeaders(contentType: string, options: SecurityHeaderOptions = {}): Record<string, string> {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  const headers: Record<string, string> = {};
  if (type === 'text/html') {
    headers['content-security-policy'] = siteContentSecurityPolicy(options.sources, options.isLocal === true);
  } else if (type === 'image/svg+xml') {
    headers['content-security-policy'] = SVG_CONTENT_SECURITY_POLICY;
  }
  headers['referrer-policy'] = 'strict-origin-when-cross-origin';
  headers['x-content-type-options'] = 'nosniff';
  return headers;
}
