// Loads the analytics, chat and consent providers a site's docs.json `integrations` names,
// each the way its official snippet does, with the site's ids. Served as
// /_folio/integrations.<hash>.js only on sites that set integrations; never inline, so the
// Content-Security-Policy needs no 'unsafe-inline' (it lists each provider's origins instead).
// The settings come from <script type="application/json" id="folio-integrations">: data the
// build validated (ids in each provider's format), read with JSON.parse, never evaluated.
(() => {
  var element = document.getElementById('folio-integrations');
  if (!element) return;
  var settings;
  try {
    settings = JSON.parse(element.textContent || '{}');
  } catch {
    return;
  }
  var w = window;

  function load(src, attributes, onload) {
    var script = document.createElement('script');
    script.async = true;
    script.src = src;
    for (var name in attributes || {}) script.setAttribute(name, attributes[name]);
    if (onload) script.addEventListener('load', onload);
    document.head.appendChild(script);
    return script;
  }
  // The queue object the provider's library replays once loaded (the pattern of their snippets).
  function queue(target, methods) {
    methods.forEach((method) => {
      target[method] =
        target[method] ||
        ((...args) => {
          target.push([method].concat(args));
          return target;
        });
    });
    return target;
  }

  var loaders = {
    ga4: (s) => {
      w.dataLayer = w.dataLayer || [];
      w.gtag =
        w.gtag ||
        function () {
          // biome-ignore lint/complexity/noArguments: gtag.js reads only Arguments objects from dataLayer, never arrays
          w.dataLayer.push(arguments);
        };
      w.gtag('js', new Date());
      w.gtag('config', s.measurementId);
      load(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(s.measurementId)}`);
    },
    gtm: (s) => {
      w.dataLayer = w.dataLayer || [];
      w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
      load(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(s.tagId)}`);
    },
    posthog: (s) => {
      var host = (s.apiHost || 'https://us.i.posthog.com').replace(/\/+$/, '');
      // The script comes from PostHog's asset host; apiHost (PostHog Cloud or the site's own
      // reverse proxy) only receives events (src/policy/integration-providers.ts).
      var assets = /^https:\/\/eu(\.i)?\.posthog\.com$/.test(host)
        ? 'https://eu-assets.i.posthog.com'
        : 'https://us-assets.i.posthog.com';
      w.posthog = w.posthog || [];
      var posthog = w.posthog;
      posthog._i = posthog._i || [];
      posthog.__SV = 1;
      queue(posthog, [
        'capture',
        'identify',
        'alias',
        'register',
        'reset',
        'opt_in_capturing',
        'opt_out_capturing',
        'group',
        'setPersonProperties',
      ]);
      posthog._i.push([
        s.apiKey,
        { api_host: host, disable_session_recording: s.sessionRecording !== true },
        'posthog',
      ]);
      load(`${assets}/static/array.js`, { crossorigin: 'anonymous' });
    },
    plausible: (s) => {
      // The script comes from plausible.io; a self-hosted or proxied server only receives events.
      const attributes = { 'data-domain': s.domain, defer: '' };
      if (s.server && s.server !== 'plausible.io') attributes['data-api'] = `https://${s.server}/api/event`;
      load('https://plausible.io/js/script.js', attributes);
    },
    fathom: (s) => {
      load('https://cdn.usefathom.com/script.js', { 'data-site': s.siteId, defer: '' });
    },
    mixpanel: (s) => {
      var hosts = {
        us: 'https://api-js.mixpanel.com',
        eu: 'https://api-eu.mixpanel.com',
        in: 'https://api-in.mixpanel.com',
      };
      w.mixpanel = w.mixpanel || [];
      var mixpanel = w.mixpanel;
      mixpanel._i = mixpanel._i || [];
      mixpanel.__SV = 1.2;
      queue(mixpanel, [
        'track',
        'identify',
        'alias',
        'register',
        'register_once',
        'reset',
        'track_pageview',
        'time_event',
      ]);
      mixpanel._i.push([s.projectToken, { api_host: hosts[s.region || 'us'], track_pageview: true }, 'mixpanel']);
      load('https://cdn.mxpnl.com/libs/mixpanel-2-latest.min.js');
    },
    segment: (s) => {
      w.analytics = w.analytics || [];
      var analytics = w.analytics;
      if (analytics.initialize || analytics.invoked) return;
      analytics.invoked = true;
      queue(analytics, ['track', 'identify', 'page', 'group', 'alias', 'ready', 'reset', 'on', 'once', 'off', 'debug']);
      analytics._writeKey = s.key;
      analytics.SNIPPET_VERSION = '5.2.0';
      analytics.page();
      var cdn = (s.cdnUrl || 'https://cdn.segment.com').replace(/\/+$/, '');
      load(`${cdn}/analytics.js/v1/${encodeURIComponent(s.key)}/analytics.min.js`);
    },
    hightouch: (s) => {
      w.htevents = w.htevents || [];
      var htevents = w.htevents;
      if (htevents.initialize || htevents.invoked) return;
      htevents.invoked = true;
      queue(htevents, ['track', 'identify', 'page', 'group', 'alias', 'ready', 'reset']);
      htevents._writeKey = s.writeKey;
      htevents._loadOptions = s.apiHost ? { apiHost: s.apiHost } : {};
      htevents.page();
      load('https://cdn.hightouch-events.com/browser/release/v1-latest/events.min.js', {}, () => {
        if (typeof w.htevents.load === 'function') w.htevents.load(s.writeKey, htevents._loadOptions);
      });
    },
    intercom: (s) => {
      w.intercomSettings = { app_id: s.appId };
      var intercom = function () {
        // biome-ignore lint/complexity/noArguments: Intercom's snippet queues the Arguments object itself, as its library expects
        intercom.c(arguments);
      };
      intercom.q = [];
      intercom.c = (args) => {
        intercom.q.push(args);
      };
      w.Intercom = w.Intercom || intercom;
      load(`https://widget.intercom.io/widget/${encodeURIComponent(s.appId)}`);
    },
    hotjar: (s) => {
      w.hj =
        w.hj ||
        function () {
          w.hj.q = w.hj.q || [];
          // biome-ignore lint/complexity/noArguments: Hotjar's snippet queues the Arguments object itself, as its library expects
          w.hj.q.push(arguments);
        };
      w._hjSettings = { hjid: Number(s.hjid), hjsv: Number(s.hjsv) };
      load(`https://static.hotjar.com/c/hotjar-${encodeURIComponent(s.hjid)}.js?sv=${encodeURIComponent(s.hjsv)}`);
    },
    clarity: (s) => {
      w.clarity =
        w.clarity ||
        function () {
          w.clarity.q = w.clarity.q || [];
          // biome-ignore lint/complexity/noArguments: Clarity's snippet queues the Arguments object itself, as its library expects
          w.clarity.q.push(arguments);
        };
      load(`https://www.clarity.ms/tag/${encodeURIComponent(s.projectId)}`);
    },
    heap: (s) => {
      w.heap = w.heap || [];
      var heap = w.heap;
      heap.appid = s.appId;
      heap.config = {};
      queue(heap, [
        'addEventProperties',
        'addUserProperties',
        'clearEventProperties',
        'identify',
        'resetIdentity',
        'removeEventProperty',
        'setEventProperties',
        'track',
        'unsetEventProperty',
      ]);
      load(`https://cdn.heapanalytics.com/js/heap-${encodeURIComponent(s.appId)}.js`);
    },
    amplitude: (s) => {
      load(`https://cdn.amplitude.com/script/${encodeURIComponent(s.apiKey)}.js`, {}, () => {
        if (w.amplitude && typeof w.amplitude.init === 'function')
          w.amplitude.init(s.apiKey, { autocapture: { elementInteractions: true } });
      });
    },
    koala: (s) => {
      if (w.ko) return;
      w.ko = queue([], ['identify', 'track', 'removeListeners', 'open', 'on', 'off', 'qualify', 'ready']);
      load(`https://cdn.getkoala.com/v1/${encodeURIComponent(s.publicApiKey)}/sdk.js`);
    },
    clearbit: (s) => {
      load(`https://tag.clearbitscripts.com/v1/${encodeURIComponent(s.publicApiKey)}/tags.js`, {
        referrerpolicy: 'strict-origin-when-cross-origin',
      });
    },
    pirsch: (s) => {
      load('https://api.pirsch.io/pirsch.js', { id: 'pirschjs', 'data-code': s.id, defer: '' });
    },
    logrocket: (s) => {
      load('https://cdn.lr-ingest.com/LogRocket.min.js', { crossorigin: 'anonymous' }, () => {
        if (w.LogRocket && typeof w.LogRocket.init === 'function') w.LogRocket.init(s.appId);
      });
    },
    frontchat: (s) => {
      load('https://chat-assets.frontapp.com/v1/chat.bundle.js', {}, () => {
        if (typeof w.FrontChat === 'function') w.FrontChat('init', { chatId: s.snippetId, useDefaultLauncher: true });
      });
    },
    adobe: (s) => {
      load(s.launchUrl);
    },
    transcend: (s) => {
      load(`https://transcend-cdn.com/cm/${encodeURIComponent(s.bundleId)}/airgap.js`, { 'data-cfasync': 'false' });
    },
  };

  // Providers that ask the reader first: they load at once and gate the others.
  var gated = Object.keys(loaders).filter((name) => settings[name] && name !== 'onetrust' && name !== 'transcend');
  var started = false;
  function startAll() {
    if (started) return;
    started = true;
    gated.forEach((name) => {
      try {
        loaders[name](settings[name]);
      } catch {
        /* one provider never stops the others */
      }
    });
  }
  if (settings.transcend) loaders.transcend(settings.transcend);

  // `cookies`: analytics wait until the site's own consent banner stored the agreed value.
  var consent = settings.cookies?.key ? settings.cookies : null;
  function hasConsent() {
    if (!consent) return true;
    try {
      return w.localStorage.getItem(consent.key) === (consent.value === undefined ? 'true' : consent.value);
    } catch {
      return false;
    }
  }
  // `onetrust.categoryId`: analytics wait until the reader accepts that OneTrust category.
  var onetrust = settings.onetrust;
  function oneTrustAllows() {
    if (!onetrust?.categoryId) return true;
    return (
      typeof w.OnetrustActiveGroups === 'string' &&
      w.OnetrustActiveGroups.split(',').indexOf(onetrust.categoryId) !== -1
    );
  }
  function maybeStart() {
    if (hasConsent() && oneTrustAllows()) startAll();
  }

  if (onetrust) {
    const previous = w.OptanonWrapper;
    w.OptanonWrapper = () => {
      if (typeof previous === 'function') previous();
      maybeStart();
    };
    const stub = onetrust.scriptSource || 'https://cdn.cookielaw.org/scripttemplates/otSDKStub.js';
    load(stub, { 'data-domain-script': onetrust.domainScript, charset: 'UTF-8' });
  }
  if (consent) {
    w.addEventListener('storage', (event) => {
      if (event.key === consent.key) maybeStart();
    });
    w.addEventListener('folio:consent', maybeStart);
  }
  maybeStart();
})();
