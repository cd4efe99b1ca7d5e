import type { DocsConfig } from '@folio/docs-config';

const SAFE_COLOR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\)|[a-z]+)$/i;

/**
 * The site stylesheet (served hashed as `/_folio/style.<hash>.css`), themed by `colors`:
 * `--primary` from `colors.primary`, `--primary-light` (used in dark mode) from `colors.light`,
 * `--primary-dark` from `colors.dark`. Values that are not plain CSS colours are ignored. Code colours
 * are the `--shiki-*` variables highlighted blocks use (GitHub's light and dark palettes).
 */
export function siteCss(colors: DocsConfig['colors']): string {
  const color = (value: string | undefined, fallback: string) => (value !== undefined && SAFE_COLOR.test(value.trim()) ? value.trim() : fallback);
  const primary = color(colors.primary, '#16a34a');
  const light = color(colors.light, primary);
  const dark = color(colors.dark, primary);
  return `:root{--primary:${primary};--primary-light:${light};--primary-dark:${dark};` + BASE_CSS;
}

const BASE_CSS = String.raw`
--accent:var(--primary);--bg:#fff;--bg-soft:#f7f8fa;--text:#1f2328;--muted:#5b6470;--border:#e4e7eb;--code-bg:#f3f4f6;
--topbar-h:3.5rem;--sidebar-w:17rem;--radius:8px;--font:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;
--mono:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;color-scheme:light dark;
--shiki-foreground:#24292e;--shiki-background:var(--code-bg);--shiki-token-constant:#005cc5;--shiki-token-string:#032f62;--shiki-token-comment:#6a737d;
--shiki-token-keyword:#d73a49;--shiki-token-parameter:#24292e;--shiki-token-function:#6f42c1;--shiki-token-string-expression:#22863a;
--shiki-token-punctuation:#24292e;--shiki-token-link:#032f62}
@media (prefers-color-scheme:dark){:root{--accent:var(--primary-light);--bg:#0f1115;--bg-soft:#161a20;--text:#e6e8eb;--muted:#9aa4b1;--border:#262b33;--code-bg:#1b2027;
--shiki-foreground:#e1e4e8;--shiki-token-constant:#79b8ff;--shiki-token-string:#9ecbff;--shiki-token-comment:#8b949e;--shiki-token-keyword:#f97583;
--shiki-token-parameter:#e1e4e8;--shiki-token-function:#b392f0;--shiki-token-string-expression:#85e89d;--shiki-token-punctuation:#e1e4e8;--shiki-token-link:#9ecbff}
.logo-light{display:none}.logo-dark{display:inline}}
.logo-dark{display:none}
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:15px/1.65 var(--font);color:var(--text);background:var(--bg)}
a{color:var(--accent)}
code,kbd,pre{font-family:var(--mono);font-size:.875em}
:not(pre)>code{background:var(--code-bg);padding:.1em .35em;border-radius:4px}
pre{background:var(--code-bg);padding:.9rem 1rem;border-radius:var(--radius);overflow:auto;line-height:1.5;border:1px solid var(--border)}
.skip-link{position:absolute;left:-999px;top:0;background:var(--bg);padding:.5rem 1rem;z-index:100}
.skip-link:focus{left:1rem}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.banner{display:flex;align-items:center;justify-content:center;gap:1rem;background:var(--primary);color:#fff;padding:.5rem 3rem .5rem 1rem;position:relative;font-size:.9rem}
.banner p{margin:0}.banner a{color:#fff;font-weight:600}
.banner-dismiss{position:absolute;right:.75rem;top:50%;transform:translateY(-50%);background:none;border:0;color:#fff;font-size:1.3rem;cursor:pointer;line-height:1}
.banner-dismissed .banner[data-dismissible]{display:none}
.topbar{position:sticky;top:0;z-index:20;background:color-mix(in srgb,var(--bg) 92%,transparent);backdrop-filter:blur(8px);border-bottom:1px solid var(--border)}
.topbar-row{display:flex;align-items:center;gap:1rem;height:var(--topbar-h);padding:0 1.25rem;max-width:100rem;margin:0 auto}
.brand{display:flex;align-items:center;text-decoration:none;color:var(--text);font-weight:700;font-size:1.05rem;white-space:nowrap}
.brand-logo{height:1.75rem;width:auto}
.search{position:relative;flex:1;max-width:26rem;margin:0 auto}
.search-input{width:100%;padding:.45rem .75rem .45rem 2rem;border:1px solid var(--border);border-radius:999px;background:var(--bg-soft) no-repeat .7rem 50%/14px url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%23888' stroke-width='2'%3E%3Ccircle cx='11' cy='11' r='7'/%3E%3Cpath d='m20 20-3.5-3.5'/%3E%3C/svg%3E");color:var(--text);font:inherit;font-size:.9rem}
.search-input:focus{outline:2px solid var(--accent);outline-offset:1px}
.search-input:not(:placeholder-shown)+.search-key{display:none}
.search-key{position:absolute;right:.7rem;top:50%;transform:translateY(-50%);color:var(--muted);border:1px solid var(--border);border-radius:4px;padding:0 .35rem;font-size:.75rem}
.search-results{position:absolute;top:calc(100% + .4rem);left:0;right:0;background:var(--bg);border:1px solid var(--border);border-radius:var(--radius);box-shadow:0 12px 32px rgb(0 0 0/.14);max-height:24rem;overflow:auto;padding:.35rem}
.search-results a{display:block;padding:.5rem .65rem;border-radius:6px;text-decoration:none;color:var(--text)}
.search-results a:hover,.search-results a:focus{background:var(--bg-soft);outline:none}
.search-results strong{display:block;font-size:.9rem}.search-results span{display:block;color:var(--muted);font-size:.8rem;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.search-empty{margin:.5rem;color:var(--muted);font-size:.9rem}
.topbar-end{display:flex;align-items:center;gap:.75rem}
.global-anchors ul,.tabs ul,.anchors,.nav-list,.switcher-menu,.toc ul,.breadcrumbs ol{list-style:none;margin:0;padding:0}
.global-anchors ul{display:flex;gap:1rem}.global-anchors a{color:var(--muted);text-decoration:none;font-size:.9rem;display:flex;align-items:center;gap:.35rem}
.global-anchors a:hover{color:var(--text)}
.tabs{max-width:100rem;margin:0 auto;padding:0 1.25rem}
.tabs ul{display:flex;gap:1.5rem;overflow-x:auto}
.tabs .tab,.tab-menu>summary{display:flex;align-items:center;gap:.4rem;padding:.55rem 0;color:var(--muted);text-decoration:none;font-size:.9rem;border-bottom:2px solid transparent;white-space:nowrap;cursor:pointer}
.tabs .tab[aria-current=true],.tab-menu>summary[aria-current=true]{color:var(--text);border-bottom-color:var(--accent);font-weight:600}
.tabs .tab:hover{color:var(--text)}
.switcher{position:relative}
.switcher>summary{list-style:none;display:flex;align-items:center;gap:.4rem;cursor:pointer;padding:.3rem .65rem;border:1px solid var(--border);border-radius:6px;font-size:.85rem;background:var(--bg)}
.switcher>summary::-webkit-details-marker{display:none}
.switcher>summary::after{content:"";width:.4rem;height:.4rem;border-right:1.5px solid currentColor;border-bottom:1.5px solid currentColor;transform:rotate(45deg) translateY(-2px);margin-left:.15rem}
.tab-menu>summary{border:0;border-bottom:2px solid transparent;border-radius:0;padding:.55rem 0;background:none}
.switcher-menu{position:absolute;right:0;top:calc(100% + .35rem);min-width:12rem;background:var(--bg);border:1px solid var(--border);border-radius:var(--radius);box-shadow:0 12px 32px rgb(0 0 0/.14);padding:.3rem;z-index:30}
.sidebar .switcher-menu,.tab-menu .switcher-menu{left:0;right:auto}
.switcher-menu a{display:block;padding:.4rem .6rem;border-radius:6px;text-decoration:none;color:var(--text);font-size:.88rem}
.switcher-menu a:hover{background:var(--bg-soft)}.switcher-menu a[aria-current=true]{color:var(--accent);font-weight:600}
.switcher-description{display:block;color:var(--muted);font-size:.78rem;font-weight:400}
.sidebar-toggle{display:none;background:none;border:1px solid var(--border);border-radius:6px;width:2.2rem;height:2.2rem;cursor:pointer;padding:0}
.sidebar-toggle span,.sidebar-toggle span::before,.sidebar-toggle span::after{display:block;width:1rem;height:2px;background:var(--text);margin:0 auto;position:relative}
.sidebar-toggle span::before,.sidebar-toggle span::after{content:"";position:absolute;left:0}.sidebar-toggle span::before{top:-5px}.sidebar-toggle span::after{top:5px}
.layout{display:grid;grid-template-columns:var(--sidebar-w) minmax(0,1fr) 14rem;gap:2.5rem;max-width:100rem;margin:0 auto;padding:0 1.25rem}
.layout-wide{grid-template-columns:var(--sidebar-w) minmax(0,1fr)}
.sidebar{position:sticky;top:calc(var(--topbar-h) + 2.6rem);height:calc(100vh - var(--topbar-h) - 2.6rem);overflow-y:auto;padding:1.5rem .25rem 2rem 0;font-size:.9rem}
.sidebar .switcher{margin-bottom:1rem}.sidebar .switcher>summary{width:100%}
.anchors{margin-bottom:1.25rem}
.anchors a{display:flex;align-items:center;gap:.55rem;padding:.3rem .5rem;border-radius:6px;color:var(--muted);text-decoration:none;font-weight:500}
.anchors a[aria-current=true]{color:var(--accent);background:color-mix(in srgb,var(--accent) 10%,transparent)}
.anchors a:hover{color:var(--text)}
.nav-group{margin-bottom:1.25rem}
.nav-group-title{display:flex;align-items:center;gap:.4rem;font-size:.8rem;font-weight:650;margin:0 0 .35rem;padding:0 .5rem;color:var(--text)}
.nav-group-title a{color:inherit;text-decoration:none;display:flex;align-items:center;gap:.4rem}
.nav-group-title a[aria-current=page]{color:var(--accent)}
.nav-list a,.nav-group-toggle{display:flex;align-items:center;gap:.45rem;width:100%;padding:.28rem .5rem;border-radius:6px;color:var(--muted);text-decoration:none;line-height:1.4;font:inherit;text-align:left;background:none;border:0;cursor:pointer}
.nav-list a:hover,.nav-group-toggle:hover{color:var(--text);background:var(--bg-soft)}
.nav-list a[aria-current=page]{color:var(--accent);background:color-mix(in srgb,var(--accent) 10%,transparent);font-weight:600}
.nav-nested>.nav-list{margin-left:.75rem;padding-left:.5rem;border-left:1px solid var(--border)}
.js .nav-nested[data-state=collapsed]>.nav-list{display:none}
.nav-group-row{display:flex;align-items:center}.nav-group-row .nav-group-link{flex:1;display:flex;gap:.45rem;padding:.28rem .5rem;color:var(--muted);text-decoration:none;border-radius:6px}
.nav-group-row .nav-group-link[aria-current=page]{color:var(--accent);font-weight:600}
.nav-chevron{width:auto;flex:none}
.chevron{margin-left:auto;width:.4rem;height:.4rem;border-right:1.5px solid currentColor;border-bottom:1.5px solid currentColor;transform:rotate(-45deg);transition:transform .15s;flex:none}
[aria-expanded=true]>.chevron{transform:rotate(45deg)}
.nav-tag{font-size:.68rem;font-weight:600;padding:0 .4rem;border-radius:999px;background:color-mix(in srgb,var(--accent) 14%,transparent);color:var(--accent);text-transform:uppercase;letter-spacing:.02em}
.icon{display:inline-block;width:1em;height:1em;flex:none;object-fit:contain}
span.icon{border-radius:3px;background:currentColor;opacity:.35;-webkit-mask:radial-gradient(circle,#000 55%,transparent 57%);mask:radial-gradient(circle,#000 55%,transparent 57%)}
.method{font:700 .62rem/1 var(--mono);padding:.2rem .3rem;border-radius:4px;flex:none;min-width:2.4rem;text-align:center;background:var(--bg-soft);color:var(--muted)}
.method-get{color:#15803d;background:#dcfce7}.method-post{color:#1d4ed8;background:#dbeafe}.method-put{color:#b45309;background:#fef3c7}
.method-patch{color:#7e22ce;background:#f3e8ff}.method-delete{color:#b91c1c;background:#fee2e2}
.content{min-width:0;padding:2.25rem 0 4rem;outline:none}
.eyebrow{margin:0 0 .25rem;color:var(--accent);font-weight:600;font-size:.85rem}
.breadcrumbs ol{display:flex;flex-wrap:wrap;gap:.35rem;font-size:.85rem;color:var(--muted);margin-bottom:.4rem}
.breadcrumbs li+li::before{content:"›";margin-right:.35rem}
.breadcrumbs li:last-child{color:var(--accent);font-weight:600}
.page-header h1{font-size:2rem;line-height:1.2;margin:0 0 .5rem;letter-spacing:-.01em}
.page-description{font-size:1.1rem;color:var(--muted);margin:0 0 2rem}
.prose{max-width:48rem}
.prose h2{font-size:1.4rem;margin:2.2rem 0 .75rem;line-height:1.3}.prose h3{font-size:1.15rem;margin:1.8rem 0 .5rem}
.prose img{max-width:100%;height:auto}.prose table{border-collapse:collapse;width:100%}.prose th,.prose td{border:1px solid var(--border);padding:.4rem .6rem;text-align:left}
.page-error{padding:1rem;border:1px solid #fca5a5;background:#fef2f2;color:#991b1b;border-radius:var(--radius)}
.pager{display:flex;justify-content:space-between;gap:1rem;margin-top:3rem;padding-top:1.5rem;border-top:1px solid var(--border);max-width:48rem}
.pager a{display:flex;flex-direction:column;padding:.75rem 1rem;border:1px solid var(--border);border-radius:var(--radius);text-decoration:none;color:var(--text);min-width:40%}
.pager a:hover{border-color:var(--accent)}.pager a[rel=next]{margin-left:auto;text-align:right}
.pager small{color:var(--muted);font-size:.78rem}
.page-aside{position:sticky;top:calc(var(--topbar-h) + 2.6rem);align-self:start;padding-top:2.25rem;font-size:.85rem}
.toc-title{font-weight:650;margin:0 0 .5rem}.toc a{display:block;padding:.2rem 0;color:var(--muted);text-decoration:none}.toc a:hover{color:var(--text)}
.toc-depth-3 a{padding-left:.8rem}
[role=tablist]{display:flex;gap:.25rem;border-bottom:1px solid var(--border);overflow-x:auto}
[role=tab]{background:none;border:0;border-bottom:2px solid transparent;padding:.45rem .7rem;font:inherit;font-size:.85rem;color:var(--muted);cursor:pointer;white-space:nowrap}
[role=tab][aria-selected=true]{color:var(--text);border-bottom-color:var(--accent);font-weight:600}
.code-tabs{border:1px solid var(--border);border-radius:var(--radius);overflow:hidden;background:var(--code-bg);margin-bottom:1.25rem}
.code-tabs pre{margin:0;border:0;border-radius:0;max-height:28rem}
.api-endpoint{display:flex;align-items:center;gap:.6rem;padding:.55rem .75rem;border:1px solid var(--border);border-radius:var(--radius);background:var(--bg-soft);margin-bottom:1.5rem;overflow-x:auto}
.api-endpoint .method{font-size:.75rem;padding:.3rem .45rem}.api-path{background:none!important;font-size:.95rem}
.api-columns{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,26rem);gap:2.5rem;align-items:start}
.api-examples{position:sticky;top:calc(var(--topbar-h) + 3.5rem)}
.api-example-title{font-size:.8rem;text-transform:uppercase;letter-spacing:.05em;color:var(--muted);margin:0 0 .4rem}
.api-block h2,.playground h2{font-size:1.15rem;margin:2rem 0 .5rem;padding-bottom:.4rem;border-bottom:1px solid var(--border)}
.fields{display:flex;flex-direction:column}
.field{padding:.75rem 0;border-bottom:1px solid var(--border)}.field:last-child{border-bottom:0}
.field-head{display:flex;flex-wrap:wrap;align-items:baseline;gap:.5rem}
.field-name{font-weight:700;color:var(--text);background:none!important;padding:0!important}
.field-type{color:var(--muted);font-size:.8rem;font-family:var(--mono)}
.field-required{color:#c2410c;font-size:.72rem;font-weight:600;text-transform:uppercase}
.field-deprecated{color:#b91c1c;font-size:.72rem;font-weight:600;text-transform:uppercase}
.field-default{color:var(--muted);font-size:.8rem}
.field-description p,.field-enum{margin:.3rem 0 0;font-size:.9rem}
.expandable{margin-top:.5rem;border:1px solid var(--border);border-radius:var(--radius);padding:0 .75rem}
.expandable>summary{cursor:pointer;padding:.4rem 0;font-size:.82rem;color:var(--muted)}
.expandable[open]>summary{border-bottom:1px solid var(--border)}
.variants-title{font-size:.85rem;color:var(--muted);margin:.5rem 0 0}
.response{border:1px solid var(--border);border-radius:var(--radius);margin:.5rem 0;padding:0 .9rem}
.response>summary{cursor:pointer;padding:.55rem 0;display:flex;gap:.5rem;align-items:center}
.status{font:700 .8rem var(--mono);padding:.1rem .4rem;border-radius:4px;background:var(--bg-soft)}
.status-2xx{color:#15803d;background:#dcfce7}.status-3xx{color:#1d4ed8;background:#dbeafe}.status-4xx{color:#b45309;background:#fef3c7}.status-5xx{color:#b91c1c;background:#fee2e2}
.playground{border:1px solid var(--border);border-radius:var(--radius);padding:0 1rem 1rem;margin:1.5rem 0;background:var(--bg-soft)}
.playground h2{border:0;margin:1rem 0 .5rem}
.playground-note{font-size:.85rem;color:var(--muted);margin:0 0 .75rem}
.pg-url{display:flex;align-items:center;gap:.6rem;padding:.4rem .4rem .4rem .6rem;border:1px solid var(--border);border-radius:var(--radius);background:var(--bg)}
.pg-url code{flex:1;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;background:none!important}
.pg-send{background:var(--primary);color:#fff;border:0;border-radius:6px;padding:.45rem 1.1rem;font:inherit;font-weight:600;cursor:pointer}
.pg-send:disabled{opacity:.6}
.pg-group{border:0;padding:0;margin:1rem 0 0}.pg-group legend{font-weight:650;font-size:.85rem;margin-bottom:.35rem}
.pg-field{display:grid;grid-template-columns:10rem minmax(0,1fr);align-items:center;gap:.75rem;margin:.35rem 0;font-size:.85rem}
.pg-field>span{font-family:var(--mono);overflow:hidden;text-overflow:ellipsis}
.pg-field input,.pg-field select,.pg-field textarea{width:100%;padding:.4rem .55rem;border:1px solid var(--border);border-radius:6px;background:var(--bg);color:var(--text);font:inherit}
.pg-body{grid-template-columns:1fr}.pg-body textarea{font-family:var(--mono);font-size:.82rem}
.playground-response{margin-top:1rem;border-top:1px solid var(--border);padding-top:.75rem}
.pg-status{margin:0 0 .5rem;display:flex;gap:.75rem;align-items:center}.pg-time{color:var(--muted);font-size:.85rem}
.pg-error{color:#b91c1c;background:#fef2f2;border:1px solid #fca5a5;border-radius:6px;padding:.5rem .75rem;font-size:.88rem}
.pg-headers summary{cursor:pointer;font-size:.85rem;color:var(--muted)}
.pg-body{max-height:24rem}
.not-found{text-align:center;padding:4rem 0}.not-found h1{font-size:3rem;margin:0}
@media (max-width:1200px){.layout{grid-template-columns:var(--sidebar-w) minmax(0,1fr)}.page-aside{display:none}.api-columns{grid-template-columns:1fr}.api-examples{position:static}}
@media (max-width:860px){
.layout,.layout-wide{grid-template-columns:1fr;gap:0}
.sidebar-toggle{display:block}
.js .sidebar{display:none}
.sidebar{position:static;height:auto;border-bottom:1px solid var(--border);padding:1rem 0}
.js.sidebar-open .sidebar{display:block}
.search-key,.global-anchors{display:none}
.pg-field{grid-template-columns:1fr;gap:.2rem}
.page-header h1{font-size:1.6rem}
}
`;
