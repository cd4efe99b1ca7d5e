import { randomUUID } from 'node:crypto';
import { signToken, tokenKey } from '@folio/platform';

/** How long a preview grant may wait between the dashboard's redirect and the preview host. */
const GRANT_SECONDS = 120;

/**
 * A one-time grant for a dashboard member to open a site's previews (`previews: "members"`):
 * signed with the `preview-grant` key derived from `SECRET_ENCRYPTION_KEY`, which the edge
 * derives too; bound to the site, naming the member, two minutes long, with an id the edge
 * accepts once. The preview host exchanges it for its own member session.
 */
export function createPreviewGrant(secretKey: Buffer, siteId: string, userId: string): string {
  return signToken(
    { site: siteId, sub: userId, jti: randomUUID(), exp: Math.floor(Date.now() / 1000) + GRANT_SECONDS },
    tokenKey(secretKey, 'preview-grant'),
  );
}
