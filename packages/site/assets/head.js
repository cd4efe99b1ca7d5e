// Runs in <head> before first paint: served as /_folio/head.<hash>.js (never inline, for the
// Content-Security-Policy). Marks html.js, applies the reader's remembered theme and a dismissed banner.
// The page arrives with the site's starting scheme (docs.json appearance.default) as data-theme;
// a remembered choice goes over it, except on a site with appearance.strict (data-appearance).
(() => {
  var root = document.documentElement;
  root.classList.add('js');
  try {
    const theme = localStorage.getItem('folio-theme');
    const isStrict = root.getAttribute('data-appearance') === 'strict';
    if (!isStrict && (theme === 'light' || theme === 'dark')) root.setAttribute('data-theme', theme);
    const key = root.getAttribute('data-banner-key');
    if (key && localStorage.getItem(`folio-banner-${key}`)) root.classList.add('banner-dismissed');
  } catch {
    /* private mode: no storage */
  }
})();
