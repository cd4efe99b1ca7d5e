export { escapeHtml } from './escape-html.ts';
export { html } from './html.ts';
export { SafeHtml } from './safe-html.ts';
