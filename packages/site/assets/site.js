(() => {
  'use strict';
  var doc = document;
  var root = doc.documentElement;
  root.classList.add('js');
  function all(selector, scope) {
    return Array.prototype.slice.call((scope || doc).querySelectorAll(selector));
  }

  // Sidebar groups: buttons toggle; drilldown links navigate (the browser follows them).
  doc.addEventListener('click', (event) => {
    var toggle = event.target.closest?.('button.nav-group-toggle');
    if (!toggle) return;
    var item = toggle.closest('.nav-nested');
    var open = toggle.getAttribute('aria-expanded') !== 'true';
    toggle.setAttribute('aria-expanded', String(open));
    if (item) item.setAttribute('data-state', open ? 'expanded' : 'collapsed');
  });

  // Small screens: the menu button shows the sidebar.
  all('.sidebar-toggle').forEach((button) => {
    button.addEventListener('click', () => {
      var open = !root.classList.contains('sidebar-open');
      root.classList.toggle('sidebar-open', open);
      button.setAttribute('aria-expanded', String(open));
    });
  });

  // Tabs: [role=tablist] buttons with aria-controls (MDX Tabs, CodeGroup, API samples), with the
  // WAI-ARIA keyboard (arrows, Home, End). Content tab sets ([data-folio-tabs]) follow the reader's
  // choice by title: choosing "yarn" selects "yarn" in every set on the page, and on later pages.
  var TAB_STORE = 'folio-tabs';
  function rememberedTitles() {
    try {
      const saved = JSON.parse(localStorage.getItem(TAB_STORE) || '[]');
      return Array.isArray(saved) ? saved : [];
    } catch {
      return [];
    }
  }
  function rememberTitle(title) {
    var titles = rememberedTitles().filter((t) => t !== title);
    titles.unshift(title);
    try {
      localStorage.setItem(TAB_STORE, JSON.stringify(titles.slice(0, 20)));
    } catch {
      /* private mode */
    }
  }
  function selectTab(tab, focus) {
    var list = tab.closest('[role=tablist]');
    all('[role=tab]', list).forEach((other) => {
      var selected = other === tab;
      other.setAttribute('aria-selected', String(selected));
      other.setAttribute('tabindex', selected ? '0' : '-1');
      var panel = doc.getElementById(other.getAttribute('aria-controls'));
      if (panel) panel.hidden = !selected;
    });
    if (focus) tab.focus();
  }
  function titledTab(list, title) {
    return all('[role=tab]', list).filter((t) => t.getAttribute('data-folio-tab-title') === title)[0];
  }
  function chooseTab(tab, focus) {
    selectTab(tab, focus);
    var title = tab.getAttribute('data-folio-tab-title');
    if (!title || !tab.closest('[data-folio-tabs]')) return;
    all('[data-folio-tabs] > [role=tablist]').forEach((list) => {
      var match = list.contains(tab) ? null : titledTab(list, title);
      if (match) selectTab(match, false);
    });
    rememberTitle(title);
  }
  var remembered = rememberedTitles();
  all('[role=tablist]').forEach((list) => {
    var tabs = all('[role=tab]', list);
    var current = tabs.filter((t) => t.getAttribute('aria-selected') === 'true')[0] || tabs[0];
    if (list.parentNode?.hasAttribute?.('data-folio-tabs')) {
      for (let i = 0; i < remembered.length; i++) {
        const match = titledTab(list, remembered[i]);
        if (match) {
          current = match;
          break;
        }
      }
    }
    if (current) selectTab(current, false);
    list.addEventListener('click', (event) => {
      var tab = event.target.closest('[role=tab]');
      if (tab) chooseTab(tab, false);
    });
    list.addEventListener('keydown', (event) => {
      var index = tabs.indexOf(doc.activeElement);
      if (index < 0) return;
      var next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
      if (next === undefined) return;
      event.preventDefault();
      chooseTab(tabs[(next + tabs.length) % tabs.length], true);
    });
  });

  // Tooltips show on hover and focus (CSS); Escape hides the open one until the pointer or focus leaves.
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    all('.tooltip').forEach((tip) => {
      if (tip.matches(':hover') || tip.contains(doc.activeElement)) tip.classList.add('tooltip-dismissed');
    });
  });
  all('.tooltip').forEach((tip) => {
    function reset() {
      if (!tip.matches(':hover') && !tip.contains(doc.activeElement)) tip.classList.remove('tooltip-dismissed');
    }
    tip.addEventListener('mouseleave', () => {
      setTimeout(reset, 0);
    });
    tip.addEventListener('focusout', () => {
      setTimeout(reset, 0);
    });
  });

  // Disclosure menus (switchers, tab menus): one open at a time, closed by Escape or a click outside.
  doc.addEventListener('click', (event) => {
    all('details.switcher[open]').forEach((menu) => {
      if (!menu.contains(event.target)) menu.open = false;
    });
  });
  doc.addEventListener('keydown', (event) => {
    if (event.key === 'Escape')
      all('details.switcher[open]').forEach((menu) => {
        menu.open = false;
      });
  });

  // Banner: dismissal remembered per banner text.
  all('[data-banner-dismiss]').forEach((button) => {
    button.addEventListener('click', () => {
      try {
        localStorage.setItem(`folio-banner-${button.getAttribute('data-banner-dismiss')}`, 'dismissed');
      } catch {
        /* private mode */
      }
      root.classList.add('banner-dismissed');
    });
  });
})();
