/*
 * Behaviour of the site frame from docs.json (markup in packages/site/src):
 * - The page menu of `contextual` (`[data-contextual]`): an ARIA menu button. The toggle opens
 *   the menu (Enter, Space, ArrowDown: first item; ArrowUp: last); in the menu ArrowUp/ArrowDown,
 *   Home/End move, Escape and Tab close it and focus returns to the toggle; a click outside closes
 *   it. "Copy page" fetches the page's Markdown twin and copies it; assistants open with a prompt
 *   naming the page's real URL; custom options get `$page` (the Markdown) and `$mcp` filled in.
 *   "Connect to MCP" copies the site's MCP server URL (`/mcp` on the origin the reader is on: the
 *   production site, a preview or `folio dev` each serve their own); "Add to Cursor" and "Add to
 *   VS Code" open those editors' install links for it.
 * - The navbar's "more" menu on small screens closes on Escape and on a click outside.
 * Plain ES2017, no dependencies.
 */
(() => {
  'use strict';
  var MAX_PAGE_CHARS = 6000;

  function pageUrl() {
    var canonical = document.querySelector('link[rel=canonical]');
    return canonical ? canonical.href : location.origin + location.pathname;
  }

  function setupContextual(root) {
    var toggle = root.querySelector('.contextual-toggle');
    var menu = root.querySelector('.contextual-menu');
    var primary = root.querySelector('.contextual-primary');
    var status = root.querySelector('.contextual-status');
    var markdownUrl = root.getAttribute('data-markdown');
    var mcpUrl = location.origin + (root.getAttribute('data-mcp') || '/mcp');
    var mcpName = root.getAttribute('data-mcp-name') || 'docs';
    var items = Array.prototype.slice.call(menu.querySelectorAll('[role=menuitem]'));
    var markdown = null;

    function readMarkdown() {
      if (!markdown) {
        markdown = fetch(markdownUrl, { headers: { accept: 'text/markdown, text/plain' } }).then((response) => {
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          return response.text();
        });
        markdown.catch(() => {
          markdown = null;
        });
      }
      return markdown;
    }
    function announce(text, state) {
      if (status) status.textContent = text;
      root.setAttribute('data-state', state);
      setTimeout(() => {
        root.removeAttribute('data-state');
      }, 2000);
    }
    function open(focusIndex) {
      menu.hidden = false;
      toggle.setAttribute('aria-expanded', 'true');
      if (focusIndex !== undefined && items.length) items[(focusIndex + items.length) % items.length].focus();
    }
    function close(returnFocus) {
      if (menu.hidden) return;
      menu.hidden = true;
      toggle.setAttribute('aria-expanded', 'false');
      if (returnFocus) toggle.focus();
    }
    function copy() {
      // The clipboard write must start inside the click: hand it a promise of the text.
      var text = readMarkdown();
      var write =
        typeof ClipboardItem === 'function' && navigator.clipboard && navigator.clipboard.write
          ? navigator.clipboard.write([
              new ClipboardItem({ 'text/plain': text.then((t) => new Blob([t], { type: 'text/plain' })) }),
            ])
          : text.then((t) => navigator.clipboard.writeText(t));
      return write.then(
        () => {
          announce('Page copied as Markdown', 'copied');
        },
        () => {
          announce('Could not copy the page', 'failed');
        },
      );
    }
    function copyMcpUrl() {
      return navigator.clipboard.writeText(mcpUrl).then(
        () => {
          announce('MCP server URL copied', 'copied');
        },
        () => {
          announce('Could not copy the MCP server URL', 'failed');
        },
      );
    }
    // Assistants: the prompt names the page's address as the reader sees it. Install links and
    // `$mcp` name the MCP server of the origin the reader is on.
    items.forEach((item) => {
      var base = item.getAttribute('data-prompt-base');
      var action = item.getAttribute('data-contextual-action');
      if (base) item.href = base + encodeURIComponent(`Read ${pageUrl()} so I can ask questions about it.`);
      else if (action === 'cursor')
        item.href = `cursor://anysphere.cursor-deeplink/mcp/install?name=${encodeURIComponent(mcpName)}&config=${encodeURIComponent(btoa(JSON.stringify({ url: mcpUrl })))}`;
      else if (action === 'vscode')
        item.href = `vscode:mcp/install?${encodeURIComponent(JSON.stringify({ name: mcpName, type: 'http', url: mcpUrl }))}`;
      else if (item.hasAttribute('data-needs-mcp'))
        item.href = item.href.replace(/%24mcp|\$mcp/g, encodeURIComponent(mcpUrl));
    });

    function run(item, event) {
      var action = item.getAttribute('data-contextual-action');
      if (action === 'copy') {
        if (event) event.preventDefault();
        copy();
      } else if (action === 'mcp') {
        if (event) event.preventDefault();
        copyMcpUrl();
      } else if (item.hasAttribute('data-needs-page')) {
        if (event) event.preventDefault();
        const target = item.href;
        const tab = window.open('', '_blank');
        readMarkdown().then((text) => {
          var url = target.replace(/%24page|\$page/g, encodeURIComponent(text.slice(0, MAX_PAGE_CHARS)));
          if (tab) tab.location.href = url;
          else location.href = url;
        });
      } else if (!event) {
        item.click();
      }
      close(false);
    }

    toggle.addEventListener('click', () => {
      if (menu.hidden) open();
      else close(false);
    });
    toggle.addEventListener('keydown', (event) => {
      if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        open(0);
      } else if (event.key === 'ArrowUp') {
        event.preventDefault();
        open(-1);
      }
    });
    primary.addEventListener('click', () => {
      if (items[0]) run(items[0]);
    });
    items.forEach((item, index) => {
      item.addEventListener('click', (event) => {
        run(item, event);
      });
      item.addEventListener('keydown', (event) => {
        var next = null;
        if (event.key === 'ArrowDown') next = index + 1;
        else if (event.key === 'ArrowUp') next = index - 1;
        else if (event.key === 'Home') next = 0;
        else if (event.key === 'End') next = items.length - 1;
        else if (event.key === 'Escape') {
          event.preventDefault();
          close(true);
          return;
        } else if (event.key === 'Tab') {
          close(false);
          return;
        } else if ((event.key === ' ' || event.key === 'Enter') && item.tagName === 'BUTTON') {
          event.preventDefault();
          run(item, event);
          toggle.focus();
          return;
        }
        if (next !== null) {
          event.preventDefault();
          items[(next + items.length) % items.length].focus();
        }
      });
    });
    document.addEventListener('click', (event) => {
      if (!root.contains(event.target)) close(false);
    });
  }

  Array.prototype.forEach.call(document.querySelectorAll('[data-contextual]'), setupContextual);

  var more = document.querySelector('.navbar-more');
  if (more) {
    document.addEventListener('click', (event) => {
      if (more.open && !more.contains(event.target)) more.open = false;
    });
    more.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && more.open) {
        more.open = false;
        more.querySelector('summary').focus();
      }
    });
  }
})();
