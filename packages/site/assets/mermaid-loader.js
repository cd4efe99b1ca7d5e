// Loaded (deferred) only on pages with a diagram: served as /_folio/mermaid-loader.<hash>.js, it
// loads the self-hosted mermaid bundle named by its own data-mermaid-src attribute and draws every
// <pre class="mermaid">, whose text is the diagram source (readers without script see it as is).
// Themed from the page's scheme (html[data-theme], else prefers-color-scheme) and redrawn when
// either changes. securityLevel 'strict': labels are text, no click handlers from the diagram.
(() => {
  var script = document.currentScript;
  var src = script?.getAttribute('data-mermaid-src');
  var blocks = Array.prototype.slice.call(document.querySelectorAll('pre.mermaid'));
  if (!src || blocks.length === 0) return;
  var sources = blocks.map((block) => block.textContent);
  var media = window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null;
  var root = document.documentElement;

  function scheme() {
    var theme = root.getAttribute('data-theme');
    if (theme === 'dark' || theme === 'light') return theme;
    return media?.matches ? 'dark' : 'light';
  }

  var drawn = null;
  function draw() {
    var current = scheme();
    if (current === drawn) return;
    drawn = current;
    var mermaid = window.mermaid;
    blocks.forEach((block, index) => {
      block.removeAttribute('data-processed');
      block.textContent = sources[index];
    });
    mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: current === 'dark' ? 'dark' : 'default' });
    mermaid.run({ nodes: blocks, suppressErrors: true }).then(() => {
      root.setAttribute('data-mermaid', current);
    });
  }

  var bundle = document.createElement('script');
  bundle.src = src;
  bundle.onload = () => {
    draw();
    if (media?.addEventListener) media.addEventListener('change', draw);
    if (window.MutationObserver)
      new MutationObserver(draw).observe(root, { attributes: true, attributeFilter: ['data-theme'] });
  };
  document.head.appendChild(bundle);
})();
