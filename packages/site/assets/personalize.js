// Loaded (deferred) only on pages with a {user.…} value, and on playground pages of sites whose
// readers sign in: served as /_folio/personalize.<hash>.js. It asks the site once per page load who
// the reader is (GET data-reader-url: { signedIn, claims, groups }, never cached) and writes each
// <span data-folio-user="firstName"> claim into the span with textContent, so a claim is always
// text, never markup. Signed out, an error, or a missing claim: the fallback written in the page
// stays. The playground reads the same answer through window.folioReader (one request a page).
(() => {
  var url = document.currentScript?.getAttribute('data-reader-url');
  if (!url) return;
  var reading = null;
  // The site script's reader (js/reader-session.js, on sites whose readers sign in) when it has
  // one: the page then asks the endpoint once for both.
  var shared = typeof window.folioReader === 'function' ? window.folioReader : null;

  /** The signed-in reader ({ claims, groups }), or null: fetched on first call, shared after. */
  function folioReader() {
    if (reading === null) {
      const answer =
        shared !== null
          ? shared()
          : fetch(url, { credentials: 'same-origin', cache: 'no-store', headers: { accept: 'application/json' } }).then(
              (response) => (response.ok ? response.json() : null),
            );
      reading = answer
        .then((body) => (body && body.signedIn === true && isObject(body.claims) ? body : null))
        .catch(() => null);
    }
    return reading;
  }
  window.folioReader = folioReader;

  function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  }

  // `org.plan` in the claims; the format's readers carry theirs under `content`, so look there too.
  // Own properties only: a claim name can never reach into JavaScript's built-in objects.
  function lookup(root, path) {
    let value = root;
    for (const name of path.split('.')) {
      if (!isObject(value) || !Object.hasOwn(value, name)) return undefined;
      value = value[name];
    }
    if (typeof value === 'string') return value;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    return undefined;
  }

  function claimText(claims, path) {
    var direct = lookup(claims, path);
    return direct !== undefined ? direct : lookup(claims.content, path);
  }

  var placeholders = document.querySelectorAll('[data-folio-user]');
  if (placeholders.length === 0) return;
  folioReader().then((reader) => {
    if (reader === null) return;
    var headings = [];
    placeholders.forEach((placeholder) => {
      var text = claimText(reader.claims, placeholder.getAttribute('data-folio-user') || '');
      if (text === undefined || text === '') return;
      placeholder.textContent = text;
      var heading = placeholder.closest('h1[id], h2[id], h3[id], h4[id], h5[id], h6[id]');
      if (heading && headings.indexOf(heading) === -1) headings.push(heading);
    });
    // "On this page" lists a heading by its text as built (the fallback): say what the heading says.
    headings.forEach((heading) => {
      document.querySelectorAll(`nav.toc a[href="#${CSS.escape(heading.id)}"]`).forEach((link) => {
        link.textContent = heading.textContent;
      });
    });
  });
})();
