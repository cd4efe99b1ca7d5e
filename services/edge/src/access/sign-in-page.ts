import { html, type SafeHtml } from '@folio/html';
import type { SiteLook } from './site-look.ts';

/** What one sign-in page says. */
export type SignInPageContent =
  /** The password form; `error` after a wrong password. */
  | { kind: 'password'; next: string; error?: string }
  /** A failed OIDC or JWT sign-in: what went wrong and a way to start again. */
  | { kind: 'failed'; title: string; message: string; retry: string }
  /** A preview for dashboard members, opened without a grant. */
  | { kind: 'members'; dashboard: string };

// Its own policy: nothing but the site's and this page's stylesheets, and a form posting to itself.
const SIGN_IN_CSP =
  "default-src 'none'; style-src 'self'; img-src 'self' data:; font-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/** Headers of every sign-in page: never cached, never framed, never indexed. */
export const SIGN_IN_PAGE_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': SIGN_IN_CSP,
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-robots-tag': 'noindex',
});

/**
 * The sign-in page in the site's own look: its stylesheet (colours, fonts, light and dark), its
 * logo (each scheme's, inline; the name when it has none) and name, with the page's own small
 * stylesheet. `paths` are the site's paths as the browser asks
 * for them (`sitePath`), so a base path changes nothing here.
 */
export function renderSignInPage(
  look: SiteLook,
  content: SignInPageContent,
  paths: { stylesheet: string; signIn: string },
): SafeHtml {
  const title = content.kind === 'failed' ? content.title : 'Sign in';
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · ${look.name}</title>
${look.stylesheet === null ? '' : html`<link rel="stylesheet" href="${look.stylesheet}">`}
<link rel="stylesheet" href="${paths.stylesheet}">
</head>
<body class="folio-sign-in">
<main class="sign-in" aria-labelledby="sign-in-title">
<p class="sign-in-site">${brand(look)}</p>
<h1 id="sign-in-title">${title}</h1>
${body(content, paths.signIn)}
</main>
</body>
</html>`;
}

// The logo as the top bar shows it: the dark scheme's image in place of the light one's when the
// site has both (the site stylesheet's .logo-light/.logo-dark rules); the name is its alt text.
function brand(look: SiteLook): SafeHtml {
  if (look.logo === null) return html`${look.name}`;
  const { light, dark } = look.logo;
  if (dark === undefined) return html`<img class="sign-in-logo" src="${light}" alt="${look.name}">`;
  return html`<img class="sign-in-logo logo-light" src="${light}" alt="${look.name}"><img class="sign-in-logo logo-dark" src="${dark}" alt="${look.name}">`;
}

function body(content: SignInPageContent, signIn: string): SafeHtml {
  switch (content.kind) {
    case 'password':
      return html`<p class="sign-in-lead">This documentation is private. Enter the password you were given.</p>
<form class="sign-in-form" method="post" action="${signIn}" novalidate>
<input type="hidden" name="next" value="${content.next}">
<label for="sign-in-password">Password</label>
<input id="sign-in-password" name="password" type="password" autocomplete="current-password" required autofocus${
        content.error === undefined ? '' : html` aria-invalid="true" aria-describedby="sign-in-error"`
      }>
${content.error === undefined ? '' : html`<p id="sign-in-error" class="sign-in-error" role="alert">${content.error}</p>`}
<button type="submit">Sign in</button>
</form>`;
    case 'failed':
      return html`<p class="sign-in-error" role="alert">${content.message}</p>
<p><a class="sign-in-button" href="${content.retry}">Try again</a></p>`;
    case 'members':
      return html`<p class="sign-in-lead">This preview is for members of the team that publishes these docs.</p>
<p>Open it from the build's page in the dashboard: the link there signs you in to this preview.</p>
<p><a class="sign-in-button" href="${content.dashboard}">Go to the dashboard</a></p>`;
  }
}
