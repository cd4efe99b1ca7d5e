// The playground's answer panel (packages/site render-playground-response.ts): status, time and
// size; the proxy's or the network's error with its fix; response headers; and the body — JSON
// pretty-printed and highlighted, shown as a tree when large, binary bodies as a download (and a
// preview for images). Every value is set as text, never as HTML: the body is the API's, not ours.
(() => {
  'use strict';
  const doc = document;
  window.folioPlayground = window.folioPlayground || {};
  const pg = window.folioPlayground;
  /** Past this many characters a JSON body opens as a tree; past the second, it is not highlighted. */
  const TREE_FROM = 20000;
  const HIGHLIGHT_UP_TO = 400000;

  function el(tag, className, text) {
    const node = doc.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }
  function formatBytes(bytes) {
    if (bytes < 1024) return `${bytes} B`;
    if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
    return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  }
  function byteLength(answer) {
    if (answer.base64) {
      const padding = /==$/.test(answer.body) ? 2 : /=$/.test(answer.body) ? 1 : 0;
      return Math.floor((answer.body.length * 3) / 4) - padding;
    }
    return new TextEncoder().encode(answer.body).length;
  }
  function header(headers, name) {
    const found = Object.keys(headers || {}).filter((key) => key.toLowerCase() === name)[0];
    return found ? String(headers[found]) : '';
  }

  // JSON text as spans: keys, strings, numbers, booleans and null, each with its class.
  const TOKEN = /("(?:\\.|[^"\\])*")(\s*:)?|\b(?:true|false)\b|\bnull\b|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g;
  function highlightJson(target, text) {
    target.textContent = '';
    let last = 0;
    let match = TOKEN.exec(text);
    while (match !== null) {
      if (match.index > last) target.appendChild(doc.createTextNode(text.slice(last, match.index)));
      const token = match[0];
      const kind = match[1]
        ? match[2]
          ? 'tok-key'
          : 'tok-string'
        : /^[tf]/.test(token)
          ? 'tok-bool'
          : token === 'null'
            ? 'tok-null'
            : 'tok-number';
      target.appendChild(el('span', kind, match[1] && match[2] ? match[1] : token));
      if (match[1] && match[2]) target.appendChild(doc.createTextNode(match[2]));
      last = match.index + token.length;
      match = TOKEN.exec(text);
    }
    if (last < text.length) target.appendChild(doc.createTextNode(text.slice(last)));
    TOKEN.lastIndex = 0;
  }

  // A JSON value as nested disclosures, children made when first opened (a large body stays fast).
  function treeNode(key, value) {
    const isContainer = value !== null && typeof value === 'object';
    const label = key === null ? '' : `${key}: `;
    if (!isContainer) {
      const leaf = el('div', 'tree-leaf');
      if (label) leaf.appendChild(el('span', 'tok-key', label));
      const kind =
        typeof value === 'string'
          ? 'tok-string'
          : typeof value === 'number'
            ? 'tok-number'
            : value === null
              ? 'tok-null'
              : 'tok-bool';
      leaf.appendChild(el('span', kind, JSON.stringify(value)));
      return leaf;
    }
    const keys = Object.keys(value);
    const details = el('details', 'tree-node');
    const summary = el('summary');
    if (label) summary.appendChild(el('span', 'tok-key', label));
    summary.appendChild(
      el('span', 'tree-count', Array.isArray(value) ? `[${keys.length} items]` : `{${keys.length} keys}`),
    );
    details.appendChild(summary);
    details.addEventListener('toggle', function fill() {
      if (!details.open || details.childNodes.length > 1) return;
      keys.forEach((k) => {
        details.appendChild(treeNode(Array.isArray(value) ? Number(k) : k, value[k]));
      });
    });
    return details;
  }

  function showBody(panel, answer) {
    const pre = panel.querySelector('[data-response-body]');
    const tree = panel.querySelector('[data-response-tree]');
    const bar = panel.querySelector('[data-body-bar]');
    const download = panel.querySelector('[data-download]');
    pre.textContent = '';
    tree.textContent = '';
    tree.hidden = true;
    bar.hidden = true;
    download.hidden = true;
    download.textContent = '';
    pre.hidden = false;
    if (answer.error) {
      pre.hidden = true;
      return;
    }
    const type = header(answer.headers, 'content-type');
    if (answer.base64) {
      // Binary: offered as a file (and shown, for an image), never decoded as text.
      pre.hidden = true;
      download.hidden = false;
      const binary = atob(answer.body);
      const bytes = new Uint8Array(binary.length);
      for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
      const named = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header(answer.headers, 'content-disposition'));
      const link = el(
        'a',
        'pg-button-quiet',
        `Download the response (${formatBytes(bytes.length)}${type ? `, ${type.split(';')[0]}` : ''})`,
      );
      link.href = URL.createObjectURL(new Blob([bytes], { type: type || 'application/octet-stream' }));
      link.download = named ? decodeURIComponent(named[1]) : 'response';
      download.appendChild(link);
      if (/^image\/(png|jpeg|gif|webp|avif)/i.test(type) && bytes.length < 4 * 1024 * 1024) {
        const image = el('img', 'pg-image');
        image.alt = 'The image the API returned';
        image.src = `data:${type.split(';')[0]};base64,${answer.body}`;
        download.appendChild(image);
      }
      return;
    }
    const text = answer.body || '';
    let parsed;
    let isJson = false;
    if (/json/i.test(type) || /^\s*[[{]/.test(text)) {
      try {
        parsed = JSON.parse(text);
        isJson = true;
      } catch {
        /* not JSON after all */
      }
    }
    if (!isJson) {
      pre.textContent = text;
      return;
    }
    const pretty = JSON.stringify(parsed, null, 2);
    if (pretty.length <= HIGHLIGHT_UP_TO) highlightJson(pre, pretty);
    else pre.textContent = pretty;
    if (pretty.length > TREE_FROM && parsed !== null && typeof parsed === 'object') {
      const root = treeNode(null, parsed);
      root.open = true;
      root.dispatchEvent(new Event('toggle'));
      tree.appendChild(root);
      bar.hidden = false;
      setView(panel, 'tree');
    }
  }
  function setView(panel, view) {
    panel.querySelector('[data-response-tree]').hidden = view !== 'tree';
    panel.querySelector('[data-response-body]').hidden = view === 'tree';
    Array.prototype.forEach.call(panel.querySelectorAll('[data-body-view]'), (button) => {
      button.setAttribute('aria-pressed', String(button.getAttribute('data-body-view') === view));
    });
  }

  pg.showAnswer = (panel, answer) => {
    panel.hidden = false;
    const status = panel.querySelector('[data-status]');
    status.textContent = answer.error ? 'Not sent' : answer.status + (answer.statusText ? ` ${answer.statusText}` : '');
    status.className = answer.error ? 'status status-error' : `status status-${String(answer.status).charAt(0)}xx`;
    panel.querySelector('[data-time]').textContent = answer.ms === undefined ? '' : `${Math.round(answer.ms)} ms`;
    panel.querySelector('[data-size]').textContent = answer.error ? '' : formatBytes(byteLength(answer));
    const error = panel.querySelector('[data-error]');
    error.hidden = !answer.error;
    panel.querySelector('[data-error-message]').textContent = answer.error || '';
    panel.querySelector('[data-error-fix]').textContent = answer.fix || '';
    const rows = panel.querySelector('[data-headers]');
    rows.textContent = '';
    const names = Object.keys(answer.headers || {});
    names.forEach((name) => {
      const row = el('tr');
      row.appendChild(el('th', '', name));
      row.appendChild(el('td', '', String(answer.headers[name])));
      rows.appendChild(row);
    });
    panel.querySelector('[data-header-count]').textContent = names.length === 0 ? '' : `(${names.length})`;
    showBody(panel, answer);
  };

  doc.addEventListener('click', (event) => {
    const button = event.target.closest?.('[data-body-view]');
    if (button) setView(button.closest('[data-response]'), button.getAttribute('data-body-view'));
  });
})();
