/*
 * Behaviour of the content components beyond the basics (markup in packages/content):
 * - View switcher: `.view-switcher` buttons (aria-pressed) show the `.view`s of their title and
 *   hide the others; the choice is remembered per site.
 * - Update tag filter: `.update-filter` buttons show the `.update`s whose `data-tags` (one tag per
 *   line) hold the tag, or all of them.
 * - Prompt: `[data-prompt-copy]` copies its prompt's `data-prompt` text.
 * - Color: `.color-swatch` copies its `data-color-value`.
 * Both controls are `hidden` in the page, since they do nothing without script: they are revealed
 * here. Plain ES2017, no dependencies.
 */
(() => {
  'use strict';
  var VIEW_KEY = 'folio-view';

  function pressOnly(group, button) {
    Array.prototype.forEach.call(group.querySelectorAll('button[aria-pressed]'), (other) => {
      other.setAttribute('aria-pressed', other === button ? 'true' : 'false');
    });
  }

  function showView(title) {
    var found = false;
    Array.prototype.forEach.call(document.querySelectorAll('.prose .view'), (view) => {
      var match = view.getAttribute('data-view-title') === title;
      found = found || match;
      view.hidden = !match;
    });
    return found;
  }

  function setUpViews() {
    var switcher = document.querySelector('.prose .view-switcher');
    if (!switcher) return;
    switcher.hidden = false;
    switcher.addEventListener('click', (event) => {
      var button = event.target.closest('.view-option');
      if (!button) return;
      var title = button.getAttribute('data-view-title');
      if (!showView(title)) return;
      pressOnly(switcher, button);
      try {
        localStorage.setItem(VIEW_KEY, title);
      } catch {
        /* storage may be off */
      }
    });
    var remembered = null;
    try {
      remembered = localStorage.getItem(VIEW_KEY);
    } catch {
      /* storage may be off */
    }
    if (remembered === null) return;
    var chosen = Array.prototype.filter.call(
      switcher.querySelectorAll('.view-option'),
      (b) => b.getAttribute('data-view-title') === remembered,
    )[0];
    if (chosen && showView(remembered)) pressOnly(switcher, chosen);
  }

  function setUpUpdateFilter() {
    var filter = document.querySelector('.prose .update-filter');
    if (!filter) return;
    filter.hidden = false;
    filter.addEventListener('click', (event) => {
      var button = event.target.closest('.update-filter-option');
      if (!button) return;
      var tag = button.getAttribute('data-update-tag');
      pressOnly(filter, button);
      Array.prototype.forEach.call(document.querySelectorAll('.prose .update'), (update) => {
        var tags = (update.getAttribute('data-tags') || '').split('\n');
        update.hidden = tag !== '' && tags.indexOf(tag) === -1;
      });
    });
  }

  /** Copies `text`, then marks `button` as copied for a moment (and says so to screen readers). */
  function copy(button, text, label) {
    if (!navigator.clipboard) return;
    navigator.clipboard.writeText(text).then(() => {
      button.setAttribute('data-copied', '');
      var previous = label ? label.textContent : null;
      if (label) label.textContent = 'Copied';
      setTimeout(() => {
        button.removeAttribute('data-copied');
        if (label) label.textContent = previous;
      }, 2000);
    });
  }

  document.addEventListener('click', (event) => {
    var promptButton = event.target.closest('.prose [data-prompt-copy]');
    if (promptButton) {
      const prompt = promptButton.closest('.prompt');
      copy(
        promptButton,
        prompt ? prompt.getAttribute('data-prompt') || '' : '',
        promptButton.querySelector('.prompt-copy-label'),
      );
      return;
    }
    var swatch = event.target.closest('.prose .color-swatch[data-color-value]');
    if (swatch) copy(swatch, swatch.getAttribute('data-color-value'), null);
  });

  setUpViews();
  setUpUpdateFilter();
})();
