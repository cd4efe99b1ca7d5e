// The API playground (packages/site render-playground.ts), started last of the playground
// script's parts (assets/playground.js, then playground/*.js in name order): builds the request
// from the form, sends it through POST /_docs/api/request (or straight to the API with
// api.playground.proxy: false), remembers what the reader typed for the session (the store in
// playground.js), and keeps the request samples in step with it (samples.js). Credentials: one
// input block per security scheme of the chosen requirement (render-playground-auth.ts), OAuth in
// oauth.js, the answer shown by response.js.
(() => {
  'use strict';
  const doc = document;
  window.folioPlayground = window.folioPlayground || {};
  const pg = window.folioPlayground;
  function all(selector, scope) {
    return Array.prototype.slice.call((scope || doc).querySelectorAll(selector));
  }
  // As the page's first samples write them (packages/site operation-sample-request.ts).
  const PLACEHOLDERS = {
    apiKey: '<api-key>',
    apiKeyInQuery: 'YOUR_API_KEY',
    bearer: 'Bearer <token>',
    basic: 'Basic <credentials>',
    other: '<credentials>',
  };

  // UTF-8 safe Base64 (btoa takes Latin-1 only).
  function base64(text) {
    const bytes = new TextEncoder().encode(text);
    let binary = '';
    for (let i = 0; i < bytes.length; i++) binary += String.fromCharCode(bytes[i]);
    return btoa(binary);
  }

  // The chosen server, its {variables} filled from their inputs.
  function serverField(form) {
    return form.querySelector('[data-server]');
  }
  function serverTemplate(field) {
    if (!field) return null;
    const option = field.tagName === 'SELECT' ? field.options[field.selectedIndex] : field;
    return option ? option.getAttribute('data-template') : null;
  }
  function serverVars(form) {
    const field = serverField(form);
    const value = field ? field.value : '';
    return all('[data-server-vars-for]', form).filter((set) => set.getAttribute('data-server-vars-for') === value)[0];
  }
  function serverUrl(form) {
    const field = serverField(form);
    if (!field) return '';
    const template = serverTemplate(field);
    let url = field.value;
    const vars = serverVars(form);
    if (template && vars) {
      url = template;
      all('[data-server-var]', vars).forEach((input) => {
        url = url.split(`{${input.getAttribute('data-server-var')}}`).join(input.value);
      });
    }
    return url.replace(/\/+$/, '');
  }
  function showServerVars(form) {
    const field = serverField(form);
    all('[data-server-vars-for]', form).forEach((set) => {
      set.hidden = !field || set.getAttribute('data-server-vars-for') !== field.value;
    });
  }

  // The block of the chosen security requirement.
  function authOption(form) {
    const choice = form.querySelector('[data-auth-choice]');
    const options = all('[data-auth-option]', form);
    if (!choice) return options[0] || null;
    return options.filter((o) => o.getAttribute('data-auth-option') === choice.value)[0] || null;
  }
  function credential(scheme, name) {
    const input = scheme.querySelector(`[data-cred="${name}"]`);
    return input ? input.value : '';
  }
  pg.credential = credential;

  // Where a requirement's credentials go. `mask`: placeholders instead of secrets (the samples);
  // empty credentials become placeholders in the samples too, so they show where a key goes.
  function addCredentials(form, request, mask, forSamples) {
    const option = authOption(form);
    if (!option) return;
    all('[data-scheme]', option).forEach((scheme) => {
      const type = scheme.getAttribute('data-scheme-type');
      if (type === 'apiKey') {
        const key = credential(scheme, 'value');
        if (key === '' && !forSamples) return;
        const where = scheme.getAttribute('data-in');
        const placeholder = where === 'query' ? PLACEHOLDERS.apiKeyInQuery : PLACEHOLDERS.apiKey;
        const pair = [scheme.getAttribute('data-name'), key === '' || mask ? placeholder : key];
        if (where === 'query') request.query.push(pair);
        else if (where === 'cookie') request.cookies.push(pair);
        else request.headers.push(pair);
      } else if (type === 'basic') {
        const user = credential(scheme, 'username');
        const password = credential(scheme, 'password');
        if (user === '' && password === '' && !forSamples) return;
        request.headers.push([
          'Authorization',
          (user === '' && password === '') || mask ? PLACEHOLDERS.basic : `Basic ${base64(`${user}:${password}`)}`,
        ]);
      } else if (type === 'bearer' || type === 'oauth2' || type === 'openIdConnect') {
        const token = credential(scheme, 'token').trim();
        if (token === '' && !forSamples) return;
        const value = /^bearer\s/i.test(token) ? token : `Bearer ${token}`;
        request.headers.push(['Authorization', token === '' || mask ? PLACEHOLDERS.bearer : value]);
      } else if (type === 'http') {
        const raw = credential(scheme, 'value');
        if (raw === '' && !forSamples) return;
        request.headers.push(['Authorization', raw === '' || mask ? PLACEHOLDERS.other : raw]);
      }
    });
  }

  // The request the form describes, as { method, url, query, headers, cookies, body } with
  // name/value pairs. `options.forSamples`: empty inputs show their example (placeholder) the way
  // the page's first samples do, and credentials are masked unless `options.showSecrets`.
  function collectRequest(form, options) {
    const forSamples = !!options?.forSamples;
    const defaults = options?.defaults || 'all';
    let path = form.getAttribute('data-path');
    const request = { method: form.getAttribute('data-method'), url: '', query: [], headers: [], cookies: [] };
    // `operation` (the OpenAPI method and path template) names the call in the site's analytics.
    request.operation = form.getAttribute('data-operation');
    addCredentials(form, request, forSamples && !options.showSecrets, forSamples);
    all('[data-param]', form).forEach((field) => {
      let value = field.value;
      const where = field.getAttribute('data-in');
      const name = field.getAttribute('data-name');
      if (value === '' && forSamples && field.placeholder !== '' && (field.required || defaults === 'all'))
        value = field.placeholder;
      if (value === '') {
        if (forSamples && where === 'header' && field.required) value = `<${name}>`;
        else return;
      }
      if (where === 'path') path = path.split(`{${name}}`).join(encodeURIComponent(value));
      else if (where === 'query') request.query.push([name, value]);
      else if (where === 'header') request.headers.push([name, value]);
      else if (where === 'cookie') request.cookies.push([name, value]);
    });
    request.url = serverUrl(form) + path;
    const bodyField = form.querySelector('[data-body]');
    if (bodyField) {
      const type = bodyField.getAttribute('data-content-type');
      const hasType = request.headers.some((pair) => pair[0].toLowerCase() === 'content-type');
      if (!hasType && (bodyField.value.trim() !== '' || forSamples)) request.headers.push(['Content-Type', type]);
      if (bodyField.value.trim() !== '') request.body = { mimeType: type, text: bodyField.value };
    }
    return request;
  }
  pg.collectRequest = collectRequest;

  function toObject(pairs, lower) {
    const object = {};
    pairs.forEach((pair) => {
      const name = lower ? pair[0].toLowerCase() : pair[0];
      if (object[name] === undefined) object[name] = pair[1];
      else if (Array.isArray(object[name])) object[name].push(pair[1]);
      else object[name] = [object[name], pair[1]];
    });
    return object;
  }

  // Sends one request the way the form is set up: through the site's proxy, or from the browser.
  // Resolves to { status, statusText, headers, body, base64, ms } or { error, fix, ms }.
  function send(form, request) {
    const started = performance.now();
    if (form.getAttribute('data-proxy') === 'false')
      return sendDirect(request, started, form.getAttribute('data-credentials') === 'include');
    const payload = {
      method: request.method,
      url: request.url,
      headers: toObject(request.headers, true),
      query: toObject(request.query, false),
    };
    if (request.cookies.length > 0) payload.cookies = toObject(request.cookies, false);
    if (request.body !== undefined) payload.body = request.body.text;
    if (request.operation) payload.operation = request.operation;
    return fetch(form.getAttribute('data-proxy-url'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    }).then((response) =>
      response.text().then((text) => {
        let data = null;
        try {
          data = JSON.parse(text);
        } catch {
          /* not JSON */
        }
        const ms = performance.now() - started;
        if (data && typeof data.status === 'number' && !data.code) {
          return {
            status: data.status,
            statusText: data.statusText,
            headers: data.headers || {},
            body: data.body || '',
            base64: data.base64 === true,
            ms: data.timing && data.timing.totalMs !== undefined ? data.timing.totalMs : ms,
          };
        }
        if (data?.code)
          return { error: `${data.code}: ${data.message || 'The request failed.'}`, fix: data.fix, ms: ms };
        return {
          error: `The playground endpoint answered ${response.status} without a usable body.`,
          fix: 'If a reverse proxy sits in front of this site, it must allow POST to /_docs/api/request.',
          ms: ms,
        };
      }),
    );
  }
  pg.send = send;

  function sendDirect(request, started, withCredentials) {
    let url = request.url;
    const params = new URLSearchParams(request.query).toString();
    if (params) url += (url.indexOf('?') >= 0 ? '&' : '?') + params;
    const headers = {};
    request.headers.forEach((pair) => {
      headers[pair[0]] = pair[1];
    });
    // docs.json api.playground.credentials: the reader's cookies go with direct requests.
    const init = { method: request.method, headers: headers, credentials: withCredentials ? 'include' : 'same-origin' };
    if (request.body !== undefined && request.method !== 'GET' && request.method !== 'HEAD')
      init.body = request.body.text;
    return fetch(url, init).then(
      (response) =>
        response.arrayBuffer().then((buffer) => {
          const responseHeaders = {};
          response.headers.forEach((value, name) => {
            responseHeaders[name] = value;
          });
          const type = response.headers.get('content-type') || '';
          const textual = /^(text\/|application\/([\w.+-]*\+)?(json|xml|javascript|x-www-form-urlencoded))|^$/i.test(
            type,
          );
          const bytes = new Uint8Array(buffer);
          let body;
          if (textual) body = new TextDecoder().decode(bytes);
          else {
            let binary = '';
            for (let i = 0; i < bytes.length; i++) binary += String.fromCharCode(bytes[i]);
            body = btoa(binary);
          }
          return {
            status: response.status,
            statusText: response.statusText,
            headers: responseHeaders,
            body: body,
            base64: !textual,
            ms: performance.now() - started,
          };
        }),
      () => ({
        error: 'The request did not reach the API.',
        fix: "The API must allow this site's origin with CORS (and the headers you send), and be reachable from your browser.",
        ms: performance.now() - started,
      }),
    );
  }

  // What the reader typed, remembered: credentials per scheme, the auth choice, the server, and
  // this operation's parameters and body.
  // A credential is remembered under its scheme, and for an OAuth flow's client fields under the
  // flow too (an application's authorization-code client is rarely its client-credentials one).
  function credentialKey(input) {
    const scheme = input.closest('[data-scheme]');
    if (!scheme) return null;
    const flow = input.closest('[data-flow]');
    return `auth:${scheme.getAttribute('data-scheme')}${flow ? `#${flow.getAttribute('data-flow')}` : ''}`;
  }
  function rememberCredential(input) {
    const key = credentialKey(input);
    if (key === null) return;
    const name = input.getAttribute('data-cred');
    const saved = pg.store.read(key) || {};
    saved[name] = input.value;
    pg.store.write(key, saved);
    // The same scheme may appear in several requirements (and forms): keep every copy in step.
    all(`[data-scheme] [data-cred="${name}"]`).forEach((other) => {
      if (other !== input && credentialKey(other) === key && other.value !== input.value) other.value = input.value;
    });
  }
  pg.rememberCredential = rememberCredential;
  function restoreCredentials(form) {
    let restored = false;
    all('[data-scheme] [data-cred]', form).forEach((input) => {
      const saved = pg.store.read(credentialKey(input));
      const name = input.getAttribute('data-cred');
      if (saved && typeof saved[name] === 'string' && saved[name] !== input.value) {
        input.value = saved[name];
        restored = true;
      }
    });
    return restored;
  }
  function rememberServer(form) {
    const field = serverField(form);
    if (!field) return;
    const vars = {};
    all('[data-server-var]', form).forEach((input) => {
      if (!input.closest('[hidden]')) vars[input.getAttribute('data-server-var')] = input.value;
    });
    const saved = pg.store.read('server') || { vars: {} };
    if (field.tagName === 'SELECT' || field.type !== 'hidden') saved.url = field.value;
    Object.keys(vars).forEach((name) => {
      saved.vars[name] = vars[name];
    });
    pg.store.write('server', saved);
  }
  function restoreServer(form) {
    const saved = pg.store.read('server');
    const field = serverField(form);
    if (!saved || !field) return false;
    let restored = false;
    const set = (input, value) => {
      if (input.value === value) return;
      input.value = value;
      restored = true;
    };
    if (typeof saved.url === 'string') {
      if (field.tagName === 'SELECT') {
        if (all('option', field).some((o) => o.value === saved.url)) set(field, saved.url);
      } else if (field.type !== 'hidden') set(field, saved.url);
    }
    all('[data-server-var]', form).forEach((input) => {
      const value = saved.vars ? saved.vars[input.getAttribute('data-server-var')] : undefined;
      if (typeof value !== 'string') return;
      if (input.tagName === 'SELECT' && !all('option', input).some((o) => o.value === value)) return;
      set(input, value);
    });
    return restored;
  }
  function operationKey(form) {
    return `operation:${form.getAttribute('data-operation')}`;
  }
  function rememberParams(form) {
    const values = {};
    all('[data-param]', form).forEach((field) => {
      values[`${field.getAttribute('data-in')}:${field.getAttribute('data-name')}`] = field.value;
    });
    const bodyField = form.querySelector('[data-body]');
    pg.store.write(operationKey(form), { params: values, body: bodyField ? bodyField.value : null });
  }
  function restoreParams(form) {
    const saved = pg.store.read(operationKey(form));
    if (!saved) return false;
    let restored = false;
    all('[data-param]', form).forEach((field) => {
      const value = saved.params?.[`${field.getAttribute('data-in')}:${field.getAttribute('data-name')}`];
      if (typeof value === 'string' && value !== field.value) {
        field.value = value;
        restored = true;
      }
    });
    const bodyField = form.querySelector('[data-body]');
    if (bodyField && typeof saved.body === 'string' && saved.body !== bodyField.value) {
      bodyField.value = saved.body;
      restored = true;
    }
    return restored;
  }
  function chooseAuth(form, remember) {
    const choice = form.querySelector('[data-auth-choice]');
    const chosen = authOption(form);
    all('[data-auth-option]', form).forEach((option) => {
      option.hidden = option !== chosen;
    });
    if (remember && choice)
      pg.store.write('auth-choice', choice.options[choice.selectedIndex].getAttribute('data-auth-key'));
  }
  function restoreAuthChoice(form) {
    const choice = form.querySelector('[data-auth-choice]');
    const saved = pg.store.read('auth-choice');
    if (!choice || typeof saved !== 'string') return false;
    const match = all('option', choice).filter((option) => option.getAttribute('data-auth-key') === saved)[0];
    if (!match || match.value === choice.value) return false;
    choice.value = match.value;
    return true;
  }
  function forget(form) {
    pg.store.removeAll('auth:');
    pg.store.removeAll('oauth-');
    all('[data-scheme] [data-cred]').forEach((input) => {
      input.value = input.getAttribute('data-default') || '';
    });
    all('[data-oauth-status]').forEach((status) => {
      status.textContent = '';
    });
    const button = form.querySelector('[data-auth-forget]');
    if (button) {
      button.textContent = 'Forgotten';
      setTimeout(() => {
        button.textContent = 'Forget credentials';
      }, 1500);
    }
  }

  function updatePreview(form) {
    const preview = form.querySelector('[data-url-preview]');
    if (!preview) return;
    const request = collectRequest(form);
    const params = new URLSearchParams(request.query).toString();
    preview.textContent = request.url + (params ? `?${params}` : '');
  }
  pg.changed = (form) => {
    updatePreview(form);
    if (pg.redrawSamples) pg.redrawSamples(form);
  };

  all('form[data-playground]').forEach((form) => {
    const panel = form.parentNode.querySelector('[data-response]');
    // What the reader typed earlier in this session (on this page or, for credentials and the
    // server, any page of the site) comes back; the samples follow only when something did.
    const restored = [restoreServer(form), restoreAuthChoice(form), restoreCredentials(form), restoreParams(form)];
    showServerVars(form);
    chooseAuth(form, false);
    if (restored.some(Boolean)) pg.changed(form);
    else updatePreview(form);
    // Then what the signed-in reader's claims give for fields still empty (prefill.js).
    if (pg.prefillFromReader) pg.prefillFromReader(form, pg.changed);

    form.addEventListener('input', (event) => {
      const target = event.target;
      if (target.hasAttribute('data-cred')) rememberCredential(target);
      else if (target.hasAttribute('data-param') || target.hasAttribute('data-body')) rememberParams(form);
      else if (target.hasAttribute('data-server') || target.hasAttribute('data-server-var')) rememberServer(form);
      pg.changed(form);
    });
    form.addEventListener('change', (event) => {
      const target = event.target;
      if (target.hasAttribute('data-server')) {
        showServerVars(form);
        rememberServer(form);
      } else if (target.hasAttribute('data-server-var')) rememberServer(form);
      else if (target.hasAttribute('data-auth-choice')) chooseAuth(form, true);
      pg.changed(form);
    });
    form.addEventListener('click', (event) => {
      const reveal = event.target.closest('[data-reveal]');
      if (reveal) {
        const input = reveal.parentNode.querySelector('[data-cred]');
        const shown = input.type === 'password';
        input.type = shown ? 'text' : 'password';
        reveal.setAttribute('aria-pressed', String(shown));
        reveal.textContent = shown ? 'Hide' : 'Show';
      }
      if (event.target.closest('[data-auth-forget]')) {
        forget(form);
        pg.changed(form);
      }
    });
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const button = form.querySelector('.pg-send');
      button.disabled = true;
      button.textContent = 'Sending…';
      send(form, collectRequest(form))
        .catch((e) => ({ error: `The playground request failed: ${e?.message ? e.message : e}` }))
        .then((answer) => {
          pg.showAnswer(panel, answer);
          button.disabled = false;
          button.textContent = 'Send';
        });
    });
    if (pg.initOAuth) pg.initOAuth(form);
  });
})();
