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
    if (form instanceof HTMLFormElement && form.dataset.confirm && !window.confirm(form.dataset.confirm))
      event.preventDefault();
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
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'x-csrf-token': csrf },
          credentials: 'same-origin',
        });
        if (response.ok && (await response.json()).status === 'verified') window.location.reload();
      } catch {
        // Offline for a moment: the next round tries again.
      }
    };
    setInterval(check, 10_000);
  }

  // Live build status: the server streams the status; when the build ends the page reloads to
  // show its diagnostics, timings and log.
  const LABELS = {
    queued: 'Queued',
    running: 'Building',
    succeeded: 'Ready',
    failed: 'Failed',
    canceled: 'Canceled',
    superseded: 'Superseded',
  };
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
    source.addEventListener('error', async () => {
      if (source.readyState !== EventSource.CLOSED) return;
      // Refused: ask why before reloading. Too many live pages open (429) pauses this one, said
      // so, and retries in a minute; anything else (signed out, the build gone) reloads to show it.
      const controller = new AbortController();
      const answer = await fetch(badge.getAttribute('data-build-events'), {
        signal: controller.signal,
        credentials: 'same-origin',
      }).catch(() => null);
      controller.abort();
      if (answer?.status !== 429) return setTimeout(() => window.location.reload(), 3000);
      let note = badge.parentElement.querySelector('[data-build-events-paused]');
      if (!note) {
        note = document.createElement('span');
        note.className = 'muted';
        note.setAttribute('role', 'status');
        note.setAttribute('data-build-events-paused', '');
        badge.after(' ', note);
      }
      note.textContent =
        'Live status paused: too many open dashboard pages follow builds. This page tries again in a minute.';
      setTimeout(() => window.location.reload(), 60_000);
    });
  }

  // Builds lists: one stream for the table; each event updates its build's row in place (status,
  // and the duration once it ends). No reload: other rows keep following their builds. A table
  // marked data-builds-announce also gets a row for each build queued later (rendered and escaped
  // by the server), said politely to screen readers, and keeps its stream open: when the server
  // ends it (time limit) or the network drops, it reconnects with the rows it now shows.
  const statusOf = (row) =>
    [...(row.querySelector('.status')?.classList ?? [])]
      .find((name) => name.startsWith('status-'))
      ?.slice('status-'.length);
  for (const wrap of document.querySelectorAll('[data-builds-events]')) {
    if (!('EventSource' in window)) break;
    const base = wrap.getAttribute('data-builds-events').split('?')[0];
    const announce = wrap.hasAttribute('data-builds-announce');
    const max = Number(wrap.getAttribute('data-builds-max')) || Infinity;
    const tbody = wrap.querySelector('tbody');
    const announcer = wrap.querySelector('[data-builds-announcer]');
    const rows = () => [...wrap.querySelectorAll('tr[data-build-id]')];
    const followSite = wrap.hasAttribute('data-builds-site');
    const moved = wrap.parentElement?.querySelector('[data-builds-moved]');
    let movedCount = 0;
    let newestMoved = '';
    // Keeps at most `max` rows: the oldest finished ones leave first (running ones keep following
    // their builds). On a paged list, a hint says how many moved and links a next page that starts
    // at the newest row that left (a row still shown may repeat there; none is skipped).
    const trim = () => {
      if (!tbody) return;
      let removed = 0;
      for (const row of [...tbody.rows].reverse()) {
        if (tbody.rows.length <= max) break;
        if (!FINISHED.has(statusOf(row))) continue;
        const queuedAt = row.getAttribute('data-queued-at') ?? '';
        if (queuedAt > newestMoved) newestMoved = queuedAt;
        row.remove();
        removed += 1;
      }
      if (removed === 0 || !moved) return;
      movedCount += removed;
      // `before` takes builds queued strictly earlier: one millisecond later includes this one.
      const before = Date.parse(newestMoved);
      const next = Number.isNaN(before)
        ? null
        : `${base.replace(/\/events$/, '')}?before=${encodeURIComponent(new Date(before + 1).toISOString())}`;
      for (const link of wrap.parentElement.querySelectorAll('[data-builds-moved-link], [data-builds-older]'))
        if (next) link.setAttribute('href', next);
      moved.querySelector('[data-builds-moved-text]').textContent =
        `Newer builds arrived — ${movedCount} older ${movedCount === 1 ? 'build' : 'builds'} moved to the next page.`;
      moved.hidden = false;
    };
    const rowOf = (id) => rows().find((candidate) => candidate.getAttribute('data-build-id') === id);
    const url = () => {
      const params = [];
      const ids = rows()
        .filter((row) => !FINISHED.has(statusOf(row)))
        .map((row) => row.getAttribute('data-build-id'))
        .slice(0, 25);
      if (ids.length > 0) params.push(`ids=${ids.join(',')}`);
      if (announce) params.push(`after=${encodeURIComponent(rows()[0]?.getAttribute('data-build-id') ?? 'none')}`);
      if (followSite) params.push('site=1');
      return `${base}?${params.join('&')}`;
    };
    let delay = 2000;
    let source = null;
    const connect = (href) => {
      source = new EventSource(href);
      source.addEventListener('open', () => (delay = 2000));
      source.addEventListener('build', (event) => {
        const { id, status, duration } = JSON.parse(event.data);
        const row = rowOf(id);
        const badge = row?.querySelector('.status');
        if (!badge) return;
        badge.className = `status status-${status}`;
        const label = badge.querySelector('.status-label');
        if (label) label.textContent = LABELS[status] ?? status;
        const cell = row.querySelector('[data-duration]');
        if (cell && FINISHED.has(status)) cell.textContent = duration;
        // A finished row may now leave, if newer ones had to wait for it.
        if (FINISHED.has(status)) trim();
      });
      // The overview's Status and Production cards follow the site: re-rendered from the server's
      // escaped markup, announced (as text) only when the state differs from the one shown.
      source.addEventListener('site', (event) => {
        const { key, status, production, summary } = JSON.parse(event.data);
        const hero = document.querySelector('[data-site-state]');
        if (!hero) return;
        // Marks the cards as following (the stream's first event repeats what the page shows).
        hero.setAttribute('data-site-live', '');
        if (hero.getAttribute('data-site-state') === key) return;
        hero.setAttribute('data-site-state', key);
        for (const [selector, markup] of [
          ['[data-site-status]', status],
          ['[data-site-production]', production],
        ]) {
          const target = hero.querySelector(selector);
          if (!target) continue;
          const template = document.createElement('template');
          template.innerHTML = markup;
          target.replaceChildren(template.content);
        }
        const announcer = hero.querySelector('[data-site-announcer]');
        if (announcer) announcer.textContent = summary;
      });
      source.addEventListener('new-build', (event) => {
        const { id, branch, row } = JSON.parse(event.data);
        if (!tbody || rowOf(id)) return;
        // The row is server-rendered markup with tenant text already escaped; a <template>
        // parses it inertly (no scripts run, nothing loads) before it joins the table.
        const template = document.createElement('template');
        template.innerHTML = row;
        const added = template.content.querySelector('tr[data-build-id]');
        if (!added) return;
        added.classList.add('is-new');
        tbody.prepend(added);
        trim();
        wrap.hidden = false;
        wrap.parentElement?.querySelector('[data-builds-empty]')?.remove();
        // textContent: the branch is tenant data, never markup.
        if (announcer) announcer.textContent = `New build queued on ${branch}`;
      });
      source.addEventListener('error', () => {
        // The browser would reconnect to the same address, with rows it no longer shows: do it
        // here instead, with the rows as they are now; without announcing, only while some move.
        source.close();
        if (!announce && !rows().some((row) => !FINISHED.has(statusOf(row)))) return;
        setTimeout(() => connect(url()), delay);
        delay = Math.min(delay * 2, 60_000);
      });
    };
    connect(wrap.getAttribute('data-builds-events'));
  }
})();
