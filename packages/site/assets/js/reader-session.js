// The signed-in reader, on sites whose readers sign in (the top bar then has the sign-out form,
// which names the reader endpoint in data-reader-url). Asks the endpoint once per page load
// (GET: { signedIn, claims, groups }, never cached) and shares the answer as window.folioReader,
// which personalize.js and the search box (js/search.js) use too: one request a page. Shows the
// sign-out form when someone is signed in; a real form posting to the sign-out route, so Enter
// and Space on its button sign out as a click does.
(() => {
  'use strict';
  var form = document.querySelector('form.reader-sign-out[data-reader-url]');
  if (!form) return;
  var url = form.getAttribute('data-reader-url');
  var reading = null;

  /** The signed-in reader ({ claims, groups }), or null: fetched on first call, shared after. */
  function folioReader() {
    if (reading === null) {
      reading = fetch(url, { credentials: 'same-origin', cache: 'no-store', headers: { accept: 'application/json' } })
        .then((response) => (response.ok ? response.json() : null))
        .then((body) => (body && body.signedIn === true ? body : null))
        .catch(() => null);
    }
    return reading;
  }
  window.folioReader = folioReader;

  folioReader().then((reader) => {
    if (reader !== null) form.hidden = false;
  });
})();
