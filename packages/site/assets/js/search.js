// Search: the top-bar box is an ARIA combobox over a listbox of results, one per heading section,
// grouped by page. The engine (MiniSearch and assets/search-engine.js) and the index's root load
// when the reader first focuses the box; then each query fetches only the term shards its words
// need and the parts of the pages it shows (see `split` in search-engine.js). A part that fails
// to load leaves its words or pages out, and the panel says so. Results are built as DOM nodes,
// never from index HTML.
(() => {
  'use strict';
  var doc = document;
  var input = doc.getElementById('search-input');
  var panel = doc.getElementById('search-panel');
  var list = doc.getElementById('search-results');
  if (!input || !panel || !list) return;
  var status = panel.querySelector('.search-status');
  var scope = doc.body.getAttribute('data-search-scope') || '';
  var rootUrl = new URL(doc.body.getAttribute('data-search-index'), location.href);
  // The index names pages as the deployment has them (`/guides/intro`); a site served under a base
  // path (`/docs`) links them there.
  var basePath = doc.body.getAttribute('data-base-path') || '';
  // On sites whose readers sign in: the search endpoint, which a signed-in reader's box asks when
  // the index leaves out pages restricted to reader groups (the endpoint finds those of the
  // reader's groups, and only those; the index the browser loads never holds them).
  var searchApi = doc.body.getAttribute('data-search-api');
  var remoteAbort = null;
  var remoteTimer = null;
  var REMOTE_PAUSE_MS = 120;
  var everywhere = false;
  var enginePromise = null;
  var active = -1;
  /** Pages shown, and sections per page. */
  var PAGES = 10;
  var PER_PAGE = 4;
  /** Pages whose parts each keystroke fetches; the others' once the reader pauses this long. */
  var FIRST_PAGES = 5;
  var PAUSE_MS = 300;
  var pause = null;
  /** The query the panel shows. */
  var rendered = null;
  /** A part that failed is asked for again after this long, not on every keystroke. */
  var RETRY_MS = 5000;

  function loadScript(src) {
    return new Promise((resolve, reject) => {
      const script = doc.createElement('script');
      script.src = src;
      script.onload = resolve;
      script.onerror = () => reject(new Error('script'));
      doc.head.appendChild(script);
    });
  }
  function getJson(url) {
    return fetch(url).then((response) => {
      if (!response.ok) throw new Error(String(response.status));
      return response.json();
    });
  }

  /**
   * Parts by name: the data once loaded; `pending` (a promise) while loading; a failure is kept
   * for `RETRY_MS`. `load` always resolves, to the data or `undefined`.
   */
  function PartStore() {
    var parts = {};
    return {
      get: (name) => {
        var part = parts[name];
        return part !== undefined && part.data !== undefined ? part.data : undefined;
      },
      /** Whether the part failed lately (it is asked for again after `RETRY_MS`). */
      failed: (name) => parts[name]?.failedAt !== undefined && Date.now() - parts[name].failedAt < RETRY_MS,
      load: (name) => {
        var part = parts[name];
        if (part !== undefined && part.data !== undefined) return Promise.resolve(part.data);
        if (part?.pending) return part.pending;
        if (part?.failedAt !== undefined && Date.now() - part.failedAt < RETRY_MS) return Promise.resolve(undefined);
        var entry = {};
        parts[name] = entry;
        entry.pending = getJson(new URL(name, rootUrl)).then(
          (data) => {
            entry.data = data;
            entry.pending = null;
            return data;
          },
          () => {
            entry.failedAt = Date.now();
            entry.pending = null;
            return undefined;
          },
        );
        return entry.pending;
      },
    };
  }
  var store = PartStore();

  function loadEngine() {
    if (!enginePromise) {
      enginePromise = Promise.all([loadScript(doc.body.getAttribute('data-search-engine')), getJson(rootUrl)]).then(
        (loaded) => {
          const root = loaded[1];
          const engine = window.FolioSearch.open(window.MiniSearch, root, {
            shard: (i) => store.get(root.shards[i][2]),
            page: (p) => store.get(root.parts[p]),
          });
          const opened = { engine: engine, root: root, remote: null };
          if (root.restricted !== true || !searchApi || typeof window.folioReader !== 'function') return opened;
          return window.folioReader().then((reader) => {
            if (reader !== null) opened.remote = new URL(searchApi, location.href);
            return opened;
          });
        },
      );
      // A failed load may be retried on the next keystroke.
      enginePromise.catch(() => {
        enginePromise = null;
      });
    }
    return enginePromise;
  }

  /** The best sections by page, in the order of each page's best section: `[{ page, results }]`. */
  function groups(results) {
    var byPage = {};
    var order = [];
    for (let i = 0; i < results.length && i < 200; i++) {
      const result = results[i];
      if (!byPage[result.page]) {
        if (order.length >= PAGES) continue;
        byPage[result.page] = [];
        order.push(result.page);
      }
      if (byPage[result.page].length < PER_PAGE) byPage[result.page].push(result);
    }
    return order.map((page) => ({ page: page, results: byPage[page] }));
  }

  /**
   * Fetches the shards a query needs: those of its words, then, for a word that matched nothing,
   * the other shards of its first letter (to look for typos). A part that fails stays missing.
   */
  function fetchShards(engine, root, text, round) {
    var wanted = engine.need(text).filter((i) => !store.failed(root.shards[i][2]));
    if (wanted.length === 0 || round === 3 || input.value !== text) return Promise.resolve();
    return Promise.all(wanted.map((i) => store.load(root.shards[i][2]))).then(() =>
      fetchShards(engine, root, text, round + 1),
    );
  }

  /**
   * Runs a query: fetches the shards its words need, ranks, fetches the parts of the first pages
   * it shows and renders them, unless the reader has typed on meanwhile; once the reader pauses,
   * the parts of the other pages shown too. While typing, each keystroke so fetches the parts of
   * `FIRST_PAGES` pages, not all ten.
   */
  function query(loaded, text) {
    var engine = loaded.engine;
    var root = loaded.root;
    return fetchShards(engine, root, text, 0).then(() => {
      if (input.value !== text) return;
      const ranked = engine.rank(text, everywhere ? undefined : scope);
      const all = groups(ranked.results);
      const show = (shown) =>
        Promise.all(shown.map((group) => store.load(root.parts[group.page]))).then(() => {
          if (input.value !== text) return;
          const lost = shown.filter((group) => store.failed(root.parts[group.page])).length;
          render(engine, text, ranked, shown, ranked.missing > 0 || lost > 0);
        });
      // When the other pages' parts are at hand already (an earlier query fetched them), all at once.
      const later = all.slice(FIRST_PAGES).filter((group) => store.get(root.parts[group.page]) === undefined);
      return show(later.length === 0 ? all : all.slice(0, FIRST_PAGES)).then(() => {
        if (later.length === 0) return;
        clearTimeout(pause);
        pause = setTimeout(() => {
          if (input.value === text) show(all);
        }, PAUSE_MS);
      });
    });
  }

  /**
   * A signed-in reader's query on a site with restricted pages: the search endpoint ranks the
   * whole index as the browser would and leaves out what the reader's groups may not find. Its
   * sections come with their snippets, so no part is fetched. When it fails (a rate limit
   * included), the browser's own index (public pages only) answers.
   */
  function remoteQuery(loaded, text) {
    clearTimeout(remoteTimer);
    // A short pause first: a fast typist sends the endpoint (rate-limited per client) one query.
    return new Promise((resolve) => {
      remoteTimer = setTimeout(resolve, REMOTE_PAUSE_MS);
    }).then(() => (input.value === text ? askEndpoint(loaded, text) : undefined));
  }
  function askEndpoint(loaded, text) {
    if (remoteAbort) remoteAbort.abort();
    var controller = new AbortController();
    remoteAbort = controller;
    var url = new URL(loaded.remote.href);
    url.searchParams.set('q', text);
    url.searchParams.set('limit', '50');
    return fetch(url, {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      signal: controller.signal,
    })
      .then((response) => {
        if (!response.ok) throw new Error(String(response.status));
        return response.json();
      })
      .then(
        (body) => {
          if (input.value !== text) return;
          const results = body.results
            .filter((result) => everywhere || scope === '' || result.scope === scope)
            .map((result) => ({
              page: result.path,
              hit: { title: result.title, heading: result.heading, url: result.url, snippet: result.snippet },
            }));
          const answered = { hit: (result) => result.hit, suggest: () => body.suggestions || [] };
          render(answered, text, { results: results, missing: 0 }, groups(results), false);
        },
        (error) => {
          if (error && error.name === 'AbortError') return;
          return query(loaded, text);
        },
      );
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

  function render(engine, text, ranked, shown, incomplete) {
    // The same query shown again with more pages keeps the option the reader moved to.
    var keep = text === rendered ? active : -1;
    rendered = text;
    // Which query the panel shows, for scripts (and tests) that wait for a query's results.
    panel.setAttribute('data-query', text);
    list.textContent = '';
    setActive(-1);
    // For the site's search insights (js/search-insights.js), which reports the query once it settles.
    input.dispatchEvent(
      new CustomEvent('folio:search-results', { detail: { query: text, results: ranked.results.length } }),
    );
    status.textContent = '';
    var count = ranked.results.length;
    if (count === 0) {
      status.appendChild(el('span', 'search-empty', `No results for “${text}”.`));
      const suggestions = engine.suggest(text, everywhere ? undefined : scope);
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
    } else status.appendChild(doc.createTextNode(count === 1 ? '1 result' : `${count} results`));
    if (scope !== '') {
      const toggle = el('button', 'search-scope', everywhere ? 'This version only' : 'Search everything');
      toggle.type = 'button';
      toggle.addEventListener('click', () => {
        everywhere = !everywhere;
        rendered = null;
        input.focus();
        update();
      });
      status.appendChild(toggle);
    }
    if (incomplete)
      status.appendChild(
        el('span', 'search-note', 'Part of the search index did not load, so some results may be missing.'),
      );
    var n = 0;
    shown.forEach((group, g) => {
      const hits = group.results.map(engine.hit).filter((hit) => hit !== undefined);
      if (hits.length === 0) return;
      const box = el('div', 'search-group');
      box.setAttribute('role', 'group');
      const label = el('div', 'search-group-title', hits[0].title);
      label.id = `search-group-${g}`;
      box.setAttribute('aria-labelledby', label.id);
      box.appendChild(label);
      hits.forEach((hit) => {
        const option = el('a', 'search-option');
        option.id = `search-option-${n++}`;
        option.setAttribute('role', 'option');
        option.setAttribute('aria-selected', 'false');
        option.tabIndex = -1;
        // The endpoint's results carry their absolute URL (base path included); the index's, a path.
        option.href = hit.url || basePath + hit.href;
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
    if (keep >= 0 && keep < options().length) setActive(keep);
  }

  function update() {
    var text = input.value;
    if (text.trim() === '') {
      list.textContent = '';
      rendered = null;
      panel.removeAttribute('data-query');
      open(false);
      return;
    }
    if (!enginePromise) status.textContent = 'Loading search…';
    loadEngine()
      .then((loaded) => (loaded.remote ? remoteQuery(loaded, text) : query(loaded, text)))
      .catch(() => {
        if (input.value !== text) return;
        list.textContent = '';
        status.textContent = 'Search could not load. Check the connection and type again.';
        open(true);
      });
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
