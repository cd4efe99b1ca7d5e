// Search: the top-bar box is an ARIA combobox over a listbox of results, one per heading section,
// grouped by page. The engine (MiniSearch and assets/search-engine.js) and the index load when
// the reader first focuses the box; results are built as DOM nodes, never from index HTML.
(() => {
  'use strict';
  var doc = document;
  var input = doc.getElementById('search-input');
  var panel = doc.getElementById('search-panel');
  var list = doc.getElementById('search-results');
  if (!input || !panel || !list) return;
  var status = panel.querySelector('.search-status');
  var scope = doc.body.getAttribute('data-search-scope') || '';
  var everywhere = false;
  var enginePromise = null;
  var active = -1;

  function loadScript(src) {
    return new Promise((resolve, reject) => {
      const script = doc.createElement('script');
      script.src = src;
      script.onload = resolve;
      script.onerror = () => reject(new Error('script'));
      doc.head.appendChild(script);
    });
  }
  function loadEngine() {
    if (!enginePromise) {
      const index = fetch(doc.body.getAttribute('data-search-index')).then((r) => {
        if (!r.ok) throw new Error(String(r.status));
        return r.json();
      });
      enginePromise = Promise.all([loadScript(doc.body.getAttribute('data-search-engine')), index]).then((loaded) =>
        window.FolioSearch.load(window.MiniSearch, loaded[1]),
      );
      // A failed load may be retried on the next keystroke.
      enginePromise.catch(() => {
        enginePromise = null;
      });
    }
    return enginePromise;
  }

  function el(tag, className, text) {
    var node = doc.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }
  function options() {
    return Array.prototype.slice.call(list.querySelectorAll('[role="option"]'));
  }
  function setActive(index) {
    var all = options();
    all.forEach((option, i) => {
      option.setAttribute('aria-selected', String(i === index));
    });
    active = index;
    if (index >= 0 && all[index]) {
      input.setAttribute('aria-activedescendant', all[index].id);
      all[index].scrollIntoView({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
  }
  function open(show) {
    panel.hidden = !show;
    input.setAttribute('aria-expanded', String(show));
    if (!show) setActive(-1);
  }

  /** Groups the best sections by page, in the order of each page's best section. */
  function groups(hits) {
    var byPath = {};
    var order = [];
    hits.slice(0, 60).forEach((hit) => {
      if (!byPath[hit.path]) {
        if (order.length >= 10) return;
        byPath[hit.path] = [];
        order.push(hit.path);
      }
      if (byPath[hit.path].length < 4) byPath[hit.path].push(hit);
    });
    return order.map((path) => byPath[path]);
  }

  function render(engine, query) {
    list.textContent = '';
    setActive(-1);
    if (query.trim() === '') {
      open(false);
      return;
    }
    var hits = engine.search(query, everywhere ? undefined : scope);
    input.dispatchEvent(new CustomEvent('folio:search-results', { detail: { query: query, results: hits.length } }));
    status.textContent = '';
    if (hits.length === 0) {
      status.appendChild(el('span', 'search-empty', `No results for “${query}”.`));
      const suggestions = engine.suggest(query, everywhere ? undefined : scope);
      if (suggestions.length > 0) {
        status.appendChild(doc.createTextNode(' Try '));
        suggestions.forEach((suggestion, i) => {
          const button = el('button', 'search-suggestion', suggestion);
          button.type = 'button';
          button.addEventListener('click', () => {
            input.value = suggestion;
            input.focus();
            update();
          });
          if (i > 0) status.appendChild(doc.createTextNode(', '));
          status.appendChild(button);
        });
      }
    } else status.textContent = hits.length === 1 ? '1 result' : `${hits.length} results`;
    if (scope !== '') {
      const toggle = el('button', 'search-scope', everywhere ? 'This version only' : 'Search everything');
      toggle.type = 'button';
      toggle.addEventListener('click', () => {
        everywhere = !everywhere;
        input.focus();
        update();
      });
      status.appendChild(toggle);
    }
    var n = 0;
    groups(hits).forEach((group) => {
      const box = el('div', 'search-group');
      box.setAttribute('role', 'group');
      const label = el('div', 'search-group-title', group[0].title);
      label.id = `search-group-${n}`;
      box.setAttribute('aria-labelledby', label.id);
      box.appendChild(label);
      group.forEach((hit) => {
        const option = el('a', 'search-option');
        option.id = `search-option-${n++}`;
        option.setAttribute('role', 'option');
        option.setAttribute('aria-selected', 'false');
        option.tabIndex = -1;
        option.href = hit.href;
        option.appendChild(
          // The group names the page; an option names its section (the page for its opening text).
          el('span', 'search-option-title', hit.heading || hit.title),
        );
        const snippet = el('span', 'search-snippet');
        hit.snippet.forEach((part) => {
          snippet.appendChild(part.mark ? el('mark', '', part.text) : doc.createTextNode(part.text));
        });
        option.appendChild(snippet);
        box.appendChild(option);
      });
      list.appendChild(box);
    });
    open(true);
  }

  function update() {
    var query = input.value;
    if (query.trim() === '') {
      open(false);
      return;
    }
    if (!enginePromise) status.textContent = 'Loading search…';
    loadEngine().then(
      (engine) => {
        if (input.value === query) render(engine, query);
      },
      () => {
        list.textContent = '';
        status.textContent = 'Search could not load. Check the connection and type again.';
        open(true);
      },
    );
  }

  input.addEventListener('focus', () => {
    loadEngine().catch(() => {});
    if (input.value.trim() !== '' && list.childNodes.length > 0) open(true);
  });
  input.addEventListener('input', update);
  input.addEventListener('keydown', (event) => {
    var all = options();
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (all.length === 0) return;
      event.preventDefault();
      if (panel.hidden) open(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((active + step + all.length) % all.length);
    } else if (event.key === 'Enter') {
      const chosen = all[Math.max(active, 0)];
      if (chosen) {
        event.preventDefault();
        location.href = chosen.href;
      }
    } else if (event.key === 'Escape') {
      if (!panel.hidden) open(false);
      else input.value = '';
    }
  });
  doc.addEventListener('keydown', (event) => {
    var typing = /INPUT|TEXTAREA|SELECT/.test(doc.activeElement?.tagName);
    if (event.key === '/' && !typing) {
      event.preventDefault();
      input.focus();
    }
  });
  doc.addEventListener('click', (event) => {
    if (!event.target.closest('.search')) open(false);
  });
})();
