// Request samples of API pages (packages/site render-request-samples.ts): a language picker whose
// choice is remembered across pages (localStorage: a preference, not a secret), a copy button,
// and — once the reader edits the playground — the generated samples redrawn from what they typed
// by the request-samples bundle (httpsnippet, loaded on first use), credentials masked unless the
// reader ticks "Show credentials in the samples".
(() => {
  'use strict';
  const doc = document;
  window.folioPlayground = window.folioPlayground || {};
  const pg = window.folioPlayground;
  const LANGUAGE_KEY = 'folio-sample-language';
  function all(selector, scope) {
    return Array.prototype.slice.call((scope || doc).querySelectorAll(selector));
  }

  function choose(container, index) {
    all('[data-sample]', container).forEach((panel) => {
      if (panel.getAttribute('data-sample') === index) panel.setAttribute('data-selected', '');
      else panel.removeAttribute('data-selected');
    });
    const picker = container.querySelector('[data-sample-select]');
    if (picker) picker.value = index;
  }
  function labelOf(container, index) {
    const panel = container.querySelector(`[data-sample="${index}"]`);
    return panel ? panel.getAttribute('data-label') : null;
  }
  function remembered() {
    try {
      return localStorage.getItem(LANGUAGE_KEY);
    } catch {
      return null;
    }
  }

  all('[data-request-samples]').forEach((container) => {
    const picker = container.querySelector('[data-sample-select]');
    const label = remembered();
    const match = all('[data-sample]', container).filter((panel) => panel.getAttribute('data-label') === label)[0];
    if (match) choose(container, match.getAttribute('data-sample'));
    if (picker)
      picker.addEventListener('change', () => {
        choose(container, picker.value);
        try {
          localStorage.setItem(LANGUAGE_KEY, labelOf(container, picker.value));
        } catch {
          /* private mode */
        }
      });
    const copy = container.querySelector('[data-sample-copy]');
    if (copy)
      copy.addEventListener('click', () => {
        const panel =
          container.querySelector('[data-sample][data-selected]') || container.querySelector('[data-sample]');
        const text = panel ? panel.querySelector('code').textContent : '';
        const done = () => {
          copy.textContent = 'Copied';
          setTimeout(() => {
            copy.textContent = 'Copy';
          }, 1500);
        };
        if (navigator.clipboard && window.isSecureContext) navigator.clipboard.writeText(text).then(done, () => {});
      });
  });

  // The generator, loaded once, when first needed (60 KB: most readers never edit a request).
  let loading = null;
  function generator(url) {
    if (window.folioRequestSamples) return Promise.resolve(window.folioRequestSamples);
    if (!loading) {
      loading = new Promise((resolve, reject) => {
        const script = doc.createElement('script');
        script.src = url;
        script.onload = () => resolve(window.folioRequestSamples);
        script.onerror = () => {
          loading = null;
          reject(new Error('the request-samples script did not load'));
        };
        doc.head.appendChild(script);
      });
    }
    return loading;
  }

  function samplesOf(form) {
    const api = form.closest('.api');
    return api ? api.querySelector('[data-request-samples][data-runtime]') : null;
  }
  function draw(form, container) {
    const shown = form.querySelector('[data-show-secrets]');
    const request = pg.collectRequest(form, {
      forSamples: true,
      showSecrets: !!shown?.checked,
      defaults: container.getAttribute('data-defaults') || 'all',
    });
    const panels = all('[data-generated]', container);
    if (panels.length === 0) return;
    generator(container.getAttribute('data-runtime')).then(
      (samples) => {
        let drawn;
        try {
          drawn = samples.generate(
            request,
            panels.map((panel) => panel.getAttribute('data-generated')),
          );
        } catch {
          return; // not a request yet (no server URL typed): the samples stay as they were
        }
        drawn.forEach((sample) => {
          const panel = panels.filter((p) => p.getAttribute('data-generated') === sample.id)[0];
          if (panel) panel.querySelector('code').textContent = sample.code;
        });
        container.setAttribute('data-drawn', '');
      },
      () => {
        /* offline: the samples the page came with stay */
      },
    );
  }
  const timers = new WeakMap();
  pg.redrawSamples = (form) => {
    const container = samplesOf(form);
    if (!container) return;
    clearTimeout(timers.get(form));
    timers.set(
      form,
      setTimeout(() => draw(form, container), 120),
    );
  };
})();
