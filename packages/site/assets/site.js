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

  // API playground.
  function collectRequest(form) {
    var path = form.getAttribute('data-path');
    var serverInput = form.querySelector('[data-server]');
    var server = serverInput ? serverInput.value.replace(/\/+$/, '') : '';
    var headers = {};
    var query = {};
    var cookies = [];
    all('[data-in]', form).forEach((field) => {
      var value = field.value;
      if (value === '') return;
      var name = field.getAttribute('data-name');
      var where = field.getAttribute('data-in');
      var auth = field.getAttribute('data-auth');
      if (auth === 'bearer') value = `Bearer ${value}`;
      if (auth === 'basic') value = `Basic ${btoa(value)}`;
      if (where === 'path') path = path.split(`{${name}}`).join(encodeURIComponent(value));
      else if (where === 'query') query[name] = value;
      else if (where === 'header') headers[name.toLowerCase()] = value;
      else if (where === 'cookie') cookies.push(`${name}=${value}`);
    });
    if (cookies.length > 0) headers.cookie = cookies.join('; ');
    var method = form.getAttribute('data-method');
    // `operation` (the OpenAPI method and path template) names the call in the site's analytics.
    var request = {
      method: method,
      url: server + path,
      headers: headers,
      query: query,
      operation: `${method} ${form.getAttribute('data-path')}`,
    };
    var bodyField = form.querySelector('[data-body]');
    if (bodyField && bodyField.value.trim() !== '') {
      request.body = bodyField.value;
      if (!headers['content-type']) headers['content-type'] = bodyField.getAttribute('data-content-type');
    }
    return request;
  }
  function prettyBody(text, contentType) {
    if (/json/i.test(contentType || '') || /^\s*[[{]/.test(text)) {
      try {
        return JSON.stringify(JSON.parse(text), null, 2);
      } catch {
        /* not JSON after all */
      }
    }
    return text;
  }
  function showAnswer(panel, answer) {
    panel.hidden = false;
    var error = panel.querySelector('[data-error]');
    var status = panel.querySelector('[data-status]');
    status.textContent = answer.error ? '' : answer.status + (answer.statusText ? ` ${answer.statusText}` : '');
    status.className = answer.error ? '' : `status status-${String(answer.status).charAt(0)}xx`;
    panel.querySelector('[data-time]').textContent = answer.ms === undefined ? '' : `${Math.round(answer.ms)} ms`;
    error.hidden = !answer.error;
    error.textContent = answer.error || '';
    var headerLines = Object.keys(answer.headers || {}).map((name) => `${name}: ${answer.headers[name]}`);
    panel.querySelector('[data-headers]').textContent = headerLines.join('\n');
    panel.querySelector('[data-response-body]').textContent = answer.body || '';
  }
  function sendThroughProxy(form, request, started) {
    return fetch(form.getAttribute('data-proxy-url'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    }).then((response) =>
      response.text().then((text) => {
        var data = null;
        try {
          data = JSON.parse(text);
        } catch {
          /* not JSON */
        }
        var ms = performance.now() - started;
        if (data && typeof data.status === 'number' && !data.code) {
          const body = data.base64
            ? `(binary body, ${Math.round((data.body.length * 3) / 4)} bytes)`
            : prettyBody(data.body || '', data.headers?.['content-type']);
          return {
            status: data.status,
            statusText: data.statusText,
            headers: data.headers,
            body: body,
            ms: data.timing && data.timing.totalMs !== undefined ? data.timing.totalMs : ms,
          };
        }
        if (data?.code)
          return { error: `${data.code}: ${data.message || 'The request failed.'}`, ms: ms, headers: {}, body: '' };
        return {
          error: `The playground endpoint answered ${response.status} without a usable body. If a reverse proxy sits in front of this site, it must allow POST to /_docs/api/request.`,
          ms: ms,
          headers: {},
          body: text,
        };
      }),
    );
  }
  function sendDirect(request, started, withCredentials) {
    var url = request.url;
    var params = new URLSearchParams(request.query).toString();
    if (params) url += (url.indexOf('?') >= 0 ? '&' : '?') + params;
    var headers = {};
    Object.keys(request.headers).forEach((name) => {
      if (name !== 'cookie') headers[name] = request.headers[name];
    });
    // docs.json api.playground.credentials: the reader's cookies go with direct requests.
    var init = { method: request.method, headers: headers, credentials: withCredentials ? 'include' : 'same-origin' };
    if (request.body !== undefined && request.method !== 'GET' && request.method !== 'HEAD') init.body = request.body;
    return fetch(url, init).then(
      (response) =>
        response.text().then((text) => {
          var responseHeaders = {};
          response.headers.forEach((value, name) => {
            responseHeaders[name] = value;
          });
          return {
            status: response.status,
            statusText: response.statusText,
            headers: responseHeaders,
            body: prettyBody(text, response.headers.get('content-type')),
            ms: performance.now() - started,
          };
        }),
      () => ({
        error:
          "The request did not reach the API. It must allow this site's origin with CORS, and be reachable from your browser.",
        ms: performance.now() - started,
        headers: {},
        body: '',
      }),
    );
  }
  all('form[data-playground]').forEach((form) => {
    var panel = form.parentNode.querySelector('[data-response]');
    var preview = form.querySelector('[data-url-preview]');
    form.addEventListener('input', () => {
      if (preview) {
        const r = collectRequest(form);
        preview.textContent = r.url;
      }
    });
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      var request = collectRequest(form);
      var button = form.querySelector('.pg-send');
      button.disabled = true;
      button.textContent = 'Sending…';
      var started = performance.now();
      var sending =
        form.getAttribute('data-proxy') === 'false'
          ? sendDirect(request, started, form.getAttribute('data-credentials') === 'include')
          : sendThroughProxy(form, request, started);
      sending
        .catch((e) => ({
          error: `The playground request failed: ${e?.message ? e.message : e}`,
          headers: {},
          body: '',
        }))
        .then((answer) => {
          showAnswer(panel, answer);
          button.disabled = false;
          button.textContent = 'Send';
        });
    });
  });
})();
