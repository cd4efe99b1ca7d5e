// The page frame: light/dark toggle, disclosures opened for printing, the small-screen navigation
// drawer, the search shortcut and the "On this page" scroll-spy. Part of /_folio/app.<hash>.js, after site.js. Every page reads
// and navigates without it: the sidebar is then shown above the content on small screens.
(() => {
  'use strict';
  var doc = document;
  var root = doc.documentElement;
  var THEME_STORE = 'folio-theme';

  // Light/dark: aria-pressed is true while the dark theme shows. The choice is remembered (head.js
  // applies it before first paint on the next page); with no choice, the page follows the site's
  // appearance.default, else the reader's system.
  var darkQuery = window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null;
  function currentTheme() {
    var chosen = root.getAttribute('data-theme');
    if (chosen === 'light' || chosen === 'dark') return chosen;
    return darkQuery?.matches ? 'dark' : 'light';
  }
  function showThemeState() {
    var isDark = currentTheme() === 'dark';
    Array.prototype.forEach.call(doc.querySelectorAll('.theme-toggle'), (button) => {
      button.setAttribute('aria-pressed', String(isDark));
    });
  }
  doc.addEventListener('click', (event) => {
    var button = event.target.closest?.('.theme-toggle');
    if (!button) return;
    var next = currentTheme() === 'dark' ? 'light' : 'dark';
    root.setAttribute('data-theme', next);
    try {
      localStorage.setItem(THEME_STORE, next);
    } catch {
      /* private mode: this page only */
    }
    showThemeState();
  });
  if (darkQuery?.addEventListener) darkQuery.addEventListener('change', showThemeState);
  showThemeState();

  // Printing: accordions, expandables and file-tree folders print open (CSS cannot open a
  // <details>), and those opened for print close again after. Browsers announce printing through
  // the print events, the print media query or both, so each step only acts once.
  var openedForPrint = [];
  function openForPrint() {
    Array.prototype.forEach.call(doc.querySelectorAll('main details:not([open]):not(.toc-compact)'), (details) => {
      if (details.closest('.playground')) return;
      details.open = true;
      openedForPrint.push(details);
    });
  }
  function restoreAfterPrint() {
    openedForPrint.forEach((details) => {
      details.open = false;
    });
    openedForPrint = [];
  }
  window.addEventListener('beforeprint', openForPrint);
  window.addEventListener('afterprint', restoreAfterPrint);
  var printQuery = window.matchMedia ? window.matchMedia('print') : null;
  if (printQuery?.addEventListener) {
    printQuery.addEventListener('change', () => {
      if (printQuery.matches) openForPrint();
      else restoreAfterPrint();
    });
  }

  // Small screens: the sidebar is a drawer behind the menu button. site.js flips its state on
  // click (registered first); this moves focus into the drawer, and closes it on Escape, on a
  // click outside it or on following one of its links, giving focus back to the button.
  var sidebar = doc.getElementById('sidebar');
  var menuButton = doc.querySelector('.sidebar-toggle');
  if (menuButton && !sidebar) menuButton.hidden = true;
  if (menuButton && sidebar) {
    const backdrop = doc.createElement('div');
    backdrop.className = 'sidebar-backdrop';
    backdrop.setAttribute('aria-hidden', 'true');
    sidebar.parentNode.insertBefore(backdrop, sidebar.nextSibling);
    const isOpen = () => root.classList.contains('sidebar-open');
    const close = (returnFocus) => {
      if (!isOpen()) return;
      root.classList.remove('sidebar-open');
      menuButton.setAttribute('aria-expanded', 'false');
      menuButton.setAttribute('aria-label', 'Open navigation');
      if (returnFocus) menuButton.focus();
    };
    menuButton.addEventListener('click', () => {
      menuButton.setAttribute('aria-label', isOpen() ? 'Close navigation' : 'Open navigation');
      if (!isOpen()) return;
      var target = sidebar.querySelector('[aria-current=page]') || sidebar.querySelector('a, button, summary');
      if (target) target.focus();
    });
    backdrop.addEventListener('click', () => {
      close(true);
    });
    sidebar.addEventListener('click', (event) => {
      if (event.target.closest?.('a[href]')) close(false);
    });
    doc.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && isOpen()) close(true);
    });
    // Back to a wide window: the drawer state must not linger.
    const wide = window.matchMedia ? window.matchMedia('(min-width: 861px)') : null;
    if (wide?.addEventListener)
      wide.addEventListener('change', () => {
        if (wide.matches) close(false);
      });
  }

  // Search: Ctrl-K / Cmd-K focuses the search box from anywhere ("/" is handled by js/search.js).
  var search = doc.getElementById('search-input');
  // The hint in the search box names the shortcut of the reader's platform ("/" keeps working).
  var isApple = /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent || '');
  Array.prototype.forEach.call(doc.querySelectorAll('.search-key'), (hint) => {
    hint.textContent = isApple ? '\u2318K' : 'Ctrl K';
  });
  if (search) {
    doc.addEventListener('keydown', (event) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && (event.key === 'k' || event.key === 'K')) {
        event.preventDefault();
        search.focus();
        search.select();
      }
    });
  }

  // "On this page" scroll-spy: the link of the heading the reader is in gets aria-current.
  // The page has two copies of the links (the right column, and the compact one for narrow
  // windows): headings come from the first, marks go to every link to the heading.
  var tocLinks = Array.prototype.slice.call(doc.querySelectorAll('.toc a[href^="#"]'));
  var firstToc = doc.querySelector('.toc');
  var headingLinks = firstToc ? Array.prototype.slice.call(firstToc.querySelectorAll('a[href^="#"]')) : [];
  var targets = headingLinks.map((link) => {
    try {
      return doc.getElementById(decodeURIComponent(link.getAttribute('href').slice(1)));
    } catch {
      return null;
    }
  });
  if (headingLinks.length > 0) {
    let active = -1;
    let scheduled = false;
    const update = () => {
      scheduled = false;
      // A heading counts as reached once it is within a few pixels of where a jump to it lands
      // (its scroll margin, just under the sticky top bar).
      var index = 0;
      for (let i = 0; i < targets.length; i++) {
        if (!targets[i]) continue;
        const margin = parseFloat(getComputedStyle(targets[i]).scrollMarginTop) || 0;
        if (targets[i].getBoundingClientRect().top <= margin + 8) index = i;
      }
      // At the very end of the page the last heading may never reach the line: it is the one read.
      var scrollable = doc.documentElement.scrollHeight - window.innerHeight;
      if (scrollable > 2 && window.scrollY >= scrollable - 2) index = targets.length - 1;
      if (index === active) return;
      active = index;
      var href = headingLinks[index].getAttribute('href');
      var marked = null;
      tocLinks.forEach((link) => {
        if (link.getAttribute('href') !== href) {
          link.removeAttribute('aria-current');
          return;
        }
        link.setAttribute('aria-current', 'true');
        if (link.closest('.page-aside')) marked = link;
      });
      // A long table of contents scrolls in its column: keep the marked link in view there
      // (never scrolling the page itself, as scrollIntoView would).
      var box = marked?.closest('.page-aside');
      if (box && box.scrollHeight > box.clientHeight) {
        const link = marked.getBoundingClientRect();
        const frame = box.getBoundingClientRect();
        if (link.top < frame.top) box.scrollTop -= frame.top - link.top + 16;
        else if (link.bottom > frame.bottom) box.scrollTop += link.bottom - frame.bottom + 16;
      }
    };
    const schedule = () => {
      if (scheduled) return;
      scheduled = true;
      window.requestAnimationFrame(update);
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    update();
  }
})();
