// Large sidebars (SectionSidebar): the page carries its section's navigation reduced to the
// headings of the top-level groups, with the groups holding the page in full, which navigates
// without script. The full navigation is one file every page of the section shares (hashed,
// cached forever), named by data-nav-src: fetched here, each folded group is replaced by the
// file's, so the current page's marks and open groups stay as the server rendered them, and the
// active link stays where it was on screen. A failed fetch leaves the reduced sidebar.
(() => {
  'use strict';
  var doc = document;
  var nav = doc.querySelector('nav.sidebar-nav[data-nav-src]');
  if (!nav || !window.fetch) return;
  fetch(nav.getAttribute('data-nav-src'), { credentials: 'same-origin' })
    .then((response) => {
      if (!response.ok) throw new Error(`navigation ${response.status}`);
      return response.text();
    })
    .then((html) => {
      var full = doc.createElement('template');
      full.innerHTML = html;
      var box = nav.closest('.sidebar');
      var active = nav.querySelector('[aria-current=page]');
      var before = active ? active.getBoundingClientRect().top : 0;
      Array.prototype.forEach.call(nav.querySelectorAll('section.nav-group[data-folded]'), (folded) => {
        var group = full.content.querySelector(`section.nav-group[data-group="${folded.getAttribute('data-group')}"]`);
        if (group) folded.parentNode.replaceChild(doc.importNode(group, true), folded);
      });
      nav.removeAttribute('data-nav-src');
      nav.setAttribute('data-nav', 'full');
      // Groups above the active link grew: scroll the sidebar by as much, so it does not move.
      if (active && box) box.scrollTop += active.getBoundingClientRect().top - before;
    })
    .catch(() => {
      /* the reduced sidebar stays: it reaches every group without the file */
    });
})();
