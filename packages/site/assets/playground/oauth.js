// OAuth 2 and OpenID Connect in the playground (packages/site render-oauth-flows.ts). Token
// requests take the playground's own way (POST /_docs/api/request, which reaches only the token
// URLs the site's documents declare, or the browser with proxy: false). Client credentials: one
// token request. Authorization code: PKCE (S256) and a random `state`, the authorization page in a
// popup (the same tab if popups are blocked), back on the site's /_docs/oauth/callback page
// (assets/oauth-callback.js), which hands `code` and `state` back; the code is exchanged here, for
// the pending request with that state only. Tokens and secrets stay in this tab's sessionStorage.
(() => {
  'use strict';
  const doc = document;
  window.folioPlayground = window.folioPlayground || {};
  const pg = window.folioPlayground;
  const CHANNEL = 'folio-oauth';
  function all(selector, scope) {
    return Array.prototype.slice.call((scope || doc).querySelectorAll(selector));
  }
  function base64url(bytes) {
    let binary = '';
    for (let i = 0; i < bytes.length; i++) binary += String.fromCharCode(bytes[i]);
    return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  }
  function randomString(size) {
    const bytes = new Uint8Array(size);
    crypto.getRandomValues(bytes);
    return base64url(bytes);
  }
  function base64(text) {
    const bytes = new TextEncoder().encode(text);
    let binary = '';
    for (let i = 0; i < bytes.length; i++) binary += String.fromCharCode(bytes[i]);
    return btoa(binary);
  }
  function status(flow, message, isError) {
    const line = flow.querySelector('[data-oauth-status]');
    if (!line) return;
    line.textContent = message;
    line.classList.toggle('pg-oauth-error', !!isError);
  }
  function value(scope, name) {
    const input = scope.querySelector(`[data-cred="${name}"]`);
    return input ? input.value.trim() : '';
  }
  function scopesOf(flow) {
    return all('[data-scope]', flow)
      .filter((box) => box.checked)
      .map((box) => box.value);
  }
  function redirectUri(flow) {
    const note = flow.querySelector('[data-redirect-uri]') || doc.querySelector('[data-redirect-uri]');
    return location.origin + (note ? note.getAttribute('data-callback-path') : '/_docs/oauth/callback');
  }

  // A form-encoded POST to a token endpoint, the way the playground sends requests.
  function tokenRequest(form, tokenUrl, fields, clientId, clientSecret) {
    const headers = [
      ['Content-Type', 'application/x-www-form-urlencoded'],
      ['Accept', 'application/json'],
    ];
    // RFC 6749 §2.3.1: a client with a secret authenticates with HTTP Basic (id and secret
    // form-encoded first); a public client (PKCE) names itself in the body.
    if (clientSecret)
      headers.push([
        'Authorization',
        `Basic ${base64(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`)}`,
      ]);
    else if (clientId) fields.client_id = clientId;
    const request = {
      method: 'POST',
      url: tokenUrl,
      query: [],
      headers: headers,
      cookies: [],
      body: { mimeType: 'application/x-www-form-urlencoded', text: new URLSearchParams(fields).toString() },
    };
    return pg.send(form, request);
  }

  // The token answer: the access token goes into the scheme's token input (and the session store).
  function takeToken(form, scheme, flow, answer) {
    if (answer.error) {
      status(flow, `${answer.error}${answer.fix ? ` ${answer.fix}` : ''}`, true);
      return;
    }
    let data = null;
    try {
      data = JSON.parse(answer.base64 ? atob(answer.body) : answer.body);
    } catch {
      /* not JSON */
    }
    if (!data || typeof data.access_token !== 'string') {
      const reason =
        data && typeof data.error === 'string'
          ? `${data.error}${data.error_description ? `: ${data.error_description}` : ''}`
          : `HTTP ${answer.status}`;
      status(flow, `The authorization server did not give a token (${reason}).`, true);
      return;
    }
    all('[data-cred="token"]', scheme).forEach((input) => {
      input.value = data.access_token;
    });
    const input = scheme.querySelector('[data-cred="token"]');
    if (input) pg.rememberCredential(input);
    const lifetime = Number(data.expires_in);
    if (lifetime > 0) {
      const saved = pg.store.read(`auth:${scheme.getAttribute('data-scheme')}`) || {};
      saved.expiresAt = Date.now() + lifetime * 1000;
      pg.store.write(`auth:${scheme.getAttribute('data-scheme')}`, saved);
    }
    status(
      flow,
      `Token received${data.token_type ? ` (${data.token_type})` : ''}${lifetime > 0 ? `, valid for ${Math.round(lifetime / 60)} min` : ''}${data.scope ? `, scopes: ${data.scope}` : ''}. It is in "Access token" and used by Send.`,
    );
    pg.changed(form);
  }

  function endpointsOf(flow) {
    return { token: flow.getAttribute('data-token-url'), authorization: flow.getAttribute('data-authorization-url') };
  }

  function runClientCredentials(form, scheme, flow) {
    const fields = { grant_type: 'client_credentials' };
    const scopes = scopesOf(flow);
    if (scopes.length > 0) fields.scope = scopes.join(' ');
    status(flow, 'Asking for a token…');
    tokenRequest(form, endpointsOf(flow).token, fields, value(flow, 'clientId'), value(flow, 'clientSecret')).then(
      (answer) => takeToken(form, scheme, flow, answer),
      (error) => status(flow, `The token request failed: ${error.message}`, true),
    );
  }

  function runAuthorizationCode(form, scheme, flow) {
    const endpoints = endpointsOf(flow);
    const clientId = value(flow, 'clientId');
    if (!clientId) {
      status(flow, 'Type the client ID the authorization server gave this application.', true);
      return;
    }
    if (!window.crypto?.subtle) {
      status(flow, 'PKCE needs a secure page (https): open the documentation over https.', true);
      return;
    }
    const verifier = randomString(48);
    const state = randomString(24);
    crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)).then((digest) => {
      const url = new URL(endpoints.authorization);
      const params = url.searchParams;
      params.set('response_type', 'code');
      params.set('client_id', clientId);
      params.set('redirect_uri', redirectUri(flow));
      const scopes = scopesOf(flow);
      if (scopes.length > 0) params.set('scope', scopes.join(' '));
      params.set('state', state);
      params.set('code_challenge', base64url(new Uint8Array(digest)));
      params.set('code_challenge_method', 'S256');
      pg.store.write(`oauth-pending:${state}`, {
        operation: form.getAttribute('data-operation'),
        scheme: scheme.getAttribute('data-scheme'),
        flow: flow.getAttribute('data-flow'),
        tokenUrl: endpoints.token,
        redirectUri: redirectUri(flow),
        verifier: verifier,
        returnTo: location.href,
      });
      const popup = window.open(url.href, 'folio-oauth', 'popup,width=520,height=720');
      if (popup) status(flow, 'Sign in in the window that opened; this page takes the code back.');
      else location.assign(url.href); // popups blocked: the callback page brings the reader back here
    });
  }

  // `code` and `state` from the callback page: only a request this tab started is completed.
  function complete(result) {
    if (result?.type !== 'folio-oauth-result' || typeof result.state !== 'string') return;
    const pending = pg.store.read(`oauth-pending:${result.state}`);
    if (!pending) return;
    pg.store.remove(`oauth-pending:${result.state}`);
    if (channel) channel.postMessage({ type: 'folio-oauth-ack', state: result.state });
    const form = all('form[data-playground]').filter((f) => f.getAttribute('data-operation') === pending.operation)[0];
    const scheme =
      form &&
      all('[data-scheme]', form).filter(
        (s) => s.getAttribute('data-scheme') === pending.scheme && !s.closest('[hidden]'),
      )[0];
    if (!scheme) return;
    const flow = scheme.querySelector(`[data-flow="${pending.flow}"]`) || scheme;
    if (result.error) {
      status(
        flow,
        `The authorization server refused: ${result.error}${result.errorDescription ? ` (${result.errorDescription})` : ''}.`,
        true,
      );
      return;
    }
    status(flow, 'Exchanging the code for a token…');
    tokenRequest(
      form,
      pending.tokenUrl,
      {
        grant_type: 'authorization_code',
        code: result.code,
        redirect_uri: pending.redirectUri,
        code_verifier: pending.verifier,
      },
      value(flow, 'clientId'),
      value(flow, 'clientSecret'),
    ).then(
      (answer) => takeToken(form, scheme, flow, answer),
      (error) => status(flow, `The token request failed: ${error.message}`, true),
    );
  }
  window.addEventListener('message', (event) => {
    if (event.origin === location.origin) complete(event.data);
  });
  const channel = 'BroadcastChannel' in window ? new BroadcastChannel(CHANNEL) : null;
  if (channel) channel.addEventListener('message', (event) => complete(event.data));

  // OpenID Connect: the discovery document through the proxy, then its endpoints.
  function discover(form, scheme, flow) {
    const url = scheme.getAttribute('data-discovery-url');
    status(flow, 'Reading the discovery document…');
    pg.send(form, { method: 'GET', url: url, query: [], headers: [['Accept', 'application/json']], cookies: [] }).then(
      (answer) => {
        let data = null;
        try {
          data = answer.error ? null : JSON.parse(answer.body);
        } catch {
          /* not JSON */
        }
        if (!data || typeof data.token_endpoint !== 'string') {
          status(
            flow,
            answer.error
              ? `${answer.error}${answer.fix ? ` ${answer.fix}` : ''}`
              : 'The discovery document has no token_endpoint.',
            true,
          );
          return;
        }
        flow.setAttribute('data-token-url', data.token_endpoint);
        if (typeof data.authorization_endpoint === 'string')
          flow.setAttribute('data-authorization-url', data.authorization_endpoint);
        const list = flow.querySelector('[data-oidc-endpoints]');
        list.textContent = '';
        [
          ['Issuer', data.issuer],
          ['Authorization URL', data.authorization_endpoint],
          ['Token URL', data.token_endpoint],
        ].forEach((row) => {
          if (typeof row[1] !== 'string') return;
          const dt = doc.createElement('dt');
          dt.textContent = row[0];
          const dd = doc.createElement('dd');
          const code = doc.createElement('code');
          code.textContent = row[1];
          dd.appendChild(code);
          list.appendChild(dt);
          list.appendChild(dd);
        });
        list.hidden = false;
        flow.querySelector('[data-oidc-flows]').hidden = false;
        const grants = Array.isArray(data.grant_types_supported) ? data.grant_types_supported : ['authorization_code'];
        const cc = flow.querySelector('[data-oidc-run="clientCredentials"]');
        if (cc) cc.hidden = grants.indexOf('client_credentials') < 0;
        const code = flow.querySelector('[data-oidc-run="authorizationCode"]');
        if (code) code.hidden = typeof data.authorization_endpoint !== 'string';
        status(flow, `Provider ${data.issuer || url} read.`);
      },
      (error) => status(flow, `The discovery request failed: ${error.message}`, true),
    );
  }

  pg.initOAuth = (form) => {
    all('[data-redirect-uri]', form).forEach((note) => {
      note.textContent = location.origin + note.getAttribute('data-callback-path');
    });
    form.addEventListener('click', (event) => {
      const button = event.target.closest('[data-oauth-run], [data-oidc-discover]');
      if (!button) return;
      const scheme = button.closest('[data-scheme]');
      const flow = button.closest('[data-flow]');
      if (button.hasAttribute('data-oidc-discover')) return discover(form, scheme, flow);
      const kind = button.getAttribute('data-oidc-run') || flow.getAttribute('data-flow');
      if (kind === 'clientCredentials') runClientCredentials(form, scheme, flow);
      else if (kind === 'authorizationCode') runAuthorizationCode(form, scheme, flow);
    });
  };

  // Back from an authorization that ran in this tab (popup blocked): finish it once the forms exist.
  doc.addEventListener('DOMContentLoaded', () => {
    const result = pg.store.read('oauth-result');
    if (result) {
      pg.store.remove('oauth-result');
      complete(result);
    }
  });
})();
