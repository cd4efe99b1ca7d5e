// Heading anchors: a link mark beside each content heading that has an id, shown while the heading
// is hovered, so a reader can take the address of a section (as Mintlify, Stripe and Vercel docs do).
// Part of /_folio/app.<hash>.js, after site.js. The mark is drawn by CSS (no text), so the heading's
// text and accessible name stay the same; it is hidden from assistive technology and the tab order
// because "On this page" already links every section.
(() => {
  'use strict';
  var headings = document.querySelectorAll('.prose :is(h2,h3,h4)[id]');
  Array.prototype.forEach.call(headings, (heading) => {
    if (heading.closest('summary, a, .card, .tile, .step-title') || heading.querySelector('a')) return;
    var anchor = document.createElement('a');
    anchor.className = 'heading-anchor';
    anchor.href = `#${encodeURIComponent(heading.id)}`;
    anchor.setAttribute('aria-hidden', 'true');
    anchor.tabIndex = -1;
    heading.classList.add('has-anchor');
    heading.insertBefore(anchor, heading.firstChild);
  });
})();
