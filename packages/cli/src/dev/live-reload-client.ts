/** URL path of the server-sent events stream that tells open pages to reload. */
export const DEV_EVENTS_PATH = '/_folio/dev/events';
/** URL path of the script injected into every page by `folio dev`. */
export const DEV_CLIENT_PATH = '/_folio/dev/client.js';

/**
 * The script `folio dev` injects into pages: listens for rebuilds on a server-sent events stream,
 * reloads on a successful one, and shows the build's problems in an overlay (the previous good
 * site stays served while docs.json is broken).
 */
export const LIVE_RELOAD_CLIENT = `(() => {
  const source = new EventSource(${JSON.stringify(DEV_EVENTS_PATH)});
  let overlay;
  function show(diagnostics) {
    overlay?.remove();
    const problems = diagnostics.filter((d) => d.severity === 'error');
    if (problems.length === 0) return;
    overlay = document.createElement('div');
    overlay.id = 'folio-dev-overlay';
    overlay.setAttribute('role', 'alert');
    overlay.style.cssText = 'position:fixed;inset:auto 1rem 1rem 1rem;max-height:45vh;overflow:auto;z-index:2147483647;background:#1f1f23;color:#f4f4f5;font:13px/1.5 ui-monospace,monospace;padding:1rem 1.25rem;border-radius:10px;border-left:6px solid #ef4444;box-shadow:0 10px 30px rgba(0,0,0,.35)';
    const title = document.createElement('strong');
    title.textContent = problems.length + ' problem' + (problems.length === 1 ? '' : 's') + ' in this build (the last good build is shown)';
    overlay.append(title);
    for (const d of problems) {
      const line = document.createElement('pre');
      line.style.cssText = 'margin:.6rem 0 0;white-space:pre-wrap';
      const where = [d.file ? d.file + (d.line ? ':' + d.line + (d.column ? ':' + d.column : '') : '') : '', d.path || ''].filter(Boolean).join(' ');
      line.textContent = (where ? where + ': ' : '') + d.message + ' (' + d.code + ')' + (d.hint ? '\\n  hint: ' + d.hint : '');
      overlay.append(line);
    }
    const close = document.createElement('button');
    close.textContent = 'Dismiss';
    close.style.cssText = 'position:absolute;top:.5rem;right:.75rem;background:none;border:1px solid #52525b;color:inherit;border-radius:6px;cursor:pointer';
    close.onclick = () => overlay.remove();
    overlay.append(close);
    document.body.append(overlay);
  }
  source.addEventListener('reload', () => location.reload());
  source.addEventListener('diagnostics', (event) => show(JSON.parse(event.data)));
})();
`;
