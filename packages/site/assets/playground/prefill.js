// Prefills the playground from the signed-in reader (the format's user data
// `apiPlaygroundInputs`: { header, query, cookie, path, server }), read through
// window.folioReader, which /_folio/personalize.<hash>.js defines on playground pages of sites
// whose readers sign in with claims (one request to the reader endpoint per page). Only fields the
// page has are filled: an API key of a security scheme by its place and name (`header.X-API-Key`),
// a bearer token from `header.Authorization`, a path parameter, a server variable. A field the
// reader already typed in this session keeps its value; prefilled values are never stored.
(() => {
  'use strict';
  window.folioPlayground = window.folioPlayground || {};
  const pg = window.folioPlayground;

  function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  }
  // Own, non-empty string (or number) values only; written with input.value, never as markup.
  function inputValue(inputs, place, name) {
    const group = isObject(inputs) ? inputs[place] : undefined;
    if (!isObject(group) || !Object.hasOwn(group, name)) return undefined;
    const value = group[name];
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    return typeof value === 'string' && value !== '' ? value : undefined;
  }
  // Header names are case-insensitive: `x-api-key` in the claims fills `X-API-Key`.
  function headerOf(inputs, name) {
    const headers = isObject(inputs) ? inputs.header : undefined;
    if (!isObject(headers)) return undefined;
    const key = Object.keys(headers).filter((candidate) => candidate.toLowerCase() === name.toLowerCase())[0];
    return key === undefined ? undefined : inputValue(inputs, 'header', key);
  }
  function fill(input, value) {
    // Still as the page wrote it (its `value` attribute): nothing typed or restored this session.
    if (value === undefined || input.value !== input.defaultValue) return false;
    input.value = value;
    return true;
  }

  function prefill(form, inputs) {
    let filled = false;
    form.querySelectorAll('[data-scheme-type="apiKey"]').forEach((scheme) => {
      const place = scheme.getAttribute('data-in');
      const name = scheme.getAttribute('data-name') || '';
      const input = scheme.querySelector('[data-cred="value"]');
      const value = place === 'header' ? headerOf(inputs, name) : inputValue(inputs, place, name);
      if (input && fill(input, value)) filled = true;
    });
    form.querySelectorAll('[data-scheme-type="bearer"] [data-cred="token"]').forEach((input) => {
      const value = headerOf(inputs, 'Authorization');
      if (fill(input, value === undefined ? undefined : value.replace(/^Bearer\s+/i, ''))) filled = true;
    });
    form.querySelectorAll('[data-param][data-in="path"]').forEach((input) => {
      if (fill(input, inputValue(inputs, 'path', input.getAttribute('data-name') || ''))) filled = true;
    });
    form.querySelectorAll('input[data-server-var]').forEach((input) => {
      if (fill(input, inputValue(inputs, 'server', input.getAttribute('data-server-var') || ''))) filled = true;
    });
    return filled;
  }

  /** Fills `form` once the reader is known; `changed` redraws its preview and samples. */
  pg.prefillFromReader = (form, changed) => {
    if (typeof window.folioReader !== 'function') return;
    window.folioReader().then((reader) => {
      if (reader === null || !isObject(reader.claims)) return;
      if (prefill(form, reader.claims.apiPlaygroundInputs)) changed(form);
    });
  };
})();
