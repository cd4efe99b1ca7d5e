// The page an authorization server sends the reader back to (/_docs/oauth/callback, packages/site
// oauth-callback-page.ts). It takes `code` (or `error`) and `state` from the address, removes them
// from the address bar and history at once, and hands them to the playground that started the
// sign-in: the opening window (postMessage to this origin only, and a BroadcastChannel of this
// origin in case the authorization server cut the opener link), or, when the sign-in ran in this
// same tab, the playground page it came from. The playground exchanges the code itself, and only
// for a `state` it issued; this page keeps nothing.
(() => {
  'use strict';
  const query = new URLSearchParams(location.search);
  const result = {
    type: 'folio-oauth-result',
    state: query.get('state'),
    code: query.get('code'),
    error: query.get('error'),
    errorDescription: query.get('error_description'),
  };
  history.replaceState(null, '', location.pathname);
  const message = document.querySelector('[data-oauth-message]');
  function say(text) {
    if (message) message.textContent = text;
  }
  if (!result.state) {
    say('This address carries no sign-in answer. You can close this window.');
    return;
  }
  function done() {
    say('Signed in. You can close this window and return to the documentation.');
    setTimeout(() => window.close(), 400);
  }
  // The sign-in ran in this tab: go back to the page that started it, which completes it.
  function backToPlayground() {
    let pending = null;
    try {
      pending = JSON.parse(sessionStorage.getItem(`folio-playground:oauth-pending:${result.state}`) || 'null');
    } catch {
      pending = null;
    }
    if (pending && typeof pending.returnTo === 'string' && new URL(pending.returnTo).origin === location.origin) {
      sessionStorage.setItem('folio-playground:oauth-result', JSON.stringify(result));
      location.replace(pending.returnTo);
      return;
    }
    say('This sign-in was not started from this tab, so it was not completed. Start it again from the playground.');
  }
  try {
    if (window.opener && window.opener.location.origin === location.origin) {
      window.opener.postMessage(result, location.origin);
      done();
      return;
    }
  } catch {
    /* the opener is on another origin, or gone */
  }
  // No opener (an authorization server may cut the link): the tab that started the sign-in still
  // listens on this origin's channel and says when it took the code.
  if (!('BroadcastChannel' in window)) {
    backToPlayground();
    return;
  }
  const channel = new BroadcastChannel('folio-oauth');
  const timer = setTimeout(() => {
    channel.close();
    backToPlayground();
  }, 1500);
  channel.addEventListener('message', (event) => {
    if (event.data?.type === 'folio-oauth-ack' && event.data.state === result.state) {
      clearTimeout(timer);
      channel.close();
      done();
    }
  });
  channel.postMessage(result);
})();
