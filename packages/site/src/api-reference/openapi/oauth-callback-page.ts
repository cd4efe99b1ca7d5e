import { html } from '@folio/html';
import { readSiteAsset } from '../../frame/read-site-asset.ts';
import { hashContent } from '../../lib/hash-content.ts';
import type { SiteFile } from '../../types.ts';
import type { OperationDetails } from './read-operation.ts';

/**
 * Where an authorization server sends the reader back after the playground's authorization-code
 * flow: a page of the site (so the code lands on the site's own origin), the same on every Folio
 * site. Site owners register `<site origin>/_docs/oauth/callback` as the redirect URL.
 */
export const PLAYGROUND_OAUTH_CALLBACK_PATH = '/_docs/oauth/callback';

/** Whether any operation offers a flow that returns through the callback page (authorization code, OpenID Connect). */
export function needsOAuthCallback(operations: Iterable<OperationDetails>): boolean {
  for (const details of operations)
    for (const requirement of details.security)
      for (const use of requirement) {
        if (use.scheme.type === 'openIdConnect') return true;
        if (use.scheme.type === 'oauth2' && use.scheme.flows.some((flow) => flow.kind === 'authorizationCode'))
          return true;
      }
  return false;
}

/**
 * The callback page and its script (`assets/oauth-callback.js`, hashed): the script takes the
 * `code` (or `error`) and `state` from the address, removes them from it and from history, and
 * hands them to the playground page that opened the window (or, when the authorization ran in the
 * same tab, goes back to it); the playground checks `state` and exchanges the code itself. The
 * page loads nothing else, so the code is never in a `Referer`.
 */
export function oauthCallbackFiles(stylesheet: string): SiteFile[] {
  const script = readSiteAsset('oauth-callback.js');
  const scriptUrl = `/_folio/oauth-callback.${hashContent(script).slice(0, 12)}.js`;
  const page = html`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><meta name="referrer" content="no-referrer"><title>Signing in…</title><link rel="stylesheet" href="${stylesheet}"><script src="${scriptUrl}" defer></script></head><body><div class="oauth-callback" role="main"><p data-oauth-message>Completing the sign-in…</p></div></body></html>`;
  return [
    { path: scriptUrl.slice(1), urlPath: scriptUrl, contentType: 'text/javascript; charset=utf-8', body: script },
    {
      path: `${PLAYGROUND_OAUTH_CALLBACK_PATH.slice(1)}/index.html`,
      urlPath: PLAYGROUND_OAUTH_CALLBACK_PATH,
      contentType: 'text/html; charset=utf-8',
      body: page.value,
    },
  ];
}
