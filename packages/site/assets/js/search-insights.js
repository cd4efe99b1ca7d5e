// Search insights for the site's analytics: the searches a reader settled on (the query left for
// 1.5 s, or the one a result was opened from), how many results each found, and which result was
// opened. Sent with navigator.sendBeacon to POST /_folio/search-events on this site; nothing at all
// when the browser asks not to be tracked (Do Not Track, Global Privacy Control). The search box
// (js/search.js) announces each result list with a `folio:search-results` event on its input.
// Part of /_folio/app.<hash>.js, which runs this file before search.js (name order). The path is
// the body's data-search-events (SEARCH_EVENTS_PATH of @folio/deployment, under the site's base path).
(() => {
  'use strict';
  var input = document.getElementById('search-input');
  var list = document.getElementById('search-results');
  var nav = window.navigator;
  if (!input || !list || nav.doNotTrack === '1' || nav.globalPrivacyControl === true) return;
  var queue = [];
  var settled = null;
  var timer = 0;
  var lastSent = '';
  var endpoint = document.body.getAttribute('data-search-events') || '/_folio/search-events';

  function send() {
    if (queue.length === 0) return;
    var body = JSON.stringify({ events: queue.splice(0, 20) });
    if (!nav.sendBeacon?.(endpoint, body)) {
      fetch(endpoint, {
        method: 'POST',
        body: body,
        headers: { 'content-type': 'text/plain' },
        keepalive: true,
        credentials: 'omit',
      }).catch(() => {});
    }
  }
  function settle() {
    clearTimeout(timer);
    if (settled && settled.query.trim() !== '' && settled.query !== lastSent) {
      queue.push(settled);
      lastSent = settled.query;
    }
    settled = null;
  }
  function opened(option) {
    if (!option?.href) return;
    var url = new URL(option.href, location.href);
    if (url.origin !== location.origin) return;
    var query = settled ? settled.query : lastSent || input.value;
    settle();
    if (query.trim() !== '') queue.push({ query: query, path: url.pathname });
    send();
  }

  input.addEventListener('folio:search-results', (event) => {
    settled = { query: event.detail.query, results: event.detail.results };
    clearTimeout(timer);
    timer = setTimeout(settle, 1500);
  });
  list.addEventListener('click', (event) => {
    opened(event.target.closest('[role="option"]'));
  });
  // Enter opens the highlighted result, or the first (js/search.js), before this page unloads.
  input.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter') return;
    opened(list.querySelector('[role="option"][aria-selected="true"]') || list.querySelector('[role="option"]'));
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'hidden') return;
    settle();
    send();
  });
  window.addEventListener('pagehide', () => {
    settle();
    send();
  });
  // A reader who keeps the page open still has their searches counted, in small batches.
  setInterval(send, 30000);
})();
