/**
 * The URL path of a page's Markdown twin, which the renderer writes beside every page:
 * `/guides/setup` → `/guides/setup.md`, `/` → `/index.md`. `pagePath` is the page's file path in
 * the manifest (no trailing slash, except `/`).
 */
export function markdownTwinPath(pagePath: string): string {
  return pagePath === '/' ? '/index.md' : `${pagePath}.md`;
}
