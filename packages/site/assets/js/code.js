// Code blocks (packages/content's div.code-block and code groups), bundled after site.js:
// the copy button (clipboard, announced to screen readers), the expand button of long expandable
// blocks, and the dropdown of <CodeGroup dropdown>. Every control is a native <button> or
// <select>, so it works from the keyboard.
(() => {
  'use strict';
  var doc = document;
  var COPIED_MS = 2000;

  // One polite live region for the page: "Copied" is spoken, not only shown.
  var status = null;
  function announce(message) {
    if (!status) {
      status = doc.createElement('div');
      status.className = 'visually-hidden';
      status.setAttribute('role', 'status');
      status.setAttribute('aria-live', 'polite');
      doc.body.appendChild(status);
    }
    status.textContent = '';
    setTimeout(() => {
      status.textContent = message;
    }, 30);
  }

  // The code as written: Shiki's lines are joined by newline text nodes, so textContent is exact.
  function codeOf(block) {
    var code = block.querySelector('pre code') || block.querySelector('pre');
    return code ? code.textContent : '';
  }

  // The Clipboard API needs a secure context; elsewhere (an http preview) the older command.
  function writeClipboard(text) {
    if (navigator.clipboard && window.isSecureContext) return navigator.clipboard.writeText(text);
    return new Promise((resolve, reject) => {
      var area = doc.createElement('textarea');
      area.value = text;
      area.setAttribute('readonly', '');
      area.style.position = 'fixed';
      area.style.opacity = '0';
      doc.body.appendChild(area);
      area.select();
      var ok = false;
      try {
        ok = doc.execCommand('copy');
      } catch {
        ok = false;
      }
      doc.body.removeChild(area);
      if (ok) resolve();
      else reject(new Error('copy refused'));
    });
  }

  function copy(button) {
    var block = button.closest('.code-block');
    if (!block) return;
    writeClipboard(codeOf(block)).then(
      () => {
        button.setAttribute('data-copied', '');
        button.setAttribute('aria-label', 'Copied');
        announce('Copied to clipboard');
        clearTimeout(button.folioCopyTimer);
        button.folioCopyTimer = setTimeout(() => {
          button.removeAttribute('data-copied');
          button.setAttribute('aria-label', 'Copy code');
        }, COPIED_MS);
      },
      () => {
        announce('Could not copy: select the code and copy it');
      },
    );
  }

  function toggleExpand(button) {
    var block = button.closest('.code-block');
    if (!block) return;
    var open = button.getAttribute('aria-expanded') !== 'true';
    button.setAttribute('aria-expanded', String(open));
    block.classList.toggle('is-expanded', open);
    // Collapsing again: keep the button where the reader is.
    if (!open && block.getBoundingClientRect().top < 0) block.scrollIntoView({ block: 'start' });
  }

  doc.addEventListener('click', (event) => {
    var target = event.target;
    if (!target.closest) return;
    var copyButton = target.closest('[data-copy-code]');
    if (copyButton) {
      copy(copyButton);
      return;
    }
    var expandButton = target.closest('[data-expand-code]');
    if (expandButton) toggleExpand(expandButton);
  });

  // <CodeGroup dropdown>: the menu shows the chosen block; the bar names it.
  Array.prototype.slice.call(doc.querySelectorAll('[data-code-dropdown]')).forEach((group) => {
    var select = group.querySelector('.code-group-select');
    var current = group.querySelector('.code-group-current');
    if (!select) return;
    select.addEventListener('change', () => {
      var chosen = String(select.selectedIndex);
      Array.prototype.slice.call(group.querySelectorAll('[data-code-panel]')).forEach((panel) => {
        if (panel.parentNode !== group) return;
        panel.hidden = panel.getAttribute('data-code-panel') !== chosen;
      });
      if (current && select.options[select.selectedIndex])
        current.textContent = select.options[select.selectedIndex].textContent;
    });
  });
})();
