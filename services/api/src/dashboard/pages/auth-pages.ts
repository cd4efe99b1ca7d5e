import { html, type SafeHtml } from '@folio/html';

function alert(message: string | null | undefined, kind: 'error' | 'success' = 'error'): SafeHtml | '' {
  return message
    ? html`<div class="alert alert-${kind}" role="${kind === 'error' ? 'alert' : 'status'}">${message}</div>`
    : '';
}

/** The card signed-out pages are drawn in. */
function authCard(title: string, lead: string, body: SafeHtml): SafeHtml {
  return html`<section class="auth-card"><h1>${title}</h1><p class="muted">${lead}</p>${body}</section>`;
}

/** Email and password. */
export function signInPage(options: {
  csrfToken: string;
  email?: string;
  next?: string;
  error?: string;
  notice?: string;
}): SafeHtml {
  return authCard(
    'Sign in to Folio',
    'Manage your documentation sites, builds and domains.',
    html`${alert(options.error)}${alert(options.notice, 'success')}
    <form method="post" action="/sign-in" class="stack">
      <input type="hidden" name="_csrf" value="${options.csrfToken}">
      <input type="hidden" name="next" value="${options.next ?? '/'}">
      <div class="field"><label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required value="${options.email ?? ''}"></div>
      <div class="field"><label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required></div>
      <button class="button primary block" type="submit">Sign in</button>
    </form>
    <p class="auth-foot"><a href="/password-reset">Forgot your password?</a></p>`,
  );
}

/** A one-time sign-in link asks for a click before it is used (mail scanners open links). */
export function signInLinkPage(options: { csrfToken: string; token: string; email: string | null }): SafeHtml {
  if (!options.email) {
    return authCard(
      'This link has expired',
      'Sign-in links work once and for a limited time.',
      html`<p><a class="button primary block" href="/sign-in">Sign in with your password</a></p><p class="auth-foot">Running Folio locally? Restart <code>npm start</code> for a new link.</p>`,
    );
  }
  return authCard(
    'Continue to Folio',
    `You are signing in as ${options.email}.`,
    html`<form method="post" action="/sign-in/link/${options.token}" class="stack">
      <input type="hidden" name="_csrf" value="${options.csrfToken}">
      <button class="button primary block" type="submit">Continue as ${options.email}</button>
    </form>
    <p class="auth-foot muted">This link works once. Set a password afterwards (click your email at the top) to sign in again.</p>`,
  );
}

/** Asks for the email to send a reset link to. */
export function passwordResetRequestPage(options: { csrfToken: string; sent?: boolean; error?: string }): SafeHtml {
  if (options.sent) {
    return authCard(
      'Check your email',
      'If an account exists for that address, a link to choose a new password is on its way. It works once, within an hour.',
      html`<p><a class="button block" href="/sign-in">Back to sign in</a></p>`,
    );
  }
  return authCard(
    'Reset your password',
    'Enter the email you sign in with and we will send a one-time link.',
    html`${alert(options.error)}<form method="post" action="/password-reset" class="stack">
      <input type="hidden" name="_csrf" value="${options.csrfToken}">
      <div class="field"><label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required></div>
      <button class="button primary block" type="submit">Send reset link</button>
    </form>
    <p class="auth-foot"><a href="/sign-in">Back to sign in</a></p>`,
  );
}

/** Choose a new password (from a reset link, an invitation, or a first sign-in). */
export function newPasswordPage(options: {
  csrfToken: string;
  action: string;
  title: string;
  lead: string;
  error?: string;
  button: string;
  email?: string;
}): SafeHtml {
  return authCard(
    options.title,
    options.lead,
    html`${alert(options.error)}<form method="post" action="${options.action}" class="stack">
      <input type="hidden" name="_csrf" value="${options.csrfToken}">
      ${options.email ? html`<input type="text" name="username" autocomplete="username" value="${options.email}" hidden>` : ''}
      <div class="field"><label for="password">New password</label><input id="password" name="password" type="password" autocomplete="new-password" minlength="10" required aria-describedby="password-help"><p id="password-help" class="help">At least 10 characters.</p></div>
      <button class="button primary block" type="submit">${options.button}</button>
    </form>`,
  );
}

/** The signed-in user's account: set or change the password. */
export function accountSettingsPage(options: {
  csrfToken: string;
  email: string;
  hasPassword: boolean;
  message?: { kind: 'success' | 'error'; text: string } | undefined;
}): SafeHtml {
  return html`<div class="page-header"><div><h1>Your account</h1><p class="muted">${options.email}</p></div></div>
  <section class="card confirm-card"><div class="card-head"><h2>${options.hasPassword ? 'Change your password' : 'Set a password'}</h2></div><div class="card-body">
    ${options.message ? alert(options.message.text, options.message.kind) : ''}
    ${options.hasPassword ? '' : html`<p class="muted">You signed in with a one-time link. Set a password to sign in again later.</p>`}
    <form method="post" action="/account" class="stack">
      <input type="hidden" name="_csrf" value="${options.csrfToken}">
      <input type="text" name="username" autocomplete="username" value="${options.email}" hidden>
      ${options.hasPassword ? html`<div class="field"><label for="current">Current password</label><input id="current" name="current" type="password" autocomplete="current-password" required></div>` : ''}
      <div class="field"><label for="password">New password</label><input id="password" name="password" type="password" autocomplete="new-password" minlength="10" required aria-describedby="password-help"><p id="password-help" class="help">At least 10 characters.</p></div>
      <div><button class="button primary" type="submit">Save password</button></div>
    </form>
  </div></section>`;
}
