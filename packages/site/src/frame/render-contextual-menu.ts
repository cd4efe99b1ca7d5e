import type { Contextual, CustomContextualOption, DrawnContextualOption, IconSetting } from '@folio/docs-config';
import type { IconLibraryName } from '@folio/content';
import { MCP_PATH } from '@folio/deployment';
import { html, type SafeHtml } from '@folio/html';
import { linkAttributes } from './link-attributes.ts';
import { renderIcon } from './render-icon.ts';

/** The page the menu acts on. */
export interface ContextualPage {
  /** URL path of the page (`/guides/setup`). */
  urlPath: string;
  /** URL path of its Markdown twin (`/guides/setup.md`). */
  markdownPath: string;
  /** The site's public URL when known at build time; else the browser's location is used. */
  siteUrl?: string;
  /** docs.json `name`: what MCP clients call the site's server when the menu installs it. */
  siteName?: string;
}

interface BuiltIn {
  title: string;
  description: string;
  icon: IconSetting;
  /** An assistant that opens with a prompt naming the page URL: its URL before the prompt. */
  promptBase?: string;
}

const fa = (name: string, style: 'solid' | 'brands'): IconSetting => ({ name, style, library: 'fontawesome' });

const BUILT_IN: Record<DrawnContextualOption, BuiltIn> = {
  copy: { title: 'Copy page', description: 'Copy this page as Markdown for LLMs', icon: fa('copy', 'solid') },
  view: { title: 'View as Markdown', description: 'View this page as plain text', icon: fa('markdown', 'brands') },
  chatgpt: {
    title: 'Open in ChatGPT',
    description: 'Ask questions about this page',
    icon: fa('openai', 'brands'),
    promptBase: 'https://chatgpt.com/?hints=search&q=',
  },
  claude: {
    title: 'Open in Claude',
    description: 'Ask questions about this page',
    icon: fa('claude', 'brands'),
    promptBase: 'https://claude.ai/new?q=',
  },
  perplexity: {
    title: 'Open in Perplexity',
    description: 'Ask questions about this page',
    icon: fa('magnifying-glass', 'solid'),
    promptBase: 'https://www.perplexity.ai/search?q=',
  },
  grok: {
    title: 'Open in Grok',
    description: 'Ask questions about this page',
    icon: fa('x-twitter', 'brands'),
    promptBase: 'https://grok.com/?q=',
  },
  aistudio: {
    title: 'Open in Google AI Studio',
    description: 'Ask questions about this page',
    icon: fa('google', 'brands'),
    promptBase: 'https://aistudio.google.com/prompts/new_chat?prompt=',
  },
  devin: {
    title: 'Open in Devin',
    description: 'Ask questions about this page',
    icon: fa('robot', 'solid'),
    promptBase: 'https://app.devin.ai/?prompt=',
  },
  // The site's MCP server (`/mcp`): the browser script fills in its URL on the reader's origin.
  mcp: { title: 'Connect to MCP', description: 'Copy the MCP server URL to your clipboard', icon: fa('plug', 'solid') },
  cursor: {
    title: 'Add to Cursor',
    description: 'Install the MCP server in Cursor',
    icon: fa('arrow-pointer', 'solid'),
  },
  vscode: { title: 'Add to VS Code', description: 'Install the MCP server in VS Code', icon: fa('code', 'solid') },
};

/** The prompt an assistant opens with (the browser script rebuilds it with the page's real URL). */
function assistantPrompt(pageUrl: string): string {
  return `Read ${pageUrl} so I can ask questions about it.`;
}

/**
 * The page menu of `contextual.options`: a split button (the first option, then a toggle that
 * opens the rest as an ARIA menu), driven by `chrome.js` (arrow keys, Home/End, Escape, focus
 * return). "Copy page" copies the page's Markdown twin; "View as Markdown" opens it; assistants
 * open with a prompt naming the page's URL; custom options get `$path` (and, in the browser,
 * `$page`: the page's Markdown) in their query values. Without script the menu is not shown
 * (`html:not(.js)`): every option needs the page's address or clipboard.
 */
