// The API playground's memory for the session (sessionStorage: this site's origin, this tab, gone
// when the tab closes): credentials per security scheme, the chosen auth method, the server and
// its variables, each operation's parameters, and the OAuth requests under way. Nothing the
// reader types is ever sent anywhere but in the requests they make. Shared by the playground
// parts through window.folioPlayground.
(() => {
  'use strict';
  window.folioPlayground = window.folioPlayground || {};
  const pg = window.folioPlayground;
  const PREFIX = 'folio-playground:';

  function read(key) {
    try {
      const raw = sessionStorage.getItem(PREFIX + key);
      return raw ? JSON.parse(raw) : null;
    } catch {
      return null; // storage disabled, or not ours
    }
  }
  function write(key, value) {
    try {
      sessionStorage.setItem(PREFIX + key, JSON.stringify(value));
    } catch {
      /* storage full or disabled: the playground still works, it only forgets */
    }
  }
  function remove(key) {
    try {
      sessionStorage.removeItem(PREFIX + key);
    } catch {
      /* nothing to remove */
    }
  }
  // Every key starting with `prefix` (`auth:` forgets every scheme's credentials).
  function removeAll(prefix) {
    try {
      for (let i = sessionStorage.length - 1; i >= 0; i--) {
        const key = sessionStorage.key(i);
        if (key && key.indexOf(PREFIX + prefix) === 0) sessionStorage.removeItem(key);
      }
    } catch {
      /* nothing to remove */
    }
  }
  pg.store = { read: read, write: write, remove: remove, removeAll: removeAll };
})();
