// Folio dashboard enhancements. Every page works without this file; it adds copy buttons,
// confirmations, keyboard tabs for the git host instructions, and live build status (SSE).
(() => {
  'use strict';

  // Copy buttons next to read-only values.
  document.addEventListener('click', async (event) => {
    const button = event.target instanceof Element ? event.target.closest('[data-copy]') : null;
    if (!button) return;
    const input = document.getElementById(button.getAttribute('data-copy'));
    if (!input) return;
    try {
      await navigator.clipboard.writeText(input.value);
    } catch {
      input.select();
      document.execCommand('copy');
    }
    const label = button.textContent;
    button.textContent = 'Copied';
    setTimeout(() => (button.textContent = label), 1500);
  });

  // Forms that change something people rely on ask first.
  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (form instanceof HTMLFormElement && form.dataset.confirm && !window.confirm(form.dataset.confirm)) event.preventDefault();
  });

  // Tabs (WAI-ARIA pattern): arrows move between tabs, only the selected panel shows.
  for (const group of document.querySelectorAll('[data-tabs]')) {
    const tabs = [...group.querySelectorAll('[role="tab"]')];
    const select = (tab, focus) => {
      for (const other of tabs) {
        const selected = other === tab;
        other.setAttribute('aria-selected', String(selected));
        other.tabIndex = selected ? 0 : -1;
        const panel = document.getElementById(other.getAttribute('aria-controls'));
        if (panel) panel.hidden = !selected;
      }
      if (focus) tab.focus();
    };
    group.classList.add('is-enhanced');
    tabs.forEach((tab, index) => {
      tab.addEventListener('click', () => select(tab, false));
      tab.addEventListener('keydown', (event) => {
        const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
        if (step) select(tabs[(index + step + tabs.length) % tabs.length], true);
        if (event.key === 'Home') select(tabs[0], true);
        if (event.key === 'End') select(tabs[tabs.length - 1], true);
      });
    });
    select(tabs.find((tab) => tab.getAttribute('aria-selected') === 'true') ?? tabs[0], false);
  }

  // Pending custom domains are checked again every 10 s while the page is open (through the JSON
  // API with the session and its CSRF token); the page reloads once one is verified.
  const csrf = document.querySelector('meta[name="csrf-token"]')?.getAttribute('content') ?? '';
  for (const card of document.querySelectorAll('[data-verify-url]')) {
    const url = card.getAttribute('data-verify-url');
    const check = async () => {
      if (document.hidden) return;
      try {
        const response = await fetch(url, { method: 'POST', headers: { 'x-csrf-token': csrf }, credentials: 'same-origin' });
        if (response.ok && (await response.json()).status === 'verified') window.location.reload();
      } catch {
        // Offline for a moment: the next round tries again.
      }
    };
    setInterval(check, 10_000);
  }

  // Live build status: the server streams the status; when the build ends the page reloads to
  // show its diagnostics, timings and log.
  const LABELS = { queued: 'Queued', running: 'Building', succeeded: 'Ready', failed: 'Failed', canceled: 'Canceled', superseded: 'Superseded' };
  const FINISHED = new Set(['succeeded', 'failed', 'canceled', 'superseded']);
  for (const badge of document.querySelectorAll('[data-build-events]')) {
    if (!('EventSource' in window)) break;
    const source = new EventSource(badge.getAttribute('data-build-events'));
    source.addEventListener('status', (event) => {
      const { status } = JSON.parse(event.data);
      badge.className = `status status-${status}`;
      const label = badge.querySelector('.status-label');
      if (label) label.textContent = LABELS[status] ?? status;
      if (FINISHED.has(status)) {
        source.close();
        window.location.reload();
      }
    });
    source.addEventListener('error', () => {
      if (source.readyState === EventSource.CLOSED) setTimeout(() => window.location.reload(), 3000);
    });
  }

  // Builds lists: one stream for the table; each event updates its build's row in place (status,
  // and the duration once it ends). No reload: other rows keep following their builds.
  for (const table of document.querySelectorAll('[data-builds-events]')) {
    if (!('EventSource' in window)) break;
    const source = new EventSource(table.getAttribute('data-builds-events'));
    source.addEventListener('build', (event) => {
      const { id, status, duration } = JSON.parse(event.data);
      const row = [...table.querySelectorAll('tr[data-build-id]')].find((candidate) => candidate.getAttribute('data-build-id') === id);
      const badge = row?.querySelector('.status');
      if (!badge) return;
      badge.className = `status status-${status}`;
      const label = badge.querySelector('.status-label');
      if (label) label.textContent = LABELS[status] ?? status;
      const cell = row.querySelector('[data-duration]');
      if (cell && FINISHED.has(status)) cell.textContent = duration;
    });
    // The stream ends once every build is finished; the browser would reconnect: stop it then.
    source.addEventListener('error', () => source.close());
  }
})();