export function renderContextualMenu(
  contextual: Contextual | undefined,
  page: ContextualPage,
  library: IconLibraryName,
): SafeHtml {
  if (contextual === undefined || contextual.options.length === 0) return html``;
  const pageUrl = page.siteUrl === undefined ? page.urlPath : page.siteUrl.replace(/\/+$/, '') + page.urlPath;
  const items = contextual.options.map((option) =>
    typeof option === 'string' ? builtInItem(option, page, pageUrl) : customItem(option, page, library),
  );
  const first = contextual.options[0]!;
  const firstTitle = typeof first === 'string' ? BUILT_IN[first].title : first.title;
  const firstIcon = typeof first === 'string' ? renderIcon(BUILT_IN[first].icon) : renderIcon(first.icon, library);
  return html`<div class="contextual contextual-${contextual.display}" data-contextual data-markdown="${page.markdownPath}" data-mcp="${MCP_PATH}" data-mcp-name="${mcpName(page.siteName)}"><button type="button" class="contextual-primary" data-contextual-run="0">${firstIcon}<span class="contextual-primary-label">${firstTitle}</span></button><button type="button" class="contextual-toggle" aria-haspopup="menu" aria-expanded="false" aria-controls="contextual-menu" aria-label="More actions for this page"><span class="chevron" aria-hidden="true"></span></button><div class="contextual-menu" id="contextual-menu" role="menu" aria-label="Page actions" hidden>${items}</div><span class="contextual-status visually-hidden" role="status" aria-live="polite"></span></div>`;
}

function itemBody(title: string, description: string, icon: SafeHtml, external: boolean): SafeHtml {
  const mark = external && html`<span class="contextual-external" aria-hidden="true">↗</span>`;
  return html`<span class="contextual-icon">${icon}</span><span class="contextual-text"><span class="contextual-title">${title}${mark}</span><span class="contextual-description">${description}</span></span>`;
}

function builtInItem(name: DrawnContextualOption, page: ContextualPage, pageUrl: string): SafeHtml {
  const option = BUILT_IN[name];
  const icon = renderIcon(option.icon);
  if (name === 'copy')
    return html`<button type="button" role="menuitem" tabindex="-1" data-contextual-action="copy">${itemBody(option.title, option.description, icon, false)}</button>`;
  if (name === 'mcp')
    return html`<button type="button" role="menuitem" tabindex="-1" data-contextual-action="mcp">${itemBody(option.title, option.description, icon, false)}</button>`;
  // Install links (`cursor://…`, `vscode:…`) need the server's absolute URL: the script sets them.
  if (name === 'cursor' || name === 'vscode')
    return html`<a role="menuitem" tabindex="-1" href="${MCP_PATH}" data-contextual-action="${name}">${itemBody(option.title, option.description, icon, true)}</a>`;
  if (name === 'view')
    return html`<a role="menuitem" tabindex="-1" href="${page.markdownPath}" target="_blank" rel="noopener" data-contextual-action="view">${itemBody(option.title, option.description, icon, true)}</a>`;
  const base = option.promptBase!;
  const href = base + encodeURIComponent(assistantPrompt(pageUrl));
  return html`<a role="menuitem" tabindex="-1" href="${href}" target="_blank" rel="noopener" data-contextual-action="${name}" data-prompt-base="${base}">${itemBody(option.title, option.description, icon, true)}</a>`;
}

function customItem(option: CustomContextualOption, page: ContextualPage, library: IconLibraryName): SafeHtml {
  let href: string;
  if (typeof option.href === 'string') href = option.href.replaceAll('$path', page.urlPath);
  else {
    const url = new URL(option.href.base, 'https://folio-site.invalid');
    for (const { key, value } of option.href.query)
      url.searchParams.append(key, value.replaceAll('$path', page.urlPath));
    href = option.href.base.startsWith('/') ? url.pathname + url.search + url.hash : url.href;
  }
  // `$page` (the page as Markdown) is filled in by the browser script when the option is chosen,
  // `$mcp` (the site's MCP server URL) when the menu is set up.
  const needsPage = href.includes('%24page') || href.includes('$page');
  const needsMcp = href.includes('%24mcp') || href.includes('$mcp');
  return html`<a role="menuitem" tabindex="-1" ${linkAttributes(href)} data-contextual-action="custom"${needsPage && html` data-needs-page`}${needsMcp && html` data-needs-mcp`}>${itemBody(option.title, option.description, renderIcon(option.icon, library), /^https?:/i.test(href))}</a>`;
}

/** The name an MCP client gives the site's server: the site's name in lower case, words joined by `-`. */
function mcpName(siteName: string | undefined): string {
  const name = (siteName ?? '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return name === '' ? 'docs' : `${name}-docs`;
}
